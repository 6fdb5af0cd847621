// Palette source "Domains": a registered name, typed roughly, opens the domain's own page,
// and "Renew <name>" its overview with the Renew dialog open (`?action=renew`).
// It reads the portfolio list the Domains screen reads, so a visited list answers from cache.
import type { CommandItem, CommandSource } from '@/components/layout/command-sources';
import { fuzzyFilter, splitVerb } from '@/components/layout/fuzzy-filter';
import { displayDomain } from '@/lib/display-domain';
import { statusLabel } from './domain-format';
import { domainsQueries } from './queries';

const LIMIT = 8;
const RENEW_WORDS = ['renew', 'extend'];
/** The states in which the domain's overview offers Renew (domain-order-actions.tsx). */
const RENEWABLE = new Set<string>(['active', 'expired']);

export const domainsCommandSource: CommandSource = {
  id: 'domains',
  label: 'Domains',
  minLength: 2,
  async search(query, _signal, queryClient) {
    const { asked: renew, rest } = splitVerb(query, RENEW_WORDS);
    const list = await queryClient.ensureInfiniteQueryData(domainsQueries.list());
    const domains = list.pages.flatMap((p) => p.data);
    // "renew" alone offers every renewable domain; otherwise the name picks them.
    const found = rest
      ? await fuzzyFilter(domains, [{ name: 'domain', get: (d) => [d.domain, displayDomain(d.domain)] }], rest)
      : renew
        ? domains
        : [];
    return found.slice(0, LIMIT).flatMap((d): CommandItem[] => {
      const name = displayDomain(d.domain);
      const link = { to: '/domains/$domain', params: { domain: d.domain } } as const;
      const page: CommandItem = {
        id: `domain:${d.domain}`,
        label: name,
        hint: `Domain · ${statusLabel[d.status]}`,
        link,
      };
      // The Renew button is on the domain's overview, for the states the overview offers it in.
      if (!RENEWABLE.has(d.status)) return renew ? [] : [page];
      const renewal: CommandItem = {
        id: `domain-renew:${d.domain}`,
        label: `Renew ${name}`,
        hint: 'Domain · action',
        // Lands with the Renew dialog open (the domain's route reads `action`).
        link: { ...link, search: { action: 'renew' } },
      };
      return renew ? [renewal, page] : [page, renewal];
    });
  },
};

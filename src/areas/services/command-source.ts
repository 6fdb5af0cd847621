// Palette source "Services": a service by name, domain or plan opens the page that manages it,
// and a virtual server offers its console too.
import type * as z from 'zod';
import { servicesOps, type Service } from '@contract/services';
import type { CommandItem, CommandLink, CommandSource } from '@/components/layout/command-sources';
import { splitVerb } from '@/components/layout/fuzzy-filter';
import { apiRequest } from '@/lib/api-client';

/**
 * A service lands on the page that manages it: a domain on the domain's page (its service page has
 * no link there), a hosting account or a VPS on its own page; the rest on the service page.
 */
function serviceLink(s: z.infer<typeof Service>): CommandLink {
  if (s.type === 'domain' && s.domain) return { to: '/domains/$domain', params: { domain: s.domain } };
  if (s.type === 'hosting') return { to: '/hosting/$serviceId', params: { serviceId: String(s.id) } };
  if (s.type === 'vps') return { to: '/vps/$serviceId', params: { serviceId: String(s.id) } };
  return { to: '/services/$serviceId', params: { serviceId: String(s.id) } };
}

/** Words that ask for a server's console rather than its page. */
const CONSOLE_WORDS = ['open', 'console', 'terminal', 'vnc', 'shell'];

export const servicesCommandSource: CommandSource = {
  id: 'services',
  label: 'Services',
  minLength: 2,
  async search(query, signal) {
    // "open console of build-01" asks for a server's console: its name is the rest of the query.
    const { asked: wantsConsole, rest } = splitVerb(query, CONSOLE_WORDS);
    const q = (wantsConsole ? rest : query.trim()).slice(0, 255);
    const page = await apiRequest(servicesOps.listServices, {
      query: q ? { q, limit: 8 } : { type: 'vps', limit: 8 },
      signal,
    });
    return page.data.flatMap((s): CommandItem[] => {
      const service: CommandItem = {
        id: `service:${s.id}`,
        label: s.displayName,
        hint: `${s.type} · ${s.status}`,
        link: serviceLink(s),
      };
      if (s.type !== 'vps') return wantsConsole ? [] : [service];
      const console: CommandItem = {
        id: `vps-console:${s.id}`,
        label: `Open console of ${s.displayName}`,
        hint: 'vps · action',
        link: { to: '/vps/$serviceId/console', params: { serviceId: String(s.id) } },
      };
      return wantsConsole ? [console, service] : [service, console];
    });
  },
};

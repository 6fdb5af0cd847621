// Palette source "Mailboxes": typing part of an address opens that mailbox, and "add a mailbox"
// offers the mailbox list, where one is created.
// It searches every domain of the account (a hosting service id covers them all).
import { emailOps } from '@contract/email';
import { servicesOps } from '@contract/services';
import type { CommandItem, CommandSource } from '@/components/layout/command-sources';
import { fuzzyFilter, type FuzzyKey } from '@/components/layout/fuzzy-filter';
import { apiRequest } from '@/lib/api-client';
import { displayAddress } from '@/lib/display-domain';

// The mailbox list's screen is where a mailbox is created: the action lands with its Create mailbox dialog open.
const ACTIONS: CommandItem[] = [
  {
    id: 'mailbox-add',
    label: 'Add a mailbox',
    hint: 'Email · action',
    link: { to: '/email', search: { create: true } },
  },
];
const actionKeys: FuzzyKey<CommandItem>[] = [
  { name: 'label', get: (a) => a.label, weight: 2 },
  { name: 'words', get: () => ['new mailbox', 'create mailbox', 'add email account'] },
];

let accountInput: Promise<string | null> | null = null;
const allDomains = (signal: AbortSignal) =>
  (accountInput ??= apiRequest(servicesOps.listServices, { query: { type: 'hosting', limit: 1 }, signal })
    .then((p) => (p.data[0] ? String(p.data[0].id) : null))
    .catch(() => {
      accountInput = null;
      return null;
    }));

export const mailboxesCommandSource: CommandSource = {
  id: 'mailboxes',
  label: 'Mailboxes',
  minLength: 2,
  async search(query, signal) {
    const [actions, input] = await Promise.all([fuzzyFilter(ACTIONS, actionKeys, query), allDomains(signal)]);
    if (!input) return actions;
    const page = await apiRequest(emailOps.listMailboxes, {
      query: { input, q: query.trim().slice(0, 100), limit: 8 },
      signal,
    });
    const mailboxes = page.data.map((m) => ({
      id: `mailbox:${m.address}`,
      label: displayAddress(m.address),
      hint: m.isSuspended ? 'mailbox · suspended' : 'mailbox',
      link: { to: '/email/mailbox', search: { address: m.address } } as const,
    }));
    return [...mailboxes, ...actions];
  },
};

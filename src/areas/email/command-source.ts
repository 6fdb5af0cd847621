// Palette source "Mailboxes": typing part of an address opens that mailbox.
// It searches every domain of the account (a hosting service id covers them all).
import { emailOps } from '@contract/email';
import { servicesOps } from '@contract/services';
import type { CommandSource } from '@/components/layout/command-sources';
import { apiRequest } from '@/lib/api-client';
import { displayAddress } from '@/lib/display-domain';

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
    const input = await allDomains(signal);
    if (!input) return [];
    const page = await apiRequest(emailOps.listMailboxes, {
      query: { input, q: query.trim().slice(0, 100), limit: 8 },
      signal,
    });
    return page.data.map((m) => ({
      id: `mailbox:${m.address}`,
      label: displayAddress(m.address),
      hint: m.isSuspended ? 'mailbox · suspended' : 'mailbox',
      link: { to: '/email/mailbox', search: { address: m.address } },
    }));
  },
};

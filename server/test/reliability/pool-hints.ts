// Field names mapped to the seeded estate: `input` gets a domain, mailbox,
// service id or site URL, `invoice` an invoice id, and so on. Mostly the acting
// account's own (so requests reach the handler), sometimes another account's.
import fc from 'fast-check';
import type { AccountPool, Pool } from './resource-pool';
import type { Hint } from './zod-arbitrary';

type Pick = (p: AccountPool) => readonly unknown[];

const byKey: Record<string, Pick> = {
  input: (p) => [...p.domains, ...p.mailboxes, ...p.services.map(String), ...p.domains.map((d) => `https://www.${d}/`)],
  domain: (p) => p.domains,
  target_domain: (p) => p.domains,
  address: (p) => p.mailboxes,
  mailbox: (p) => p.mailboxes,
  invoice: (p) => p.invoices,
  invoice_id: (p) => p.invoices,
  service: (p) => p.services,
  service_id: (p) => p.services,
  billingAddress: (p) => p.billingAddresses,
  billing_address_id: (p) => p.billingAddresses,
  contact: (p) => p.contacts.map((c) => c.id),
  card: (p) => p.cards,
  card_id: (p) => p.cards,
  migration: (p) => p.migrations,
  guest: (p) => p.guests,
  token: (p) => p.tokens,
  id: (p) => [...p.dnsRecords, ...p.vacations, ...p.filters, ...p.messages, ...p.pendingActions],
  folder: (p) => p.folders,
  database: (p) => p.databases,
  username: (p) => p.databaseUsers,
  install_id: (p) => p.cmsInstalls,
  backup_id: (p) => p.appBackups,
  staging_id: (p) => p.cmsInstalls,
  job_id: (p) => p.cronJobs,
  backup: (p) => p.hostingBackups,
  restore: (p) => p.restores,
  monitor: (p) => p.monitors,
  session: (p) => p.sessions,
  ip: () => ['203.0.113.45', '198.51.100.7'],
  // Cron fields by cronie's rules (contract/cron-rules.ts): a random string is almost never one.
  minute: () => ['0', '15', '*/10', '5,35'],
  hour: () => ['3', '*', '0-6'],
  day_of_month: () => ['*', '1', '1-15'],
  month: () => ['*', '1-6', 'jan'],
  day_of_week: () => ['*', '1-5', 'mon'],
};

/**
 * Hints for a caller acting on `acting`: its own resources four times out of five, or, `ownOnly`,
 * always (a request that must succeed for its owner, whatever the seed of its draw).
 */
export function poolHint(pool: Pool, acting: number, ownOnly = false): Hint {
  const own = pool.byAccount.get(acting)!;
  const others = ownOnly ? [] : [...pool.byAccount.values()].filter((p) => p.accountId !== acting);
  const cache = new Map<string, fc.Arbitrary<unknown> | undefined>();
  return (key) => {
    if (cache.has(key)) return cache.get(key);
    let arb: fc.Arbitrary<unknown> | undefined;
    if (key === 'accountId') arb = fc.constantFrom(...pool.accountIds);
    else if (key === 'service_type_id' || key === 'service_plan_id')
      arb = pool.serviceTypes.length ? fc.constantFrom(...pool.serviceTypes) : undefined;
    // Luhn-valid sandbox test cards: the card page refuses anything else before it does any work.
    else if (key === 'card_number')
      arb = fc.constantFrom('4242424242424242', '5555 5555 5555 4444', '4000-0000-0000-0002');
    else if (key === 'ids')
      arb = own.messages.length
        ? fc.subarray(own.messages, { maxLength: Math.min(5, own.messages.length) })
        : undefined;
    else if (byKey[key]) {
      const mine = byKey[key](own);
      const theirs = others.flatMap((p) => byKey[key]!(p));
      const parts = [
        ...(mine.length ? [{ weight: 4, arbitrary: fc.constantFrom(...mine) }] : []),
        ...(theirs.length ? [{ weight: 1, arbitrary: fc.constantFrom(...theirs) }] : []),
      ];
      arb = parts.length ? fc.oneof(...parts) : undefined;
    }
    cache.set(key, arb);
    return arb;
  };
}

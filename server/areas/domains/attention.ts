// What needs the customer's attention among the account's registrations: a name
// in redemption (lost for good unless restored), in grace (expired; renewable at
// the usual price until grace ends), expiring within 30 days with auto-renewal
// off, or a registrant who has not verified their email address. A renewal or
// restore that already awaits payment is shown as its invoice to pay instead.
// Read from our records and what the registry last stored, never by asking the
// registry: the overview must answer while a registry is down.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AttentionItem } from '@contract/account-attention';
import type { Db, Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import type { Deps } from '@server/core/deps';
import { tldOf, type TldRow } from '@server/infra/registry';
import { phaseTimeline, registryPhase } from '@server/infra/registry-lifecycle';
import { storedRegistryDomains } from '@server/infra/registry-reads';
import { isDomainServiceId } from '@server/areas/services/public';
import { pendingRenewalOf } from './order-repository';
import { priceMoney, priceOf } from './pricing';

type Q = Db | Tx;
const DAY = 86_400_000;
/** A name expiring without auto-renewal is listed from this many days before its expiry. */
export const EXPIRING_WITHIN_DAYS = 30;

/** An attention item of a domain, with the invoice it points to (so the invoice is not listed twice). */
type DomainAttention = AttentionItem & { invoiceId: number | null };

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const open = (name: string) => `/domains/${name}`;

/** An order that awaits payment: its invoice is what to act on, by its due date. */
const toPay = (p: NonNullable<Awaited<ReturnType<typeof pendingRenewalOf>>>) => ({
  dueAt: p.dueAt,
  amount: p.total,
  action: { label: 'Pay invoice', path: `/billing/invoices/${p.invoiceId}` },
  invoiceId: p.invoiceId,
});

export async function domainAttention(q: Q, deps: Deps, accountId: number, now: Date): Promise<DomainAttention[]> {
  const names = await q
    .select()
    .from(domains)
    .where(
      and(
        isDomainServiceId(domains.serviceId),
        eq(domains.accountId, accountId),
        inArray(domains.status, ['active', 'expired', 'redemption']),
        isNotNull(domains.expiresAt),
      ),
    )
    .orderBy(domains.name);
  // What the registry last stored of each name (none for a name it has no record of).
  const stored = await storedRegistryDomains(
    q,
    names.map((d) => d.name),
  );
  const rows = names.map((d) => ({ d, r: stored.get(d.name) ?? null }));
  const tlds = new Map<string, TldRow | null>();
  const out: DomainAttention[] = [];
  for (const { d, r } of rows) {
    const tld = tldOf(d.name);
    if (!tlds.has(tld)) tlds.set(tld, await deps.infra.registry.tld(q, tld));
    const catalogue = tlds.get(tld);
    if (!catalogue) continue;
    const term = { expiresAt: r?.expiresAt ?? d.expiresAt!, createdAt: r?.createdAt ?? d.registeredAt ?? d.createdAt };
    const { phase } = registryPhase(term, catalogue, now);
    const [, grace, redemption] = phaseTimeline(term, catalogue);
    const premium = r?.premium ?? false;
    const pending = await pendingRenewalOf(q, accountId, d.name, now);

    const base = { subject: d.name, invoiceId: null, amount: null, since: null };
    if (pending?.status === 'processing') {
      // paid and being carried out at the registry: nothing for the customer to do
    } else if (phase === 'redemption') {
      out.push({
        ...base,
        kind: 'domain.redemption',
        severity: 'critical',
        title: pending
          ? 'In redemption: its restore awaits payment; pay it before the registry deletes the name'
          : 'In redemption: restore it before the registry deletes the name for good',
        ...(pending
          ? toPay(pending)
          : {
              dueAt: iso(redemption!.endsAt),
              amount: priceMoney(priceOf(catalogue, 'restore', 1, premium)),
              action: { label: 'Restore', path: open(d.name) },
            }),
      });
    } else if (phase === 'grace') {
      out.push({
        ...base,
        kind: 'domain.grace',
        severity: 'critical',
        title: pending
          ? 'Expired: its renewal awaits payment; pay it before the name goes into redemption'
          : 'Expired: renew it before it goes into redemption, where restoring costs more',
        ...(pending
          ? toPay(pending)
          : {
              dueAt: iso(grace!.endsAt),
              amount: priceMoney(priceOf(catalogue, 'renew', 1, premium)),
              action: { label: 'Renew', path: open(d.name) },
            }),
      });
    } else if (phase === 'active' && term.expiresAt.getTime() - now.getTime() <= EXPIRING_WITHIN_DAYS * DAY) {
      if (pending)
        out.push({
          ...base,
          kind: 'domain.expiring',
          severity: 'warning',
          title: 'Its renewal awaits payment; pay it before the name expires',
          ...toPay(pending),
        });
      else if (!d.autorenew)
        out.push({
          ...base,
          kind: 'domain.expiring',
          severity: 'warning',
          title: 'Expires without auto-renewal: renew it, or turn auto-renewal on',
          dueAt: iso(term.expiresAt),
          amount: priceMoney(priceOf(catalogue, 'renew', 1, premium)),
          action: { label: 'Renew', path: open(d.name) },
        });
    }
    if (r?.verificationStatus === 'pending') {
      const lapsed = r.verificationDeadlineAt !== null && r.verificationDeadlineAt <= now;
      out.push({
        ...base,
        kind: 'domain.unverified',
        severity: lapsed ? 'critical' : 'warning',
        title: lapsed
          ? 'Suspended by the registry: the registrant has not confirmed their email address'
          : 'The registrant has not confirmed their email address; the registry suspends the name if not confirmed in time',
        dueAt: iso(r.verificationDeadlineAt),
        action: { label: 'Resend the email', path: open(d.name) },
      });
    }
  }
  return out;
}

// Renewal and restore quotes of a name the account holds here: its registry state decides whether
// the order can be placed (quote.ts has the parts every quote shares).
import { MAX_REGISTRATION_YEARS, OUR_REGISTRAR, tldOf } from '@server/infra/registry';
import { domainTarget, type OwnedDomain } from './domain-repository';
import { lapseOf } from './order-due-date';
import { priceOf } from './pricing';
import {
  addYears,
  blockedByOpenOrder,
  conflict,
  fmtPrice,
  isoDate,
  lookUp,
  notAnswering,
  quoted,
  type QuoteEnv,
  type QuoteOut,
  type Quoted,
} from './quote';

export type RenewalOut = QuoteOut & { newExpiresAt: string | null };

/** The account's own registrar domain: the registry's state of it, or why it cannot be ordered for. */
async function ownView(env: QuoteEnv, o: OwnedDomain) {
  const tld = await env.registry.tld(env.q, tldOf(o.domain.name));
  const v = await lookUp(env, o.domain.name);
  if (v === 'down') return { tld, v: null, blocked: notAnswering(tldOf(o.domain.name)) };
  if (!v) return { tld, v, blocked: conflict(`The registry has no record of ${o.domain.name} any more`) };
  if (v.row.registrar !== OUR_REGISTRAR)
    return {
      tld,
      v,
      blocked: conflict(`${o.domain.name} is still at ${v.row.registrar}; order this once its transfer here completes`),
    };
  return { tld, v, blocked: null };
}

export async function renewalQuote(
  env: QuoteEnv,
  o: OwnedDomain,
  input: string,
  years: number,
): Promise<Quoted<RenewalOut>> {
  const name = o.domain.name;
  const { tld, v, blocked: first } = await ownView(env, o);
  let blocked = first;
  let newExpiresAt: Date | null = null;
  let lapsesAt: Date | null = null;
  if (!blocked && v) {
    newExpiresAt = addYears(v.row.expiresAt, years);
    lapsesAt = lapseOf('renew', v.row, v.tld, v.phase);
    const limit = addYears(env.now, MAX_REGISTRATION_YEARS);
    if (v.phase === 'redemption')
      blocked = conflict(
        `${name} is in redemption, so it can no longer be renewed; restore it instead (${fmtPrice(priceOf(tld!, 'restore'))} with one year's renewal)`,
      );
    else if (v.phase === 'pending_delete' || v.phase === 'released')
      blocked = conflict(`${name} is being deleted by the registry; it can no longer be renewed or restored`);
    else if (newExpiresAt > limit) {
      let most = 0;
      while (most < years && addYears(v.row.expiresAt, most + 1) <= limit) most++;
      blocked = conflict(
        `Renewing ${name} by ${years} years would take it past the registry's maximum of ${MAX_REGISTRATION_YEARS} years from today (${isoDate(limit)}); ` +
          (most > 0 ? `renew by at most ${most} year${most === 1 ? '' : 's'}` : 'it cannot be renewed further yet'),
      );
    } else blocked = await blockedByOpenOrder(env, name, ['renew', 'restore']);
  }
  const q = quoted({
    name,
    tld,
    kind: 'renew',
    years,
    premium: v?.row.premium ?? false,
    target: domainTarget(input, o),
    blocked,
    newExpiresAt,
    lapsesAt,
  });
  return { ...q, out: { ...q.out, newExpiresAt: q.newExpiresAt?.toISOString() ?? null } };
}

export async function restoreQuote(env: QuoteEnv, o: OwnedDomain, input: string): Promise<Quoted> {
  const name = o.domain.name;
  const { tld, v, blocked: first } = await ownView(env, o);
  let blocked = first;
  if (!blocked && v) {
    if (v.phase === 'active' || v.phase === 'grace')
      blocked = conflict(
        `${name} is not in redemption (it is ${v.phase}), so there is nothing to restore; renew it instead`,
      );
    else if (v.phase !== 'redemption')
      blocked = conflict(`${name} is past redemption and being deleted by the registry; it can no longer be restored`);
    else blocked = await blockedByOpenOrder(env, name, ['renew', 'restore']);
  }
  return quoted({
    name,
    tld,
    kind: 'restore',
    years: 1,
    premium: v?.row.premium ?? false,
    target: domainTarget(input, o),
    blocked,
    // the registry restores with one year from today (RFC 3915)
    newExpiresAt: addYears(env.now, 1),
    lapsesAt: v ? lapseOf('restore', v.row, v.tld, v.phase) : null,
  });
}

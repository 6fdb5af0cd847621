// Quotes: whether an order can be placed now and what it costs (VAT
// included). The GET quote, the hold's preview and the approval all call
// these functions, so the price shown is the price the proforma totals.
// A registry that does not answer makes a quote "not possible now", never an error.
import type { z } from 'zod';
import type { Quote } from '@contract/domains-schemas';
import type { TransferInQuote } from '@contract/domains-orders';
import { domainWarnings } from '@contract/domain-scripts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { domains } from '@server/db/schema';
import {
  MAX_REGISTRATION_YEARS,
  OUR_REGISTRAR,
  RegistryUnavailable,
  TRANSFER_LOCK_DAYS,
  tldOf,
  type Registry,
  type RegistryView,
  type TldRow,
} from '@server/infra/registry';
import { domainTarget, type OwnedDomain } from './domain-repository';
import { openOrder, openOrderReason, type OrderKind } from './order-repository';
import { CATALOGUE_CURRENCY, priceMoney, priceOf, type Price } from './pricing';
import { lapseOf } from './order-due-date';
import { openTransfersOfName } from './transfer-repository';

type Q = Db | Tx;
export type QuoteOut = z.input<typeof Quote>;
export type RenewalOut = QuoteOut & { newExpiresAt: string | null };
export type TransferInOut = z.input<typeof TransferInQuote>;

export interface QuoteEnv {
  q: Q;
  registry: Registry;
  accountId: number;
  now: Date;
}

/**
 * Why an order cannot be placed: a conflict, an order of the name that already awaits payment, or a registry that
 * is not answering (503 on a write).
 */
export interface Blocked {
  code: 'conflict' | 'order_awaiting_payment' | 'registry_unavailable';
  reason: string;
}

export interface Quoted<T extends QuoteOut = QuoteOut> {
  out: T;
  /** What the order's proforma will total (out.price in cents). */
  price: Price;
  blocked: Blocked | null;
  /** The registry's expiry after the order (renew, restore), when it is known. */
  newExpiresAt: Date | null;
  /** When the name lapses unless this order is paid (renew, restore): its invoice is due before then. */
  lapsesAt: Date | null;
}

const DAY = 86_400_000;
const NOTHING: Price = { netCents: 0, totalCents: 0, currency: CATALOGUE_CURRENCY };
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const fmtPrice = (p: Price) => `${(p.totalCents / 100).toFixed(2)} ${p.currency}`;
export const addYears = (d: Date, years: number) => {
  const out = new Date(d);
  out.setUTCFullYear(out.getUTCFullYear() + years);
  return out;
};

const conflict = (reason: string): Blocked => ({ code: 'conflict', reason });
const notAnswering = (tld: string): Blocked => ({
  code: 'registry_unavailable',
  reason: `The .${tld} registry is not answering right now, so nothing can be ordered for this name; try again in a few minutes`,
});

/** The registry's view of a name, or 'down' when its registry does not answer. */
async function lookUp(env: QuoteEnv, name: string): Promise<RegistryView | null | 'down'> {
  try {
    return await env.registry.info(env.q, name, env.now);
  } catch (err) {
    if (err instanceof RegistryUnavailable) return 'down';
    throw err;
  }
}

interface Parts {
  name: string;
  tld: TldRow | null;
  kind: OrderKind & ('register' | 'renew' | 'restore' | 'transfer_in');
  years: number;
  premium: boolean;
  target: QuoteOut['target'];
  blocked: Blocked | null;
  newExpiresAt?: Date | null;
  lapsesAt?: Date | null;
}

function quoted({
  name,
  tld,
  kind,
  years,
  premium,
  target,
  blocked,
  newExpiresAt = null,
  lapsesAt = null,
}: Parts): Quoted {
  const price = tld ? priceOf(tld, kind, years, premium) : NOTHING;
  const renewal = tld ? priceOf(tld, 'renew', 1, premium) : NOTHING;
  return {
    out: {
      target,
      domain: name,
      tld: tldOf(name),
      years,
      price: priceMoney(price),
      renewalPrice: priceMoney(renewal),
      premium,
      possible: blocked === null,
      reason: blocked?.reason ?? null,
      warnings: domainWarnings(name),
    },
    price,
    blocked,
    newExpiresAt: blocked ? null : newExpiresAt,
    lapsesAt: blocked ? null : lapsesAt,
  };
}

/** The catalogue entry of a name's TLD, or why the name cannot be ordered here at all. */
async function sellable(env: QuoteEnv, name: string): Promise<{ tld: TldRow | null; blocked: Blocked | null }> {
  const tld = await env.registry.tld(env.q, tldOf(name));
  if (!tld) {
    const sold = (await env.registry.tlds(env.q)).map((t) => `.${t.tld}`).join(', ');
    return { tld, blocked: conflict(`.${tldOf(name)} is not a TLD this registrar sells; it sells ${sold}`) };
  }
  const labels = name.split('.');
  if (labels.length !== 2)
    return {
      tld,
      blocked: conflict(`Only names directly under .${tld.tld} are registered, such as ${labels.at(-2)}.${tld.tld}`),
    };
  return { tld, blocked: null };
}

async function onThisAccount(env: QuoteEnv, name: string) {
  const [row] = await env.q
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.name, name), eq(domains.accountId, env.accountId)));
  return Boolean(row);
}

async function blockedByOpenOrder(env: QuoteEnv, name: string, kinds: OrderKind[]): Promise<Blocked | null> {
  const open = await openOrder(env.q, env.accountId, name, kinds, env.now);
  if (!open) return null;
  // one awaiting payment has its own code: the answer is to pay that invoice, not to order again
  return {
    code: open.order.status === 'processing' ? 'conflict' : 'order_awaiting_payment',
    reason: openOrderReason(open),
  };
}

export async function registrationQuote(env: QuoteEnv, name: string, years: number): Promise<Quoted> {
  const base = { name, kind: 'register' as const, years, target: null };
  const { tld, blocked } = await sellable(env, name);
  if (blocked) return quoted({ ...base, tld, premium: false, blocked });
  const v = await lookUp(env, name);
  if (v === 'down') return quoted({ ...base, tld, premium: false, blocked: notAnswering(tld!.tld) });
  if (v) return quoted({ ...base, tld, premium: v.row.premium, blocked: conflict(await takenReason(env, v)) });
  const open = await blockedByOpenOrder(env, name, ['register']);
  return quoted({ ...base, tld, premium: false, blocked: open });
}

async function takenReason(env: QuoteEnv, v: RegistryView) {
  const { row, phase } = v;
  if (row.registrar === OUR_REGISTRAR && (await onThisAccount(env, row.name)))
    return `${row.name} is already registered, on this account`;
  const who = `${row.name} is already registered, at ${row.registrar}`;
  if (phase === 'pending_delete' && row.dropsAt)
    return `${who}, and is being deleted: it is released on ${row.dropsAt.toISOString()}. Book it with Snapback to try to catch it`;
  if (phase === 'redemption') return `${who}; it is in redemption there and may be deleted later`;
  return who;
}

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

export async function transferInQuote(env: QuoteEnv, name: string): Promise<Quoted<TransferInOut>> {
  const sold = await sellable(env, name);
  let blocked = sold.blocked;
  let v: RegistryView | null = null;
  if (!blocked) {
    const found = await lookUp(env, name);
    if (found === 'down') blocked = notAnswering(tldOf(name));
    else {
      v = found;
      blocked = await transferBlock(env, name, v);
    }
  }
  const q = quoted({
    name,
    tld: sold.tld,
    kind: 'transfer_in',
    years: 1,
    premium: v?.row.premium ?? false,
    target: null,
    blocked,
  });
  return {
    ...q,
    out: {
      ...q.out,
      currentRegistrar: v?.row.registrar ?? null,
      transferLocked: v ? isLocked(v) : null,
      authCodeRequired: true,
    },
  };
}

const isLocked = (v: RegistryView) =>
  v.row.statuses.includes('clientTransferProhibited') || v.row.statuses.includes('serverTransferProhibited');

/** Every reason a transfer would fail that is known before anything is charged. */
async function transferBlock(env: QuoteEnv, name: string, v: RegistryView | null): Promise<Blocked | null> {
  if (!v) return conflict(`${name} is not registered anywhere, so there is nothing to transfer; register it instead`);
  const { row, phase } = v;
  if (row.registrar === OUR_REGISTRAR)
    return conflict(
      (await onThisAccount(env, name))
        ? `${name} is already registered here, on this account`
        : `${name} is already at this registrar (${OUR_REGISTRAR}), so there is nothing to transfer`,
    );
  if (phase !== 'active' && phase !== 'grace')
    return conflict(
      `${name} is in ${phase.replace('_', ' ')} at ${row.registrar}; it cannot move until it is restored there`,
    );
  if (row.statuses.includes('clientTransferProhibited'))
    return conflict(
      `${name} is locked at ${row.registrar}; ask ${row.registrar} to unlock it, then order the transfer`,
    );
  const movesFrom = new Date(row.createdAt.getTime() + TRANSFER_LOCK_DAYS * DAY);
  if (env.now < movesFrom)
    return conflict(
      `${name} was registered on ${isoDate(row.createdAt)}, less than ${TRANSFER_LOCK_DAYS} days ago; registries allow a transfer from ${isoDate(movesFrom)}`,
    );
  const [inProgress] = await openTransfersOfName(env.q, name);
  if (inProgress) return conflict(`A transfer of ${name} to this registrar is already in progress`);
  return blockedByOpenOrder(env, name, ['transfer_in']);
}

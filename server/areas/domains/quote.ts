// Quotes: whether an order can be placed now and what it costs (VAT
// included). The GET quote, the hold's preview and the approval all call
// these functions, so the price shown is the price the proforma totals.
// A registry that does not answer makes a quote "not possible now", never an error.
import type { z } from 'zod';
import type { Quote } from '@contract/domains-schemas';
import { domainWarnings } from '@contract/domain-scripts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import {
  OUR_REGISTRAR,
  RegistryUnavailable,
  tldOf,
  type Registry,
  type RegistryView,
  type TldRow,
} from '@server/infra/registry';
import { openOrder, openOrderReason, type OrderKind } from './order-repository';
import { CATALOGUE_CURRENCY, priceMoney, priceOf, type Price } from './pricing';

type Q = Db | Tx;
export type QuoteOut = z.input<typeof Quote>;

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

const NOTHING: Price = { netCents: 0, totalCents: 0, currency: CATALOGUE_CURRENCY };
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const fmtPrice = (p: Price) => `${(p.totalCents / 100).toFixed(2)} ${p.currency}`;
export const addYears = (d: Date, years: number) => {
  const out = new Date(d);
  out.setUTCFullYear(out.getUTCFullYear() + years);
  return out;
};

export const conflict = (reason: string): Blocked => ({ code: 'conflict', reason });
export const notAnswering = (tld: string): Blocked => ({
  code: 'registry_unavailable',
  reason: `The .${tld} registry is not answering right now, so nothing can be ordered for this name; try again in a few minutes`,
});

/** The registry's view of a name, or 'down' when its registry does not answer. */
export async function lookUp(env: QuoteEnv, name: string): Promise<RegistryView | null | 'down'> {
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

export function quoted({
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
export async function sellable(env: QuoteEnv, name: string): Promise<{ tld: TldRow | null; blocked: Blocked | null }> {
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

export async function onThisAccount(env: QuoteEnv, name: string) {
  const [row] = await env.q
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.name, name), eq(domains.accountId, env.accountId)));
  return Boolean(row);
}

export async function blockedByOpenOrder(env: QuoteEnv, name: string, kinds: OrderKind[]): Promise<Blocked | null> {
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

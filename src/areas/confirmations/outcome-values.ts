// Reading a held operation's recorded result. The result is the executor's own
// document (typed per operation on the server, a plain record here), so each
// outcome reads the members it knows through these checks and shows nothing it
// cannot read: never a raw member name or value.
import type { Money } from '@contract/common';
import type { PendingAction } from '@contract/confirmations';

export type Result = Record<string, unknown>;

export const text = (r: Result, key: string): string | null => {
  const v = r[key];
  return typeof v === 'string' && v !== '' ? v : null;
};

export const count = (r: Result, key: string): number | null => {
  const v = r[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

export const money = (r: Result, key: string): Money | null => {
  const v = r[key] as { amount?: unknown; currency?: unknown } | null | undefined;
  return v && typeof v.amount === 'number' && typeof v.currency === 'string'
    ? { amount: v.amount, currency: v.currency }
    : null;
};

/**
 * A dashboard link the server gave as an absolute URL of the app (`serviceUrl`, `domainUrl`): its path and
 * search, so the router opens it in place. Null for anything that is not an http(s) URL.
 */
export function appPath(r: Result, key: string): string | null {
  const v = text(r, key);
  if (!v) return null;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The domain the action was about, from its target (the name as stored; the outcome shows it in Unicode). */
export const targetDomain = (action: PendingAction): string | null => action.target?.domain ?? null;

/** "1 item", "3 items". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

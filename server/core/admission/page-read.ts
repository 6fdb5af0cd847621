// The mark of a read the dashboard's served page makes in-process (server/pages/spa.ts): the page is
// one request of the customer's, so its session look-up spends one call of the budget and the reads
// that follow it (preferences, the account switcher's list, the first notifications) spend none. The
// mark is a symbol in the request's environment, which only this process can set: no header or
// cookie a client sends can make a request free.
import type { Context } from 'hono';

const PAGE_READ = Symbol('page read');

/** The environment of an in-process read that the page's first look-up has already paid for. */
export const pageReadEnv = (env: object | undefined): object => ({ ...env, [PAGE_READ]: true });

export const isPageRead = (c: Context): boolean => (c.env as Record<symbol, unknown> | undefined)?.[PAGE_READ] === true;

// Which accounts a person may act on: those they own and those they are an
// active guest of. Used by login, account switching, approvals and the account list.
// Also where a cookie-authenticated write must come from: the dashboard's own origin.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { accounts, guests } from '@server/db/schema/account';
import type { Credential } from './admission/credential';
import { ApiError } from './problem';

export interface AccessibleAccount {
  id: number;
  name: string;
  email: string;
  role: 'owner' | 'guest';
}

export async function accessibleAccounts(db: Db | Tx, userId: number): Promise<AccessibleAccount[]> {
  const owned = await db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.ownerUserId, userId))
    .orderBy(accounts.id);
  const guestOf = await db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(guests)
    .innerJoin(accounts, eq(accounts.id, guests.accountId))
    .where(and(eq(guests.userId, userId), isNull(guests.revokedAt)))
    .orderBy(accounts.id);
  return [
    ...owned.map((a) => ({ ...a, role: 'owner' as const })),
    ...guestOf.map((a) => ({ ...a, role: 'guest' as const })),
  ];
}

export async function canAccess(db: Db | Tx, userId: number, accountId: number) {
  return (await accessibleAccounts(db, userId)).find((a) => a.id === accountId) ?? null;
}

/**
 * A guest acts inside an account but never owns it: its credentials and guest list are the owner's
 * (docs/decisions/023). Refuses a guest, switched session or a token it minted, with 403 `owner_only`.
 */
export function assertOwner(cred: Credential, what: string) {
  if (!cred.isGuest) return;
  throw new ApiError(
    'owner_only',
    `${what} is for the owner of ${cred.accountName} only; you act in this account as a guest`,
  );
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The second line behind the CSRF header for a cookie-authenticated write: a browser names the page a
 * request comes from. `Origin`, when sent, must be the app's origin (APP_URL; in development the Vite
 * server's, which proxies /api) or the request's own; without it, `Sec-Fetch-Site` (when sent) must say
 * `same-origin` or `none` (typed by the user). A client that sends neither is no browser page: the CSRF
 * header alone stands. Refuses with 403 `origin_refused`.
 */
export function assertSameOrigin(headers: Headers, requestUrl: string, appUrl: string) {
  const origin = headers.get('origin');
  if (origin !== null) {
    const allowed = [originOf(appUrl), originOf(requestUrl)];
    if (origin !== 'null' && allowed.includes(origin)) return;
    throw new ApiError(
      'origin_refused',
      `Cookie-authenticated writes are accepted only from ${allowed[0] ?? 'this app'}; this one came from ${origin === 'null' ? 'a page with no origin' : origin}`,
    );
  }
  const site = headers.get('sec-fetch-site');
  if (site === null || site === 'same-origin' || site === 'none') return;
  throw new ApiError(
    'origin_refused',
    `Cookie-authenticated writes are accepted only from this app's own pages; the browser says this one is ${site}`,
  );
}

// Single-use links (CMS admin, app admin, database-admin tool and owner-change
// sign-ins): a row in `onelinks` holds only the secret's hash, the URL handed
// out is `<page>/<id>.<secret>`, so the secret is in the URL alone. Opening
// one checks the secret in constant time and uses the link up; what the link
// then signs in to, and the words that send the person back, are the areas'.
import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ONELINK_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import type { Db, Tx } from '@server/db/client';
import { onelinks } from '@server/db/schema/core';
import type { Deps } from './deps';
import { newId, randomString, sha256 } from './crypto';
import { isoKey, paginateTable, sortedBy, type PageParams, type SortKey } from './pagination';

export type OneTimeLinkRow = typeof onelinks.$inferSelect;

/** How long a login link works unless its area says otherwise. */
export const ONE_TIME_LINK_TTL_MS = 5 * 60_000;

export async function issueOneTimeLink(
  deps: Deps,
  link: {
    accountId: number;
    /** What the link is for: the area's prefix and what it signs in to. */
    purpose: string;
    /** The sandbox page that opens it, e.g. `/sandbox/dbadmin`. */
    page: string;
    ttlMs?: number;
    now?: Date;
  },
) {
  const now = link.now ?? deps.clock.now();
  const id = newId('ol', 16);
  const secret = randomString(32);
  const expiresAt = new Date(now.getTime() + (link.ttlMs ?? ONE_TIME_LINK_TTL_MS));
  const url = `${deps.config.appUrl}${link.page}/${id}`;
  await deps.db.insert(onelinks).values({
    id,
    accountId: link.accountId,
    purpose: link.purpose,
    tokenHash: sha256(secret),
    url,
    createdAt: now,
    expiresAt,
  });
  return { url: `${url}.${secret}`, expiresAt };
}

/**
 * The link `token` (`<id>.<secret>`) names, when it is for `prefix` and its secret matches; undefined
 * for anything else. `lock` holds the row until the transaction ends, so two openings take turns.
 */
export async function findOneTimeLink(
  q: Db | Tx,
  token: string,
  prefix: string,
  lock = false,
): Promise<OneTimeLinkRow | undefined> {
  const dot = token.indexOf('.');
  if (dot < 0) return undefined;
  const base = q
    .select()
    .from(onelinks)
    .where(eq(onelinks.id, token.slice(0, dot)));
  const [link] = lock ? await base.for('update') : await base;
  const given = Buffer.from(sha256(token.slice(dot + 1)));
  if (!link || !link.purpose.startsWith(prefix) || !timingSafeEqual(given, Buffer.from(link.tokenHash)))
    return undefined;
  return link;
}

export interface LoginLinkRefusal {
  ok: false;
  status: 404 | 410;
  title: string;
  message: string;
}

/** The refusals of a login link; `again` tells where to ask for a new one. */
export const loginLinkRefusals = (again: string) => ({
  invalid: {
    ok: false,
    status: 404,
    title: 'Login link not valid',
    message: `This login link is not valid. ${again}`,
  } satisfies LoginLinkRefusal,
  used: (at: Date): LoginLinkRefusal => ({
    ok: false,
    status: 410,
    title: 'Login link already used',
    message: `This login link was used at ${at.toISOString()} and works only once. ${again}`,
  }),
  /** Lost the claim to another opening at the same moment. */
  usedJustNow: {
    ok: false,
    status: 410,
    title: 'Login link already used',
    message: `This login link was used a moment ago and works only once. ${again}`,
  } satisfies LoginLinkRefusal,
  expired: (at: Date): LoginLinkRefusal => ({
    ok: false,
    status: 410,
    title: 'Login link expired',
    message: `This login link expired at ${at.toISOString()}. ${again}`,
  }),
});

/**
 * A login link that is valid, unused and unexpired at `now`, with what its purpose says after `prefix`;
 * else the refusal (404 unknown, 410 used or expired) saying which. It is not used up yet: that is
 * claimOneTimeLink, once the area has checked what the link signs in to.
 */
export async function openLoginLink(
  tx: Tx,
  token: string,
  o: { prefix: string; again: string; now: Date; lock?: boolean },
): Promise<{ ok: true; link: OneTimeLinkRow; rest: string } | LoginLinkRefusal> {
  const refuse = loginLinkRefusals(o.again);
  const link = await findOneTimeLink(tx, token, o.prefix, o.lock);
  if (!link) return refuse.invalid;
  if (link.usedAt) return refuse.used(link.usedAt);
  if (link.expiresAt <= o.now) return refuse.expired(link.expiresAt);
  return { ok: true, link, rest: link.purpose.slice(o.prefix.length) };
}

/** Uses the link up, if it still is unused and unexpired: of two openings at once, only one gets true. */
export async function claimOneTimeLink(tx: Tx, id: string, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(onelinks)
    .set({ usedAt: now })
    .where(and(eq(onelinks.id, id), isNull(onelinks.usedAt), gt(onelinks.expiresAt, now)))
    .returning({ id: onelinks.id });
  return claimed !== undefined;
}

/** Marks a link used, whatever its state: for a link the caller has opened and checked in this transaction, its row locked. */
export async function useUpOneTimeLink(tx: Tx, id: string, now: Date) {
  await tx.update(onelinks).set({ usedAt: now }).where(eq(onelinks.id, id));
}

/**
 * Opens a login link and uses it up at once, the row locked meanwhile: for links that are spent even
 * when what they sign in to has gone since.
 */
export async function redeemLoginLink(
  tx: Tx,
  token: string,
  o: { prefix: string; again: string; now: Date },
): ReturnType<typeof openLoginLink> {
  const opened = await openLoginLink(tx, token, { ...o, lock: true });
  if (!opened.ok) return opened;
  // the row is locked and was unused and unexpired, so the claim holds; should it not, say so
  if (!(await claimOneTimeLink(tx, opened.link.id, o.now))) return loginLinkRefusals(o.again).usedJustNow;
  return opened;
}

const oneTimeLinkSortKeys: Record<(typeof ONELINK_SORTS)[number], SortKey<OneTimeLinkRow>> = {
  issued: [onelinks.createdAt, (l) => isoKey(l.createdAt)],
  expires: [onelinks.expiresAt, (l) => isoKey(l.expiresAt)],
  purpose: [onelinks.purpose, (l) => l.purpose],
};

/** One page of an account's one-time links, in the order `sort` names (newest first by default; ADR 035). */
export function oneTimeLinksPage<T>(
  db: Db,
  accountId: number,
  params: PageParams & { sort: SortValue<(typeof ONELINK_SORTS)[number]> },
  map: (row: OneTimeLinkRow) => T,
) {
  return paginateTable(db, onelinks, {
    params,
    spec: sortedBy(sortOf(params.sort), oneTimeLinkSortKeys, [onelinks.id, (l) => l.id]),
    filter: eq(onelinks.accountId, accountId),
    map,
  });
}

// The database-admin tool's login link: single use, valid 5 minutes, stored
// only as a hash in `onelinks` (the secret is in the URL alone). Opening it
// (server/pages/sandbox-dbadmin.ts) uses it up and signs the person in to the
// tool for the account's databases, or the one it was made for.
import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '@server/core/deps';
import { newId, randomString, sha256 } from '@server/core/crypto';
import { onelinks, services } from '@server/db/schema';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { databasesOf } from './database-repository';
import { panelUser } from './names';

export const DBADMIN_TOOL = 'phpMyAdmin';
const TTL_MS = 5 * 60_000;
/** onelinks.purpose: this prefix, the control-panel user, and `/<database>` when the link is for one. */
const PURPOSE = 'dbadmin_sso:';

export async function issueDbAdminLink(deps: Deps, a: HostingAccountRef, database: string | null) {
  const now = deps.clock.now();
  const id = newId('ol', 16);
  const secret = randomString(32);
  const expiresAt = new Date(now.getTime() + TTL_MS);
  const url = `${deps.config.appUrl}/sandbox/dbadmin/${id}`;
  await deps.db.insert(onelinks).values({
    id,
    accountId: a.service.accountId,
    purpose: `${PURPOSE}${panelUser(a)}${database ? `/${database}` : ''}`,
    tokenHash: sha256(secret),
    url,
    createdAt: now,
    expiresAt,
  });
  return { url: `${url}.${secret}`, expiresAt };
}

export interface SignedIn {
  ok: true;
  panelUser: string;
  domain: string | null;
  database: string | null;
  databases: { name: string; tables: number; sizeBytes: number }[];
}
export type DbAdminSignIn = SignedIn | { ok: false; status: 404 | 410; title: string; message: string };

const INVALID = {
  ok: false,
  status: 404,
  title: 'Login link not valid',
  message: 'This login link is not valid. Ask for a new one from the databases page.',
} as const;

/**
 * Use the link up and sign in, in one transaction: an unknown link is a 404, a used or expired one
 * a 410 that says which. The listing is of the databases the account has at that moment.
 */
export function redeemDbAdminLink(deps: Deps, token: string): Promise<DbAdminSignIn> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const dot = token.indexOf('.');
    if (dot < 0) return INVALID;
    const [link] = await tx
      .select()
      .from(onelinks)
      .where(eq(onelinks.id, token.slice(0, dot)))
      .for('update');
    const given = Buffer.from(sha256(token.slice(dot + 1)));
    if (!link || !link.purpose.startsWith(PURPOSE) || !timingSafeEqual(given, Buffer.from(link.tokenHash)))
      return INVALID;
    const again = 'Ask for a new one from the databases page.';
    if (link.usedAt)
      return {
        ok: false,
        status: 410,
        title: 'Login link already used',
        message: `This login link was used at ${link.usedAt.toISOString()} and works only once. ${again}`,
      };
    if (link.expiresAt <= now)
      return {
        ok: false,
        status: 410,
        title: 'Login link expired',
        message: `This login link expired at ${link.expiresAt.toISOString()}. ${again}`,
      };
    await tx.update(onelinks).set({ usedAt: now }).where(eq(onelinks.id, link.id));
    const [user, database = null] = link.purpose.slice(PURPOSE.length).split('/');
    const [svc] = await tx
      .select()
      .from(services)
      .where(and(eq(services.accountId, link.accountId), eq(services.type, 'hosting'), eq(services.daUsername, user!)));
    if (!svc || svc.status !== 'active')
      return {
        ok: false,
        status: 410,
        title: 'Hosting account not available',
        message: `The hosting account ${user} is no longer active, so its databases cannot be opened.`,
      };
    const rows = await databasesOf(tx, svc.id);
    const stats = await deps.infra.databaseNode.stats(
      tx,
      rows.map((r) => r.name),
    );
    return {
      ok: true,
      panelUser: user!,
      domain: svc.domain,
      database,
      databases: rows.map((r) => ({
        name: r.name,
        tables: stats.get(r.name)?.tables ?? 0,
        sizeBytes: stats.get(r.name)?.sizeBytes ?? 0,
      })),
    };
  });
}

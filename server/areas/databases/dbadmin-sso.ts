// The database-admin tool's login link: single use, valid 5 minutes, stored
// only as a hash in `onelinks` (the secret is in the URL alone). Opening it
// (server/pages/sandbox-dbadmin.ts) uses it up and signs the person in to the
// tool for the account's databases, or the one it was made for.
import type { Deps } from '@server/core/deps';
import { issueOneTimeLink, redeemLoginLink } from '@server/core/one-time-links';
import { hostingServiceOfUser } from '@server/areas/services/public';
import type { DatabaseAccount } from './account-ref';
import { databasesOf } from './database-repository';
import { panelUser } from './names';

export const DBADMIN_TOOL = 'phpMyAdmin';
/** onelinks.purpose: this prefix, the control-panel user, and `/<database>` when the link is for one. */
const PURPOSE = 'dbadmin_sso:';
const AGAIN = 'Ask for a new one from the databases page.';

export const issueDbAdminLink = (deps: Deps, a: DatabaseAccount, database: string | null) =>
  issueOneTimeLink(deps, {
    accountId: a.service.accountId,
    purpose: `${PURPOSE}${panelUser(a)}${database ? `/${database}` : ''}`,
    page: '/sandbox/dbadmin',
  });

export interface SignedIn {
  ok: true;
  panelUser: string;
  domain: string | null;
  database: string | null;
  databases: { name: string; tables: number; sizeBytes: number }[];
}
export type DbAdminSignIn = SignedIn | { ok: false; status: 404 | 410; title: string; message: string };

/**
 * Use the link up and sign in, in one transaction: an unknown link is a 404, a used or expired one
 * a 410 that says which. The listing is of the databases the account has at that moment.
 */
export function redeemDbAdminLink(deps: Deps, token: string): Promise<DbAdminSignIn> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const opened = await redeemLoginLink(tx, token, { prefix: PURPOSE, again: AGAIN, now });
    if (!opened.ok) return opened;
    const { link, rest } = opened;
    const [user, database = null] = rest.split('/');
    const svc = await hostingServiceOfUser(tx, link.accountId, user!);
    if (!svc || svc.status !== 'active')
      return {
        ok: false,
        status: 410,
        title: 'Hosting account not available',
        message: `The hosting account ${user} is no longer active, so its databases cannot be opened.`,
      };
    const rows = await databasesOf(tx, svc.id);
    const stats = await deps.infra.databaseNode.stats(rows.map((r) => r.name));
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

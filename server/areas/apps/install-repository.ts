// Reading app installs the way every applications operation does: the hosting
// account an `input` names, then the install by id (install-pick.ts picks the
// install an `input` names when no id is given). An install of another
// account is 403 not_owned (the ownership matrix asserts it); an id no account
// has is 404 not_found; an install on another of this account's sites than the
// input names is still this account's, so it is found.
import { eq } from 'drizzle-orm';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { appInstalls } from '@server/db/schema/apps';
import type { CmsLocation } from '@server/infra/cms-site';
import { CMS_APP_ID } from './catalogue';

type Q = Db | Tx;
export type InstallRow = typeof appInstalls.$inferSelect;

/** The install `id` of account `a`: 404 when no install has the id, 403 when another account's has it. */
export async function ownedInstall(q: Q, a: HostingAccountRef, id: string, lock = false): Promise<InstallRow> {
  const base = q.select().from(appInstalls).where(eq(appInstalls.id, id));
  const [row] = lock ? await base.for('update') : await base;
  if (!row) throw new ApiError('not_found', `No install ${id}; the installs listing gives the ids`);
  if (row.accountId !== a.service.accountId)
    throw new ApiError('not_owned', `Install ${id} belongs to another account`);
  return row;
}

/** A CMS install (404 for an installer app that is not the CMS). */
export async function ownedCmsInstall(q: Q, a: HostingAccountRef, id: string, lock = false): Promise<InstallRow> {
  const row = await ownedInstall(q, a, id, lock);
  if (row.appId !== CMS_APP_ID)
    throw new ApiError('not_found', `Install ${id} is not a CMS install; the CMS installs listing gives those`);
  return row;
}

/** Where a CMS install's tables are (its database and table prefix). */
export function cmsLocation(row: InstallRow): CmsLocation {
  if (!row.databaseName || row.tablePrefix === null) throw new Error(`CMS install ${row.id} has no database`);
  return { database: row.databaseName, prefix: row.tablePrefix };
}

/** The site's URL: https://domain/path/ */
export const installUrl = (row: Pick<InstallRow, 'domain' | 'path'>) =>
  `https://${row.domain}/${row.path ? `${row.path}/` : ''}`;

// Reading backups and restores for a caller: a backup of the hosting account
// the input names (another account's is 403, another of one's own accounts'
// 404), a restore of the calling account, and the live state a restore
// compares against (home files, databases at their real sizes, mailboxes).
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MAX_ID } from '@contract/common';
import type { Db, Tx } from '@server/db/client';
import { backupRestores, hostingBackups } from '@server/db/schema/backups';
import type { DatabaseNode } from '@server/infra/database-node';
import { ApiError } from '@server/core/problem';
import { databaseSizes } from '@server/areas/databases/public';
import { mailboxesOn } from '@server/areas/email/public';
import { sitesOf, type HostingAccount } from '@server/areas/hosting/public';
import { homeTreeOf } from './home-files';
import type { LiveState } from './restore-plan';
import type { PartSizes } from './part-sizes';
import { MB, type BackupRow } from './snapshot';

type Q = Db | Tx;
export type RestoreRow = typeof backupRestores.$inferSelect;

/** A path id as the database's serial, or null when it cannot be one. */
export function serialOf(id: string): number | null {
  if (id.length > 10 || ![...id].every((c) => c >= '0' && c <= '9')) return null;
  const n = Number(id);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** The bytes of a part's entries (files, databases, mailboxes), summed in the database from the manifest. */
const entryBytes = (part: 'files' | 'databases' | 'email') =>
  sql<number>`(select coalesce(sum((e->>'sizeBytes')::bigint), 0) from jsonb_array_elements(${hostingBackups.manifest} -> ${sql.raw(`'${part}'`)}) e)`.mapWith(
    Number,
  );
/** The bytes of a part's lines (zone records, crontab) with one newline each, as snapshot.ts counts them. */
const lineBytes = (part: 'dns' | 'cron') =>
  sql<number>`(select coalesce(sum(octet_length(l) + 1), 0) from jsonb_array_elements_text(${hostingBackups.manifest} -> ${sql.raw(`'${part}'`)}) l)`.mapWith(
    Number,
  );

/**
 * What each part of a listed backup holds, read without sending the manifests (most of a row's
 * bytes) to the server: the same figures as `partSizesOf` in snapshot.ts.
 */
export const partSizeColumns: { [K in keyof PartSizes]: SQL.Aliased<number> } = {
  files: entryBytes('files').as('files_bytes'),
  databases: entryBytes('databases').as('databases_bytes'),
  email: entryBytes('email').as('email_bytes'),
  dns: lineBytes('dns').as('dns_bytes'),
  cron: lineBytes('cron').as('cron_bytes'),
};

/** Kept now: its retention has not passed. */
export const kept = (now: Date) => or(isNull(hostingBackups.retainedUntil), gt(hostingBackups.retainedUntil, now));

export async function ownedBackup(q: Q, a: HostingAccount, backupId: string, now: Date): Promise<BackupRow> {
  const id = serialOf(backupId);
  const [row] = id
    ? await q
        .select()
        .from(hostingBackups)
        .where(and(eq(hostingBackups.id, id), kept(now)))
    : [];
  const name = a.service.domain ?? a.service.daUsername ?? `service ${a.service.id}`;
  if (!row) throw new ApiError('not_found', `There is no backup ${backupId} of ${name}; list them with GET /backups`);
  if (row.accountId !== a.service.accountId)
    throw new ApiError('not_owned', `Backup ${backupId} belongs to another account`);
  if (row.serviceId !== a.service.id)
    throw new ApiError(
      'not_found',
      `That backup is of another of your hosting accounts, not of ${name}; give that account as input`,
    );
  return row;
}

/** A restore of the calling account: 404 when there is none, 403 when it is another account's. */
export async function ownedRestore(q: Q, accountId: number, restoreId: string): Promise<RestoreRow> {
  const id = serialOf(restoreId);
  const [row] = id ? await q.select().from(backupRestores).where(eq(backupRestores.id, id)) : [];
  if (!row) throw new ApiError('not_found', `There is no restore ${restoreId}; list them with GET /backups/restores`);
  if (row.accountId !== accountId) throw new ApiError('not_owned', `Restore ${restoreId} belongs to another account`);
  return row;
}

export async function backupById(q: Q, id: number): Promise<BackupRow | null> {
  const [row] = await q.select().from(hostingBackups).where(eq(hostingBackups.id, id));
  return row ?? null;
}

export async function liveState(q: Q, node: DatabaseNode, a: HostingAccount): Promise<LiveState> {
  const files = await homeTreeOf(q, a.service.id);
  const dbs = await databaseSizes(q, a.service.id, node);
  const domains = (await sitesOf(q, a.service.id)).map((s) => s.domain);
  const boxes = await mailboxesOn(q, a.service.accountId, domains);
  return {
    files: new Map(files.map((f) => [f.path, { sizeBytes: f.sizeBytes, modifiedAt: f.modifiedAt }])),
    databases: new Map(dbs.map((d) => [d.name, d.sizeBytes])),
    mailboxes: new Map(boxes.map((b) => [b.address, b.usedMb * MB])),
  };
}

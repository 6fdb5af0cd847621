// Removing the database an application install made for itself, as the
// installer's uninstall (and a failed install's clean-up) does: what an
// approved drop does (a before_drop backup at the size the database has now,
// the schema dropped on the node, the row and its grants deleted), and also the
// user the install created for it, which nothing else uses. Runs inside the
// caller's transaction, so a failed uninstall leaves the database in place.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { databaseUsers } from '@server/db/schema/databases';
import type { DatabaseNode } from '@server/infra/database-node';
import { recordBackup } from './backup-job';
import { databaseNamed, deleteDatabase, lockService } from './database-repository';
import { deleteUser } from './user-repository';

export interface RemovedAppDatabase {
  name: string;
  sizeBytes: number;
  /** The before_drop backup the databases area keeps of it (30 days), when one was taken. */
  backupId: number | null;
  userRemoved: string | null;
}

/**
 * Drop `name` of hosting service `serviceId` with the user `username` made for it (when that user is on
 * it). Null when the database is gone already (someone dropped it through the databases area).
 * `backUp`: an uninstall keeps a before_drop backup; a failed install's empty database needs none.
 */
export async function removeAppDatabase(
  tx: Tx,
  node: DatabaseNode,
  serviceId: number,
  name: string,
  username: string | null,
  o: { backUp: boolean; now: Date },
): Promise<RemovedAppDatabase | null> {
  await lockService(tx, serviceId);
  const row = await databaseNamed(tx, serviceId, name);
  if (!row) return null;
  const sizeBytes = (await node.stats([name])).get(name)?.sizeBytes ?? 0;
  const backup = o.backUp ? await recordBackup(tx, row, 'before_drop', sizeBytes, o.now) : null;
  const [user] = username
    ? await tx
        .select()
        .from(databaseUsers)
        .where(and(eq(databaseUsers.databaseId, row.id), eq(databaseUsers.username, username)))
    : [];
  if (user) await deleteUser(tx, user.id);
  await node.drop(name);
  await deleteDatabase(tx, row.id);
  return { name, sizeBytes, backupId: backup?.id ?? null, userRemoved: user?.username ?? null };
}

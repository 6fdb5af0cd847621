// What the databases area offers other areas (hosting's quota usage) and the seed: the only module of it they may import.
import type { Db, Tx } from '@server/db/client';
import type { DatabaseNode } from '@server/infra/database-node';
import { databasesOf } from './database-repository';

export interface DatabaseSize {
  name: string;
  /** Every table of the database with its indexes, as the node measures it now. */
  sizeBytes: number;
  tables: number;
}

/** The real sizes of a hosting account's databases, measured on the node's server, largest first. */
export async function databaseSizes(q: Db | Tx, serviceId: number, node: DatabaseNode): Promise<DatabaseSize[]> {
  const rows = await databasesOf(q, serviceId);
  const stats = await node.stats(rows.map((r) => r.name));
  return rows
    .map((r) => ({
      name: r.name,
      sizeBytes: stats.get(r.name)?.sizeBytes ?? 0,
      tables: stats.get(r.name)?.tables ?? 0,
    }))
    .sort((a, b) => b.sizeBytes - a.sizeBytes || a.name.localeCompare(b.name));
}

/** Start the nightly database backups unless they run; record a backup the seed's history needs. */
export { ensureNightlyBackups, recordBackup, nextBackupAt } from './backup-job';
/** Privileges in the form a grant row stores them (`ALL PRIVILEGES` expanded), for the seed's grants. */
export { expand as storedPrivileges } from './privileges';
/** Create a database with its user holding every privilege (plan limit and name clashes answered 409), in the caller's transaction. */
export { provisionDatabase } from './provision';
/** A new database or user name with the account prefix (422 naming the limit when too long). */
export { newDatabaseName, newUserName } from './names';
/** Drop the database an application install made, with its user (an uninstall; a failed install's clean-up). */
export { removeAppDatabase } from './app-database';
/** The one-time sign-in link the sandbox's database admin page redeems (server/pages). */
export { DBADMIN_TOOL, redeemDbAdminLink, type SignedIn as DbAdminSignedIn } from './dbadmin-sso';
/** A hosting account's database by name with its user (what an application install records). */
export { databaseWithUser } from './database-lookup';

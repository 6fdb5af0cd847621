// Databases as the API shows them: each row with the node's real size and
// table count and the users holding a grant on it.
import type { Db, Tx } from '@server/db/client';
import type { DatabaseNode } from '@server/infra/database-node';
import { nodeHost, type HostingAccountRef } from '@server/areas/hosting/public';
import { granteesOf, type DatabaseRow } from './database-repository';
import { presentDatabase } from './presenter';

export async function databaseViews(q: Db | Tx, node: DatabaseNode, a: HostingAccountRef, rows: DatabaseRow[]) {
  const [stats, grantees] = [
    await node.stats(rows.map((r) => r.name)),
    await granteesOf(
      q,
      rows.map((r) => r.id),
    ),
  ];
  const engine = node.engine(a.node.name);
  return rows.map((r) => presentDatabase(r, stats.get(r.name), grantees.get(r.id) ?? [], engine, nodeHost(a.node)));
}

export const databaseView = async (q: Db | Tx, node: DatabaseNode, a: HostingAccountRef, row: DatabaseRow) =>
  (await databaseViews(q, node, a, [row]))[0]!;

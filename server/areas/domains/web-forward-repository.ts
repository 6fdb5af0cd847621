// The registrar's web-forwards of a domain (web_forwards): a page of them, one
// at a host and path, recording one, and removing one of the domain's own.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { webForwards } from '@server/db/schema/domains';
import { paginateTable, type PageParams } from '@server/core/pagination';

export type WebForwardRow = typeof webForwards.$inferSelect;
type Q = Db | Tx;

/** The domain's forwards, oldest first. */
export const forwardsPage = <Out>(db: Db, domainId: number, params: PageParams, map: (r: WebForwardRow) => Out) =>
  paginateTable(db, webForwards, {
    params,
    spec: { columns: [webForwards.id], direction: 'asc', keyOf: (r: WebForwardRow) => [r.id] },
    filter: eq(webForwards.domainId, domainId),
    map,
  });

export async function forwardAt(q: Q, domainId: number, host: string, path: string) {
  const [row] = await q
    .select()
    .from(webForwards)
    .where(and(eq(webForwards.domainId, domainId), eq(webForwards.host, host), eq(webForwards.path, path)));
  return row ?? null;
}

/** Records the forward, or returns null when the host and path already forward (the unique index decides). */
export async function insertForward(tx: Tx, values: typeof webForwards.$inferInsert) {
  const [row] = await tx.insert(webForwards).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Removes forward `id` if it is one of the domain's; false when it is not (another domain's, or none). */
export async function deleteForward(tx: Tx, domainId: number, id: number) {
  const gone = await tx
    .delete(webForwards)
    .where(and(eq(webForwards.id, id), eq(webForwards.domainId, domainId)))
    .returning({ id: webForwards.id });
  return gone.length > 0;
}

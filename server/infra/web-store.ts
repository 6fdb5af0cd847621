// What the web node stores that the areas read: the hosting nodes and each
// account's home tree (home_files). Areas reach these infra-web tables only
// through here (one owner per table); the simulator itself reads them directly.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { homeFiles, hostingNodes } from '@server/db/schema/infra-web';
import { baseTree, homeUseOf, type HomeOwner, type HomeUse } from './home-tree';

type Q = Db | Tx;
export type HostingNodeRow = typeof hostingNodes.$inferSelect;

/** A stored file of a home tree (the directory entries are not part of it). */
export interface StoredHomeFile {
  path: string;
  sizeBytes: number;
  modifiedAt: Date;
}

/** The hosting node called `name`, or null. */
export async function hostingNode(q: Q, name: string): Promise<HostingNodeRow | null> {
  const [row] = await q.select().from(hostingNodes).where(eq(hostingNodes.name, name));
  return row ?? null;
}

/** The hosting nodes of these names (unknown names are left out). */
export function hostingNodesNamed(q: Q, names: string[]): Promise<HostingNodeRow[]> {
  return q.select().from(hostingNodes).where(inArray(hostingNodes.name, names));
}

/** The names of the nodes that keep a usage history (those with the usage collector). */
export async function historyNodeNames(q: Q): Promise<Set<string>> {
  const rows = await q
    .select({ name: hostingNodes.name })
    .from(hostingNodes)
    .where(eq(hostingNodes.keepsHistory, true));
  return new Set(rows.map((r) => r.name));
}

/** The stored home tree of an account, by path; empty when none was made yet. */
export async function storedHomeFiles(q: Q, serviceId: number): Promise<StoredHomeFile[]> {
  const rows = await q.select().from(homeFiles).where(eq(homeFiles.serviceId, serviceId)).orderBy(asc(homeFiles.path));
  return rows.map((r) => ({ path: r.path, sizeBytes: r.sizeBytes, modifiedAt: r.modifiedAt }));
}

/** Write new versions of files into an account's home tree (created when missing). */
export async function upsertHomeFiles(tx: Tx, serviceId: number, files: StoredHomeFile[]) {
  if (!files.length) return;
  await tx
    .insert(homeFiles)
    .values(
      files.map((f) => ({ serviceId, path: f.path, type: 'file', sizeBytes: f.sizeBytes, modifiedAt: f.modifiedAt })),
    )
    .onConflictDoUpdate({
      target: [homeFiles.serviceId, homeFiles.path],
      set: { sizeBytes: sql`excluded.size_bytes`, modifiedAt: sql`excluded.modified_at` },
    });
}

/**
 * What each account's home tree takes on disk, by service id, in one query: the stored tree, or the
 * base tree it will be made from while none is stored (a read never stores it). A backup copies the
 * same files, so the disk figure and a backup's files part agree.
 */
export async function homeUseByService(q: Q, owners: HomeOwner[]): Promise<Map<number, HomeUse>> {
  if (!owners.length) return new Map();
  // the directory holding each entry, '/' for a top-level one (as homeUseOf counts them)
  const parent = sql`coalesce(nullif(regexp_replace(${homeFiles.path}, '/[^/]*$', ''), ''), '/')`;
  const rows = await q
    .select({
      serviceId: homeFiles.serviceId,
      bytes: sql<number>`sum(${homeFiles.sizeBytes})::float8`,
      entries: count(),
      directories: sql<number>`count(distinct ${parent})::int`,
    })
    .from(homeFiles)
    .where(
      inArray(
        homeFiles.serviceId,
        owners.map((o) => o.serviceId),
      ),
    )
    .groupBy(homeFiles.serviceId);
  const stored = new Map(
    rows.map((r) => [r.serviceId, { bytes: Number(r.bytes), inodes: r.entries + Number(r.directories) }]),
  );
  return new Map(owners.map((o) => [o.serviceId, stored.get(o.serviceId) ?? homeUseOf(baseTree(o))]));
}

// The stored home directory of a hosting account (home_files): created from
// the deterministic base tree the first time anything needs it, read by a
// backup, written back file by file by a restore.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { homeFiles } from '@server/db/schema';
import { baseTree, type HomeFile, type HomeOwner } from './home-tree';

type Q = Db | Tx;

export async function homeTreeOf(q: Q, serviceId: number): Promise<HomeFile[]> {
  const rows = await q.select().from(homeFiles).where(eq(homeFiles.serviceId, serviceId)).orderBy(asc(homeFiles.path));
  return rows.map((r) => ({ path: r.path, sizeBytes: r.sizeBytes, modifiedAt: r.modifiedAt }));
}

/** The account's home tree, made from its base tree when it has none yet. */
export async function ensureHomeTree(tx: Tx, owner: HomeOwner): Promise<HomeFile[]> {
  const have = await homeTreeOf(tx, owner.serviceId);
  if (have.length) return have;
  const base = baseTree(owner);
  await writeHomeFiles(tx, owner.serviceId, base);
  return base;
}

/** Write new versions of files (created when missing). */
export async function writeHomeFiles(tx: Tx, serviceId: number, files: HomeFile[]) {
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

// The stored home directory of a hosting account (the web node's home_files):
// created from the deterministic base tree the first time anything needs it,
// read by a backup, written back file by file by a restore. The hosting area's
// disk figure counts the same rows (web-store.ts `homeUseByService`).
import type { Db, Tx } from '@server/db/client';
import { baseTree, type HomeFile, type HomeOwner } from '@server/infra/home-tree';
import { storedHomeFiles, upsertHomeFiles } from '@server/infra/web-store';

type Q = Db | Tx;

export const homeTreeOf = (q: Q, serviceId: number): Promise<HomeFile[]> => storedHomeFiles(q, serviceId);

/** The account's home tree, made from its base tree when it has none yet. */
export async function ensureHomeTree(tx: Tx, owner: HomeOwner): Promise<HomeFile[]> {
  const have = await homeTreeOf(tx, owner.serviceId);
  if (have.length) return have;
  const base = baseTree(owner);
  await writeHomeFiles(tx, owner.serviceId, base);
  return base;
}

/** Write new versions of files (created when missing). */
export const writeHomeFiles = (tx: Tx, serviceId: number, files: HomeFile[]) => upsertHomeFiles(tx, serviceId, files);

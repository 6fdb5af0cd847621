// The plugins and themes on a CMS install's disk (app_extensions), and how the
// API shows one: its version against the directory's latest release.
import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsExtension } from '@contract/apps-cms-extensions';
import type { Db, Tx } from '@server/db/client';
import { appExtensions } from '@server/db/schema/apps';
import { cursorKey, pageOf } from './cms-cursor';
import { compareVersions, directoryEntry, latestRelease } from './cms-directory';

type Q = Db | Tx;
export type ExtensionRow = typeof appExtensions.$inferSelect;
export type ExtensionKind = 'plugin' | 'theme';

export function presentExtension(row: ExtensionRow): z.input<typeof CmsExtension> {
  const entry = directoryEntry(row.kind as ExtensionKind, row.slug);
  const latest = entry ? latestRelease(entry).version : null;
  return {
    slug: row.slug,
    name: row.name,
    version: row.version,
    latestVersion: latest,
    updateAvailable: latest !== null && compareVersions(row.version, latest) < 0,
    active: row.active,
    autoUpdate: row.autoUpdate,
    author: entry?.author ?? null,
  };
}

const of = (installId: string, kind: ExtensionKind) =>
  and(eq(appExtensions.installId, installId), eq(appExtensions.kind, kind));

/** One page of an install's plugins or themes, by slug. */
export async function extensionsPage(
  q: Q,
  installId: string,
  kind: ExtensionKind,
  o: { active?: boolean; cursor?: string; limit: number },
) {
  const key = cursorKey(o.cursor, ['string']);
  const filter: SQL = and(
    of(installId, kind),
    o.active === undefined ? undefined : eq(appExtensions.active, o.active),
  )!;
  const rows = await q
    .select()
    .from(appExtensions)
    .where(and(filter, key ? gt(appExtensions.slug, String(key[0])) : undefined))
    .orderBy(appExtensions.slug)
    .limit(o.limit + 1);
  const [total] = await q.select({ n: count() }).from(appExtensions).where(filter);
  return pageOf(rows, o.limit, total!.n, (r) => [r.slug], presentExtension);
}

export async function findExtension(q: Q, installId: string, kind: ExtensionKind, slug: string) {
  const [row] = await q
    .select()
    .from(appExtensions)
    .where(and(of(installId, kind), eq(appExtensions.slug, slug)));
  return row ?? null;
}

export async function insertExtension(q: Q, row: typeof appExtensions.$inferInsert): Promise<ExtensionRow> {
  const [made] = await q.insert(appExtensions).values(row).returning();
  return made!;
}

export async function updateExtension(
  q: Q,
  row: ExtensionRow,
  set: Partial<Pick<ExtensionRow, 'active' | 'autoUpdate' | 'version'>>,
): Promise<ExtensionRow> {
  const [changed] = await q
    .update(appExtensions)
    .set(set)
    .where(and(of(row.installId, row.kind as ExtensionKind), eq(appExtensions.slug, row.slug)))
    .returning();
  return changed!;
}

/** Themes: only one is active, so activating one deactivates the others. */
export async function deactivateThemes(q: Q, installId: string): Promise<void> {
  await q.update(appExtensions).set({ active: false }).where(of(installId, 'theme'));
}

export async function deleteExtension(q: Q, row: ExtensionRow): Promise<void> {
  await q
    .delete(appExtensions)
    .where(and(of(row.installId, row.kind as ExtensionKind), eq(appExtensions.slug, row.slug)));
}

// What the hypervisor offers to install and mount, and its nodes by name, as
// the VPS area reads them: the OS templates, the install media (public ones and
// an account's own uploads) and the nodes servers run on. The infra-hypervisor
// tables are the simulator's; the areas reach them only through here.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { paginateTable, sortedOrDefault, type Page, type PageParams, type SortKey } from '@server/core/pagination';
import { vpsIsos, vpsNodes, vpsTemplates } from '@server/db/schema/infra-hypervisor';
import type { VpsNodeRow } from './hypervisor';

type Q = Db | Tx;
export type TemplateRow = typeof vpsTemplates.$inferSelect;
export type IsoRow = typeof vpsIsos.$inferSelect;

/** The nodes of these names (the global `reachable` flag; an account's own outages are not applied). */
export function vpsNodesNamed(q: Q, names: string[]): Promise<VpsNodeRow[]> {
  return names.length ? q.select().from(vpsNodes).where(inArray(vpsNodes.name, names)) : Promise.resolve([]);
}

export async function templateById(q: Q, id: string): Promise<TemplateRow | undefined> {
  return (await q.select().from(vpsTemplates).where(eq(vpsTemplates.id, id)))[0];
}

/**
 * The orders the VPS area may ask of the catalogue (ADR 035). `id` is the order the listings always had,
 * with their plain id cursors; any other column pages with the id after it (ids are unique).
 */
export type TemplateSort = { column: 'id' | 'name' | 'disk'; direction: 'asc' | 'desc' };
export type IsoSort = { column: 'id' | 'name' | 'os' | 'size'; direction: 'asc' | 'desc' };
const templateSortKeys: Record<Exclude<TemplateSort['column'], 'id'>, SortKey<TemplateRow>> = {
  name: [vpsTemplates.name, (t) => t.name],
  disk: [vpsTemplates.minDiskGb, (t) => t.minDiskGb],
};
const isoSortKeys: Record<Exclude<IsoSort['column'], 'id'>, SortKey<IsoRow>> = {
  name: [vpsIsos.name, (i) => i.name],
  os: [vpsIsos.os, (i) => i.os],
  size: [vpsIsos.sizeMb, (i) => i.sizeMb],
};

/** The catalogue's order before `sort`, ascending by id: its keyset keeps the plain id cursors the listings had. */
const BY_ID = { column: 'id', direction: 'asc' } as const;

/** One page of the templates offered, by id unless sorted otherwise; with `arch`, only those for that architecture. */
export function pageOfTemplates<Out>(
  db: Db,
  params: PageParams,
  arch: string | undefined,
  map: (t: TemplateRow) => Out,
  sort: TemplateSort = BY_ID,
): Promise<Page<Out>> {
  return paginateTable(db, vpsTemplates, {
    params,
    filter: arch ? eq(vpsTemplates.arch, arch) : undefined,
    spec: sortedOrDefault(sort, BY_ID, templateSortKeys, [vpsTemplates.id, (t) => t.id], 'id'),
    map,
  });
}

/**
 * One page of the media one server may mount, by id unless sorted otherwise: the public ones for its
 * architecture and its account's own.
 */
export function pageOfIsos<Out>(
  db: Db,
  params: PageParams,
  o: { accountId: number; arch: string },
  map: (i: IsoRow) => Out,
  sort: IsoSort = BY_ID,
): Promise<Page<Out>> {
  return paginateTable(db, vpsIsos, {
    params,
    filter: and(eq(vpsIsos.arch, o.arch), or(isNull(vpsIsos.accountId), eq(vpsIsos.accountId, o.accountId))),
    spec: sortedOrDefault(sort, BY_ID, isoSortKeys, [vpsIsos.id, (i) => i.id], 'id'),
    map,
  });
}

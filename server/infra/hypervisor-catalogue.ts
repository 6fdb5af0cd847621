// What the hypervisor offers to install and mount, and its nodes by name, as
// the VPS area reads them: the OS templates, the install media (public ones and
// an account's own uploads) and the nodes servers run on. The infra-hypervisor
// tables are the simulator's; the areas reach them only through here.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { paginateTable, type Page, type PageParams } from '@server/core/pagination';
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

/** One page of the templates offered, by id; with `arch`, only those for that architecture. */
export function pageOfTemplates<Out>(
  db: Db,
  params: PageParams,
  arch: string | undefined,
  map: (t: TemplateRow) => Out,
): Promise<Page<Out>> {
  return paginateTable(db, vpsTemplates, {
    params,
    filter: arch ? eq(vpsTemplates.arch, arch) : undefined,
    spec: { columns: [vpsTemplates.id], direction: 'asc', keyOf: (t) => [t.id] },
    map,
  });
}

/** One page of the media one server may mount, by id: the public ones for its architecture and its account's own. */
export function pageOfIsos<Out>(
  db: Db,
  params: PageParams,
  o: { accountId: number; arch: string },
  map: (i: IsoRow) => Out,
): Promise<Page<Out>> {
  return paginateTable(db, vpsIsos, {
    params,
    filter: and(eq(vpsIsos.arch, o.arch), or(isNull(vpsIsos.accountId), eq(vpsIsos.accountId, o.accountId))),
    spec: { columns: [vpsIsos.id], direction: 'asc', keyOf: (i) => [i.id] },
    map,
  });
}

// What the simulated hypervisors have on offer: the nodes, the OS templates a server is built from
// and the install media (public ones, and those an account uploaded). The demo seed stocks them.
import type { Tx } from '@server/db/client';
import { vpsIsos, vpsNodes, vpsTemplates } from '@server/db/schema/infra-hypervisor';

type NewVpsNode = typeof vpsNodes.$inferInsert;
type NewVpsTemplate = typeof vpsTemplates.$inferInsert;
type NewVpsIso = typeof vpsIsos.$inferInsert;

/** Rack the nodes, then offer the templates and the public install media, each in the order given. */
export async function stockHypervisors(
  tx: Tx,
  v: { nodes: NewVpsNode[]; templates: NewVpsTemplate[]; isos: NewVpsIso[] },
): Promise<void> {
  await tx.insert(vpsNodes).values(v.nodes);
  await tx.insert(vpsTemplates).values(v.templates);
  await tx.insert(vpsIsos).values(v.isos);
}

/** An install medium an account uploaded (accountId set), offered to that account's servers only. */
export async function addAccountIso(tx: Tx, iso: NewVpsIso & { accountId: number }): Promise<void> {
  await tx.insert(vpsIsos).values(iso);
}

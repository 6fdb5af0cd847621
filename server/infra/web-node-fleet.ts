// The simulated hosting nodes themselves (name, addresses, web server, PHP handler): the fleet the
// demo seed racks and the areas and seed look a node up in by name.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { hostingNodes } from '@server/db/schema/infra-web';

type WebNodeRow = typeof hostingNodes.$inferSelect;
export type NewWebNode = typeof hostingNodes.$inferInsert;

/** Put these nodes into service, in this order. */
export async function rackWebNodes(tx: Tx, nodes: NewWebNode[]): Promise<void> {
  await tx.insert(hostingNodes).values(nodes);
}

/** The node named `name`, or null. */
export async function webNodeNamed(q: Db | Tx, name: string): Promise<WebNodeRow | null> {
  const [row] = await q.select().from(hostingNodes).where(eq(hostingNodes.name, name));
  return row ?? null;
}

/** Every node, by name, for looking many up at once. */
export async function webNodesByName(q: Db | Tx): Promise<Map<string, WebNodeRow>> {
  return new Map((await q.select().from(hostingNodes)).map((n) => [n.name, n]));
}

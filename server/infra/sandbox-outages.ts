// The sandbox switches' per-account state: a VPS node or a TLD registry that one
// account took offline, for that account only (docs/decisions/024). The global
// flags (vps_nodes.reachable, registry_tlds.reachable) stay for tests and operators.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { sandboxOutages } from '@server/db/schema/infra-sandbox';

type Q = Db | Tx;
export type OutageKind = 'vps_node' | 'registry';

/** Record (reachable false) or lift (true) an outage of `name` as `accountId` sees it. */
export async function setOutage(q: Q, kind: OutageKind, name: string, accountId: number, reachable: boolean) {
  const key = and(
    eq(sandboxOutages.accountId, accountId),
    eq(sandboxOutages.kind, kind),
    eq(sandboxOutages.name, name),
  );
  if (reachable) await q.delete(sandboxOutages).where(key);
  else await q.insert(sandboxOutages).values({ accountId, kind, name, since: new Date() }).onConflictDoNothing();
}

/** The names of this kind the account has taken offline. */
export async function outagesOf(q: Q, kind: OutageKind, accountId: number): Promise<Set<string>> {
  const rows = await q
    .select({ name: sandboxOutages.name })
    .from(sandboxOutages)
    .where(and(eq(sandboxOutages.accountId, accountId), eq(sandboxOutages.kind, kind)));
  return new Set(rows.map((r) => r.name));
}

export async function isOutFor(q: Q, kind: OutageKind, name: string, accountId: number): Promise<boolean> {
  return (await outagesOf(q, kind, accountId)).has(name);
}

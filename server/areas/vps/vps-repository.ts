// Reads and writes of the VPS tables other than the power state (the
// hypervisor's): servers with their service (the services area's) and node
// (the hypervisor's), usage samples and console tickets.
import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { servicesByIds, type ServiceRow } from '@server/areas/services/public';
import type { Db, Tx } from '@server/db/client';
import { vpsConsoleTickets, vpsServers, vpsUsageSamples } from '@server/db/schema/vps';
import type { VpsNodeRow, VpsRow } from '@server/infra/hypervisor';
import { vpsNodesNamed } from '@server/infra/hypervisor-catalogue';
import { outagesOf } from '@server/infra/sandbox-outages';

type Q = Db | Tx;
export type { ServiceRow };
export type SampleRow = typeof vpsUsageSamples.$inferSelect;

export interface VpsRecord {
  vps: VpsRow;
  service: ServiceRow;
  node: VpsNodeRow | null;
}

/**
 * Each server with its service (a server without one is left out) and its node as the server's own
 * account sees it: a node that account took offline in the sandbox (server/infra/hypervisor.ts) is,
 * for that account only, not answering.
 */
async function withServiceAndNode(q: Q, rows: VpsRow[]): Promise<VpsRecord[]> {
  if (!rows.length) return [];
  const services = await servicesByIds(q, [...new Set(rows.map((r) => r.serviceId))]);
  const nodes = await vpsNodesNamed(q, [...new Set(services.flatMap((s) => (s.node ? [s.node] : [])))]);
  const offline = new Map<number, Set<string>>();
  const out: VpsRecord[] = [];
  for (const vps of rows) {
    const service = services.find((s) => s.id === vps.serviceId);
    if (!service) continue;
    const node = nodes.find((n) => n.name === service.node) ?? null;
    if (!offline.has(vps.accountId)) offline.set(vps.accountId, await outagesOf(q, 'vps_node', vps.accountId));
    const seen = node && offline.get(vps.accountId)!.has(node.name) ? { ...node, reachable: false } : node;
    out.push({ vps, service, node: seen });
  }
  return out;
}

const recordWhere = async (q: Q, where: SQL) =>
  (await withServiceAndNode(q, await q.select().from(vpsServers).where(where)))[0];

export const vpsByService = (q: Q, serviceId: number): Promise<VpsRecord | undefined> =>
  recordWhere(q, eq(vpsServers.serviceId, serviceId));

export const vpsByHostname = (q: Q, hostname: string): Promise<VpsRecord | undefined> =>
  recordWhere(q, eq(sql`lower(${vpsServers.hostname})`, hostname.toLowerCase()));

export const vpsById = (q: Q, id: number): Promise<VpsRecord | undefined> => recordWhere(q, eq(vpsServers.id, id));

export const accountVpsRows = (q: Q, accountId: number) =>
  q.select().from(vpsServers).where(eq(vpsServers.accountId, accountId));

/** Every server of the account with its service and node, by service id (an account has a handful). */
export async function accountVpsRecords(q: Q, accountId: number): Promise<VpsRecord[]> {
  const records = await withServiceAndNode(q, await accountVpsRows(q, accountId));
  return records.sort((a, b) => a.service.id - b.service.id);
}

export const samplesSince = (q: Q, vpsId: number, since: Date) =>
  q
    .select()
    .from(vpsUsageSamples)
    .where(and(eq(vpsUsageSamples.vpsId, vpsId), gte(vpsUsageSamples.at, since)))
    .orderBy(asc(vpsUsageSamples.at));

/** Bytes in and out since `since` (the bandwidth period). */
export async function trafficSince(q: Q, vpsId: number, since: Date) {
  const [r] = await q
    .select({
      bytes: sql<string>`coalesce(sum(${vpsUsageSamples.netInBytes} + ${vpsUsageSamples.netOutBytes}), 0)`,
    })
    .from(vpsUsageSamples)
    .where(and(eq(vpsUsageSamples.vpsId, vpsId), gte(vpsUsageSamples.at, since)));
  return Number(r!.bytes);
}

export async function insertSamples(q: Q, rows: (typeof vpsUsageSamples.$inferInsert)[]) {
  if (rows.length) await q.insert(vpsUsageSamples).values(rows).onConflictDoNothing();
}

export const pruneSamples = (q: Q, before: Date) =>
  q.delete(vpsUsageSamples).where(lte(vpsUsageSamples.at, before)).returning({ id: vpsUsageSamples.id });

export async function insertTicket(q: Q, row: typeof vpsConsoleTickets.$inferInsert) {
  await q.insert(vpsConsoleTickets).values(row);
}

/**
 * Redeem a ticket: mark it used in the same statement that checks it is unused and unexpired,
 * so two connections racing on one ticket cannot both win.
 */
export async function claimTicket(q: Q, tokenHash: string, now: Date) {
  const [row] = await q
    .update(vpsConsoleTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(vpsConsoleTickets.tokenHash, tokenHash),
        isNull(vpsConsoleTickets.usedAt),
        sql`${vpsConsoleTickets.expiresAt} > ${now}`,
      ),
    )
    .returning();
  return row;
}

export async function ticketByHash(q: Q, tokenHash: string) {
  return (await q.select().from(vpsConsoleTickets).where(eq(vpsConsoleTickets.tokenHash, tokenHash)))[0];
}

export const pruneTickets = (q: Q, before: Date) =>
  q.delete(vpsConsoleTickets).where(lte(vpsConsoleTickets.expiresAt, before));

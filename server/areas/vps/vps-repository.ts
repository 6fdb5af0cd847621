// Reads and writes of the VPS tables other than the power state (the
// hypervisor's): servers with their service and node, usage samples,
// templates, install media and console tickets.
import { and, asc, count, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import {
  sandboxOutages,
  services,
  vpsConsoleTickets,
  vpsIsos,
  vpsNodes,
  vpsServers,
  vpsTemplates,
  vpsUsageSamples,
} from '@server/db/schema';
import type { VpsNodeRow, VpsRow } from '@server/infra/hypervisor';

type Q = Db | Tx;
export type ServiceRow = typeof services.$inferSelect;
export type TemplateRow = typeof vpsTemplates.$inferSelect;
export type IsoRow = typeof vpsIsos.$inferSelect;
export type SampleRow = typeof vpsUsageSamples.$inferSelect;

export interface VpsRecord {
  vps: VpsRow;
  service: ServiceRow;
  node: VpsNodeRow | null;
}

/**
 * The status the API shows: the service's lifecycle first (suspended, still provisioning), then
 * `unknown` when the hypervisor does not answer, else the power state the hypervisor recorded.
 */
export const shownStatus = sql<string>`case
  when ${services.status} = 'suspended' then 'suspended'
  when ${services.status} = 'pending' then 'provisioning'
  when not coalesce(${vpsNodes.reachable}, false) or ${sandboxOutages.since} is not null then 'unknown'
  else ${vpsServers.status} end`;

// A node the server's own account took offline in the sandbox (server/infra/hypervisor.ts) is, for that
// account only, not answering.
const outageOfNode = and(
  eq(sandboxOutages.accountId, vpsServers.accountId),
  eq(sandboxOutages.kind, 'vps_node'),
  eq(sandboxOutages.name, services.node),
);

const joined = (q: Q) =>
  q
    .select({ vps: vpsServers, service: services, node: vpsNodes, outage: sandboxOutages.since })
    .from(vpsServers)
    .innerJoin(services, eq(services.id, vpsServers.serviceId))
    .leftJoin(vpsNodes, eq(vpsNodes.name, services.node))
    .leftJoin(sandboxOutages, outageOfNode);

/** The record with its node as its own account sees it. */
const asSeen = ({ outage, ...r }: VpsRecord & { outage: Date | null }): VpsRecord =>
  outage && r.node ? { ...r, node: { ...r.node, reachable: false } } : r;

export async function vpsByService(q: Q, serviceId: number): Promise<VpsRecord | undefined> {
  return (await joined(q).where(eq(vpsServers.serviceId, serviceId))).map(asSeen)[0];
}

export async function vpsByHostname(q: Q, hostname: string): Promise<VpsRecord | undefined> {
  return (await joined(q).where(eq(sql`lower(${vpsServers.hostname})`, hostname.toLowerCase()))).map(asSeen)[0];
}

export async function vpsById(q: Q, id: number): Promise<VpsRecord | undefined> {
  return (await joined(q).where(eq(vpsServers.id, id))).map(asSeen)[0];
}

export const accountVpsFilter = (accountId: number, status?: string): SQL | undefined =>
  and(eq(vpsServers.accountId, accountId), status ? eq(shownStatus, status) : undefined);

export const accountVpsRows = (q: Q, accountId: number) =>
  q.select().from(vpsServers).where(eq(vpsServers.accountId, accountId));

export const fetchVpsPage = async (q: Q, where: SQL | undefined, orderBy: SQL[], limit: number) =>
  (
    await joined(q)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
  ).map(asSeen);

export async function countVps(q: Q, where: SQL | undefined) {
  const [r] = await q
    .select({ n: count() })
    .from(vpsServers)
    .innerJoin(services, eq(services.id, vpsServers.serviceId))
    .leftJoin(vpsNodes, eq(vpsNodes.name, services.node))
    .leftJoin(sandboxOutages, outageOfNode)
    .where(where);
  return r!.n;
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

export async function templateById(q: Q, id: string) {
  return (await q.select().from(vpsTemplates).where(eq(vpsTemplates.id, id)))[0];
}

/** Templates offered, optionally only those for one architecture. */
export const templateFilter = (arch?: string) => (arch ? eq(vpsTemplates.arch, arch) : undefined);

/** Media one server may mount: the public ones for its architecture and its account's own. */
export const isoFilter = (accountId: number, arch: string) =>
  and(eq(vpsIsos.arch, arch), or(isNull(vpsIsos.accountId), eq(vpsIsos.accountId, accountId)));

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

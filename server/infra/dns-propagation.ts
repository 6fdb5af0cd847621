// How a zone change reaches the servers. The change is logged with the answers
// it replaced, and a `dns.propagate` job marks each lagging server as having
// seen the new serial on its own delay; until then that server keeps giving
// the replaced answers (dns-lookup.ts).
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { jobs } from '@server/db/schema/core';
import { dnsChangeLog, dnsServerState } from '@server/db/schema/infra-dns';
import type { Clock } from '@server/core/clock';
import { enqueue, type JobStep } from '@server/core/job-queue';
import { PUBLIC_RESOLVERS, SECONDARY, stableHash } from './dns-servers';
import { answerData, type Conn } from './dns-lookup';

export const PROPAGATION_JOB = 'dns.propagate';

/** Every server that catches up with a change later than the primary. */
const LAGGING = [SECONDARY, ...PUBLIC_RESOLVERS];

export interface ChangedRRset {
  name: string;
  type: string;
  rows: { type: string; ttl: number; priority: number | null; value: string }[];
}

export interface ZoneChange {
  zoneId: number;
  zone: string;
  oldSerial: number;
  newSerial: number;
  now: Date;
  changed: ChangedRRset[];
}

// A type, not an interface: a job's payload must be assignable to Record<string, unknown>.
type Payload = {
  zoneId: number;
  serial: number;
  /** When each server still to update sees the serial (epoch ms). */
  due: Record<string, number>;
};

/** Log what the change replaced and schedule each lagging server's catch-up. */
export async function enqueuePropagation(tx: Tx, c: ZoneChange) {
  const at = c.now;
  await tx
    .insert(dnsServerState)
    .values(LAGGING.map((s) => ({ zoneId: c.zoneId, server: s.id, serialSeen: c.oldSerial, updatedAt: at })))
    .onConflictDoNothing();
  // What each changed RRset answered before, one row per RRset: in one statement from one JSON
  // parameter per thousand (an import changes up to a thousand); bound row by row, the parameters
  // alone take several times longer, inside the zone's transaction.
  const logs = c.changed.map((rs) => [
    rs.name.toLowerCase(),
    rs.type,
    rs.rows.map((r) => answerData(r, c.oldSerial)),
    rs.rows[0]?.ttl ?? null,
  ]);
  for (let i = 0; i < logs.length; i += 1000) {
    const rows = JSON.stringify(logs.slice(i, i + 1000));
    await tx.execute(sql`insert into ${dnsChangeLog} (zone_id, serial, name, type, old_answers, old_ttl, created_at)
      select ${c.zoneId}, ${c.newSerial}, r->>0, r->>1, r->2, (r->>3)::int, ${at.toISOString()}::timestamptz
      from jsonb_array_elements(${rows}::jsonb) as x(r)`);
  }
  // A resolver never holds an answer longer than its TTL: the longest replaced TTL bounds every delay.
  const maxTtlMs = Math.max(60, ...c.changed.flatMap((rs) => rs.rows.map((r) => r.ttl))) * 1000;
  const due: Record<string, number> = {};
  for (const s of LAGGING) {
    const jitter = 0.75 + (stableHash(`${c.zone}|${c.newSerial}|${s.id}`) % 50) / 100;
    due[s.id] = at.getTime() + Math.min(maxTtlMs, Math.round(s.lagMs * jitter));
  }
  const payload: Payload = { zoneId: c.zoneId, serial: c.newSerial, due };
  await enqueue(tx, at, {
    kind: PROPAGATION_JOB,
    subject: String(c.zoneId),
    stage: 'queued',
    payload,
    runInMs: Math.min(...Object.values(due)) - at.getTime(),
  });
}

/** Mark the servers that are due as having seen the serial; returns those still to come. */
async function propagateStep(tx: Tx, payload: Payload, now: number) {
  const left: Record<string, number> = {};
  const total = Object.keys(payload.due).length;
  for (const [server, at] of Object.entries(payload.due)) {
    if (at > now) {
      left[server] = at;
      continue;
    }
    await tx
      .insert(dnsServerState)
      .values({ zoneId: payload.zoneId, server, serialSeen: payload.serial, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: [dnsServerState.zoneId, dnsServerState.server],
        set: { serialSeen: sql`greatest(${dnsServerState.serialSeen}, ${payload.serial})`, updatedAt: new Date(now) },
      });
  }
  return { left, total };
}

// Typed on its own deps, not the app's: infra importing server/core/deps.ts would make an import cycle.
export const propagationStep: JobStep<{ clock: Clock }> = async (tx, job, deps) => {
  const payload = job.payload as Payload;
  const now = deps.clock.now().getTime();
  const { left, total } = await propagateStep(tx, payload, now);
  const pending = Object.values(left);
  if (pending.length) {
    return {
      state: 'running',
      stage: `${total - pending.length} of ${total} servers updated`,
      progress: Math.round(((total - pending.length) / total) * 100),
      runInMs: Math.max(0, Math.min(...pending) - now),
      payload: { ...payload, due: left },
    };
  }
  // Every server has seen at least this serial: the answers older changes replaced are never served again.
  const [min] = await tx
    .select({ s: sql<number>`min(${dnsServerState.serialSeen})` })
    .from(dnsServerState)
    .where(eq(dnsServerState.zoneId, payload.zoneId));
  if (min?.s != null)
    await tx
      .delete(dnsChangeLog)
      .where(and(eq(dnsChangeLog.zoneId, payload.zoneId), lte(dnsChangeLog.serial, Number(min.s))));
  return { state: 'done', stage: 'propagated', result: { serial: payload.serial } };
};

/** The latest moment any unfinished propagation of the zone is due; null when none is running. */
export async function propagationDoneAt(db: Conn, zoneId: number): Promise<Date | null> {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(eq(jobs.kind, PROPAGATION_JOB), eq(jobs.subject, String(zoneId)), inArray(jobs.state, ['queued', 'running'])),
    );
  const times = rows.flatMap((r) => Object.values((r.payload as Partial<Payload>).due ?? {}));
  return times.length ? new Date(Math.max(...times)) : null;
}

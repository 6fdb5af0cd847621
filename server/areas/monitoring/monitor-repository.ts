// The monitors' tables: monitors, their checks and their up/down events. Only
// this area writes them.
import { and, desc, eq, gte, inArray, lt, lte, or, isNull, sql } from 'drizzle-orm';
import { MAX_ID } from '@contract/common';
import { ApiError } from '@server/core/problem';
import { queryRows, type Db, type Tx } from '@server/db/client';
import { monitorChecks, monitorEvents, monitors } from '@server/db/schema/monitoring';
import type { CheckOutcome } from './monitor-rules';

type Q = Db | Tx;
export type MonitorRow = typeof monitors.$inferSelect;
export type MonitorInsert = typeof monitors.$inferInsert;
export type MonitorEventRow = typeof monitorEvents.$inferSelect;
export interface RecentCheck {
  at: Date;
  up: boolean;
  responseTimeMs: number | null;
}

/** How many checks a monitor shows (the uptime bar), and how long checks are kept (events stay). */
export const RECENT_CHECKS = 48;
export const KEEP_CHECK_DAYS = 30;
/** An account's monitors are bounded: each one costs the node a request every interval. */
export const MAX_MONITORS_PER_ACCOUNT = 50;

export async function insertMonitor(q: Q, v: MonitorInsert): Promise<MonitorRow> {
  const [row] = await q.insert(monitors).values(v).returning();
  return row!;
}

export async function monitorCount(q: Q, accountId: number): Promise<number> {
  return q.$count(monitors, eq(monitors.accountId, accountId));
}

/** The monitor the path names, for the acting account: 404 when there is none, 403 when another account's. */
export async function ownedMonitor(q: Q, accountId: number, raw: string): Promise<MonitorRow> {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  const [row] = id >= 1 && id <= MAX_ID ? await q.select().from(monitors).where(eq(monitors.id, id)) : [];
  if (!row) throw new ApiError('not_found', `No monitor ${raw}`);
  if (row.accountId !== accountId) throw new ApiError('not_owned', `Monitor ${raw} belongs to another account`);
  return row;
}

export async function deleteMonitor(tx: Tx, id: number) {
  await tx.delete(monitorChecks).where(eq(monitorChecks.monitorId, id));
  await tx.delete(monitorEvents).where(eq(monitorEvents.monitorId, id));
  await tx.delete(monitors).where(eq(monitors.id, id));
}

/** The latest checks of each monitor, newest first. */
export async function recentChecksOf(q: Q, ids: number[]): Promise<Map<number, RecentCheck[]>> {
  const out = new Map<number, RecentCheck[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  type Row = { monitor_id: number; at: string | Date; up: boolean; response_time_ms: number | null };
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<Row>(
    q,
    sql`
    select monitor_id, at, up, response_time_ms from (
      select monitor_id, at, up, response_time_ms,
        row_number() over (partition by monitor_id order by at desc, id desc) as n
      from monitor_checks where monitor_id in (${list})
    ) c where n <= ${RECENT_CHECKS} order by monitor_id, at desc`,
  );
  for (const r of rows)
    out.get(r.monitor_id)!.push({ at: new Date(r.at), up: r.up, responseTimeMs: r.response_time_ms });
  return out;
}

/** The outages (down events, with their end when they ended) that overlap [from, now]. */
export async function outagesOf(q: Q, ids: number[], from: Date) {
  const out = new Map<number, { from: Date; to: Date | null }[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await q
    .select()
    .from(monitorEvents)
    .where(
      and(
        inArray(monitorEvents.monitorId, ids),
        eq(monitorEvents.kind, 'down'),
        or(
          isNull(monitorEvents.durationSeconds),
          gte(sql`${monitorEvents.at} + make_interval(secs => ${monitorEvents.durationSeconds})`, from),
        ),
      ),
    );
  for (const e of rows)
    out.get(e.monitorId)!.push({
      from: e.at,
      to: e.durationSeconds === null ? null : new Date(e.at.getTime() + e.durationSeconds * 1000),
    });
  return out;
}

export async function dueMonitors(q: Q, now: Date, limit: number): Promise<MonitorRow[]> {
  return q
    .select()
    .from(monitors)
    .where(and(lte(monitors.nextCheckAt, now), sql`${monitors.status} <> 'paused'`))
    .orderBy(monitors.nextCheckAt, monitors.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function recordCheck(tx: Tx, monitorId: number, at: Date, c: CheckOutcome) {
  await tx.insert(monitorChecks).values({
    monitorId,
    at,
    up: c.up,
    statusCode: c.statusCode,
    responseTimeMs: c.responseTimeMs,
    error: c.reason,
  });
}

export async function addEvent(tx: Tx, v: typeof monitorEvents.$inferInsert) {
  const [row] = await tx.insert(monitorEvents).values(v).returning();
  return row!;
}

/** The open outage of a monitor gets its length when the monitor answers again. */
export async function closeOutage(tx: Tx, monitorId: number, at: Date) {
  const [open] = await tx
    .select()
    .from(monitorEvents)
    .where(
      and(
        eq(monitorEvents.monitorId, monitorId),
        eq(monitorEvents.kind, 'down'),
        isNull(monitorEvents.durationSeconds),
      ),
    )
    .orderBy(desc(monitorEvents.at))
    .limit(1);
  if (!open) return null;
  const seconds = Math.max(0, Math.round((at.getTime() - open.at.getTime()) / 1000));
  await tx.update(monitorEvents).set({ durationSeconds: seconds }).where(eq(monitorEvents.id, open.id));
  return { ...open, durationSeconds: seconds };
}

export async function pruneChecks(tx: Tx, before: Date) {
  await tx.delete(monitorChecks).where(lt(monitorChecks.at, before));
}

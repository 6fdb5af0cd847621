// The monitor checker: one self-rescheduling job that checks every due monitor
// through the simulated web node, records the check, and turns a run of failed
// checks into a `down` event (and the next passing check into an `up` event that
// closes the outage with its length), telling the account both times (mailed to the alert addresses).
import { eq, inArray, min, sql } from 'drizzle-orm';
import type { Deps } from '@server/core/deps';
import { type JobStep, wakeJob } from '@server/core/job-queue';
import { log } from '@server/core/log';
import { tellMonitorChange } from '@server/areas/notifications/public';
import type { Tx } from '@server/db/client';
import { monitors } from '@server/db/schema/monitoring';
import { judge, transition, type MonitorStatus } from './monitor-rules';
import {
  addEvent,
  closeOutage,
  dueMonitors,
  KEEP_CHECK_DAYS,
  pruneChecks,
  recordCheck,
  type MonitorRow,
} from './monitor-repository';

export const MONITOR_CHECK_JOB = 'monitoring.check-monitors';
/** The most monitors one step checks; the rest are checked by the next step at once. */
const BATCH = 50;
/** The checker looks at least this often, even with nothing due. */
const MAX_SLEEP_MS = 300_000;

const duration = (s: number) =>
  s < 60
    ? `${s} s`
    : s < 3600
      ? `${Math.round(s / 60)} min`
      : `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`;

/** One check of one monitor at `now`, with what it changes. */
export async function checkMonitor(tx: Tx, deps: Deps, m: MonitorRow, now: Date): Promise<void> {
  const node = deps.infra.webNode;
  const opts = { timeoutMs: m.timeoutSeconds * 1000 };
  const answer =
    m.type === 'http' || m.type === 'keyword'
      ? await node.probe(tx, m.url!, now, opts)
      : await node.probeHost(tx, { type: m.type as 'ping' | 'port' | 'dns', host: m.host!, port: m.port }, now, opts);
  // The site's own log shows the check, as a real web server's would.
  if (m.url) {
    const site = await node.servedSite(tx, new URL(m.url).hostname);
    if (site) await node.logProbe(tx, site.domain, m.url, now, answer);
  }
  const c = judge(m, answer);
  const t = transition({ status: m.status as MonitorStatus, failures: m.failures, retries: m.retries }, c);
  await recordCheck(tx, m.id, now, c);
  let alert: { eventId: number; reason: string } | null = null;
  if (t.event === 'down') {
    const reason = `${c.reason} (${t.failures} failed check${t.failures === 1 ? '' : 's'} in a row)`;
    const ev = await addEvent(tx, {
      monitorId: m.id,
      kind: 'down',
      at: now,
      reason,
      statusCode: c.statusCode,
      responseTimeMs: null,
    });
    alert = { eventId: ev.id, reason };
  } else if (t.event === 'up') {
    const outage = await closeOutage(tx, m.id, now);
    const reason = outage
      ? `Answered again after ${duration(outage.durationSeconds)} down`
      : 'First check passed: monitoring started';
    const ev = await addEvent(tx, {
      monitorId: m.id,
      kind: 'up',
      at: now,
      reason,
      statusCode: c.statusCode,
      responseTimeMs: c.responseTimeMs,
    });
    if (outage) alert = { eventId: ev.id, reason };
  }
  await tx
    .update(monitors)
    .set({
      status: t.status,
      failures: t.failures,
      lastCheckedAt: now,
      responseTimeMs: c.responseTimeMs,
      nextCheckAt: new Date(now.getTime() + m.intervalSeconds * 1000),
      ...(t.event ? { lastChangeAt: now } : {}),
    })
    .where(eq(monitors.id, m.id));
  // Told once per event, in the notification centre, and mailed to the alert addresses when the account's
  // monitoring notifications are on (areas/notifications).
  if (alert)
    await tellMonitorChange(tx, deps, {
      accountId: m.accountId,
      monitorId: m.id,
      eventId: alert.eventId,
      name: m.name,
      target: m.url ?? m.host ?? '',
      state: t.status === 'down' ? 'down' : 'up',
      reason: alert.reason,
      at: now,
      alertEmails: m.alertEmails,
    });
}

export const monitorCheckStep: JobStep<Deps> = async (tx, _job, deps) => {
  const now = deps.clock.now();
  const due = await dueMonitors(tx, now, BATCH);
  let failed = 0;
  for (const m of due) {
    try {
      // A savepoint each: one monitor that cannot be checked must not stop the others (nor the job).
      await tx.transaction((sp) => checkMonitor(sp, deps, m, now));
    } catch (err) {
      failed++;
      log.error({ err, monitor: m.id }, 'monitor check failed');
      await tx
        .update(monitors)
        .set({ nextCheckAt: new Date(now.getTime() + m.intervalSeconds * 1000) })
        .where(eq(monitors.id, m.id));
    }
  }
  await pruneChecks(tx, new Date(now.getTime() - KEEP_CHECK_DAYS * 86_400_000));
  const [next] = await tx
    .select({ at: min(monitors.nextCheckAt) })
    .from(monitors)
    .where(sql`${monitors.status} <> 'paused'`);
  const wait = next?.at ? new Date(next.at).getTime() - now.getTime() : MAX_SLEEP_MS;
  return {
    state: 'running',
    progress: 0,
    stage: `${due.length} monitors checked${failed ? `, ${failed} could not be` : ''} at ${now.toISOString()}`,
    runInMs: Math.min(MAX_SLEEP_MS, Math.max(0, wait)),
  };
};

/** Start the checker unless it runs, and make it look at once (a monitor was created or made due). */
export async function wakeMonitorChecker(tx: Tx, now: Date) {
  await wakeJob(tx, now, { kind: MONITOR_CHECK_JOB, subject: 'uptime monitors' });
}

/** The sandbox's "check now": every monitor of a site's account that checks it is made due and checked at once. */
export async function checkMonitorsNow(tx: Tx, deps: Deps, ids: number[]) {
  const now = deps.clock.now();
  if (!ids.length) return 0;
  await tx.update(monitors).set({ nextCheckAt: now }).where(inArray(monitors.id, ids));
  const rows = await tx.select().from(monitors).where(inArray(monitors.id, ids));
  for (const m of rows) if (m.status !== 'paused') await checkMonitor(tx, deps, m, now);
  return rows.length;
}

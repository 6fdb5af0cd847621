// Writes the simulated sites' log lines (web-log-model.ts) into web_log_lines:
// whole minutes at a time, in time order, so a line's id (the follow cursor)
// grows with its time. The PHP limits a site runs under come from its plan.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { hostingPlans, hostingSites } from '@server/db/schema/hosting';
import { hostingNodes } from '@server/db/schema/infra-web';
import { services } from '@server/db/schema/services';
import { webLogLines, webSiteFaults } from '@server/db/schema/infra-web';
import { HOUR, hourRequests, monitorLine, requestLines, type LogRow, type SiteModel } from './web-log-model';
import { rngFor } from './web-random';
import type { FaultMode, ProbeResult } from './web-node-shapes';

type Q = Db | Tx;
const MINUTE = 60_000;
/** The seed every log is generated with unless a test asks for another. */
export const DEFAULT_TRAFFIC_SEED = 'web-node-1';
/** PHP's max_execution_time on every node. */
export const MAX_EXECUTION_SECONDS = 30;

/** The memory_limit values hosts set PHP to (php.ini's own is 128M). */
const PHP_MEMORY_LIMITS = [128, 256, 512];
/** The one nearest an eighth of the account's memory: 2,000 MB gives 256 MB, not 250. */
const phpMemoryLimit = (memoryMb: number) =>
  PHP_MEMORY_LIMITS.reduce((best, v) => (Math.abs(v - memoryMb / 8) < Math.abs(best - memoryMb / 8) ? v : best));

/** PHP's memory_limit and FPM workers of a plan: about an eighth of the account's memory (128–512 MB), its entry processes. */
export const phpLimitsOf = (plan: { memoryMb: number; entryProcesses: number } | null) => ({
  memoryLimitMb: phpMemoryLimit(plan?.memoryMb ?? 1000),
  maxWorkers: plan?.entryProcesses ?? 20,
  maxExecutionSeconds: MAX_EXECUTION_SECONDS,
});

/** The PHP a site runs: its version (the node's default unless the site picked one) and its plan's limits. */
export async function phpSettingsOf(db: Q, domain: string) {
  const [row] = await db
    .select({ site: hostingSites, plan: hostingPlans, node: hostingNodes })
    .from(hostingSites)
    .innerJoin(services, eq(services.id, hostingSites.serviceId))
    .leftJoin(hostingPlans, eq(hostingPlans.plan, services.plan))
    .leftJoin(hostingNodes, eq(hostingNodes.name, services.node))
    .where(eq(hostingSites.domain, domain));
  if (!row) return null;
  return {
    phpVersion: row.site.phpVersion ?? row.node?.defaultPhpVersion ?? '8.3',
    limits: phpLimitsOf(row.plan),
  };
}

export interface PastFault {
  domain: string;
  mode: FaultMode;
  from: Date;
  to: Date;
}

export interface TrafficOptions {
  from: Date;
  to: Date;
  seed?: string;
  /** Only these sites (their hosting_sites domains); all serving sites when absent. */
  domains?: string[];
  /** Outages to write as they would have been logged (the seed's history); the current faults always apply. */
  pastFaults?: PastFault[];
}

/** The sites that serve traffic (active, on an account that is not suspended), with their PHP limits. */
export async function trafficSites(db: Q, domains?: string[]): Promise<SiteModel[]> {
  const rows = await db
    .select({ site: hostingSites, plan: hostingPlans })
    .from(hostingSites)
    .innerJoin(services, eq(services.id, hostingSites.serviceId))
    .leftJoin(hostingPlans, eq(hostingPlans.plan, services.plan))
    .where(
      and(
        eq(hostingSites.active, true),
        eq(services.status, 'active'),
        domains ? inArray(hostingSites.domain, domains.length ? domains : ['']) : undefined,
      ),
    )
    .orderBy(hostingSites.domain);
  return rows.map(({ site, plan }) => ({
    domain: site.domain,
    documentRoot: site.documentRoot,
    php: site.php,
    ...phpLimitsOf(plan),
  }));
}

/** Write the lines of the whole minutes in [from, to); answers how many were written. */
export async function generateTraffic(db: Q, o: TrafficOptions): Promise<number> {
  const seed = o.seed ?? DEFAULT_TRAFFIC_SEED;
  const sites = await trafficSites(db, o.domains);
  const current = await db.select().from(webSiteFaults);
  const from = Math.ceil(o.from.getTime() / MINUTE) * MINUTE;
  const to = Math.floor(o.to.getTime() / MINUTE) * MINUTE;
  const rows: LogRow[] = [];
  for (const site of sites) {
    const now = current.find((f) => f.domain === site.domain);
    const past = (o.pastFaults ?? []).filter((f) => f.domain === site.domain);
    const faultAt = (t: number): FaultMode | null =>
      past.find((f) => f.from.getTime() <= t && t < f.to.getTime())?.mode ??
      (now && now.since.getTime() <= t ? (now.mode as FaultMode) : null);
    // Whole hours are drawn and cut to the window, so any split of a period writes the same lines.
    for (let h = Math.floor(from / HOUR) * HOUR; h < to; h += HOUR)
      hourRequests(seed, site.domain, h).forEach((t, i) => {
        if (t >= from && t < to) rows.push(...requestLines(seed, site, t, i, faultAt(t)));
      });
  }
  return insertLines(db, rows);
}

/** A burst of `requests` requests to one site in the minute before `now` (the sandbox's "send traffic"). */
export async function burst(db: Q, domain: string, now: Date, requests: number, seed = DEFAULT_TRAFFIC_SEED) {
  const [site] = await trafficSites(db, [domain]);
  if (!site) return 0;
  const [fault] = await db.select().from(webSiteFaults).where(eq(webSiteFaults.domain, domain));
  const rng = rngFor(seed, 'burst', domain, now.getTime());
  const times = Array.from({ length: requests }, () => now.getTime() - rng.int(0, MINUTE - 1)).sort((a, b) => a - b);
  const mode = (fault?.mode as FaultMode | undefined) ?? null;
  return insertLines(
    db,
    times.flatMap((t, i) => requestLines(seed, site, t, `burst-${i}`, mode)),
  );
}

/** A monitor's check of a hosted site, in that site's access log when the site answered it. */
export async function logProbe(db: Q, domain: string, url: string, at: Date, r: ProbeResult): Promise<number> {
  if (r.status === null) return 0;
  const u = new URL(url);
  const bytes = new TextEncoder().encode(r.body ?? '').length;
  return insertLines(db, [
    monitorLine(domain, `${u.pathname}${u.search}`, at, { status: r.status, responseTimeMs: r.responseTimeMs, bytes }),
  ]);
}

export async function pruneLogs(db: Q, before: Date): Promise<number> {
  const gone = await db.delete(webLogLines).where(lt(webLogLines.at, before)).returning({ id: webLogLines.id });
  return gone.length;
}

const COLUMNS = `domain text, kind text, at timestamptz, line text, method text, path text, status int, bytes bigint,
  "clientIp" text, "responseMs" int, php boolean, "phpMemoryMb" real, "phpCpuMs" int, "phpWorkers" int`;

/**
 * Many lines in few statements: each chunk is one JSON parameter unpacked by json_to_recordset, which
 * yields the rows in array order, so ids follow time.
 */
async function insertLines(db: Q, rows: LogRow[]): Promise<number> {
  rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = JSON.stringify(rows.slice(i, i + 5000));
    await db.execute(sql`
      insert into web_log_lines (domain, kind, at, line, method, path, status, bytes, client_ip, response_ms, php,
        php_memory_mb, php_cpu_ms, php_workers)
      select domain, kind, at, line, method, path, status, bytes, "clientIp", "responseMs", coalesce(php, false),
        "phpMemoryMb", "phpCpuMs", "phpWorkers"
      from json_to_recordset(${chunk}::json) as x(${sql.raw(COLUMNS)})`);
  }
  return rows.length;
}

// The web node's log lines of one site (web_log_lines, the simulator's table),
// read as a log file: the last lines, the lines after a cursor (follow mode),
// optionally only those containing a text; and the last hour's error lines the
// diagnostics quote. The areas read the log only through here.
import { and, asc, desc, eq, gt, gte, inArray, lte, max, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '@server/db/client';
import { webLogLines } from '@server/db/schema/infra-web';

type Q = Db | Tx;
const HOUR_MS = 3_600_000;
export type LogKind = 'access' | 'error' | 'php_error';

/** Lines, oldest first: the last `limit` (no cursor) or the first `limit` after `since`; `head` is the log's last id. */
export async function readLog(
  q: Q,
  o: { domain: string; kind: LogKind; limit: number; since: number | null; grep: string | null },
) {
  // The head first, and no line past it: a line written meanwhile is left for the next read, never skipped.
  const [h] = await q
    .select({ head: max(webLogLines.id) })
    .from(webLogLines)
    .where(and(eq(webLogLines.domain, o.domain), eq(webLogLines.kind, o.kind)));
  const head = h?.head === null || h?.head === undefined ? 0 : Number(h.head);
  const where = and(
    eq(webLogLines.domain, o.domain),
    lte(webLogLines.id, head),
    eq(webLogLines.kind, o.kind),
    o.since === null ? undefined : gt(webLogLines.id, o.since),
    // A plain, case-insensitive substring: the text is a parameter, never a pattern.
    o.grep ? sql`strpos(lower(${webLogLines.line}), lower(${o.grep})) > 0` : undefined,
  );
  const rows = await q
    .select({ id: webLogLines.id, line: webLogLines.line })
    .from(webLogLines)
    .where(where)
    .orderBy(o.since === null ? desc(webLogLines.id) : asc(webLogLines.id))
    .limit(o.limit + 1);
  const truncated = rows.length > o.limit;
  const shown = rows.slice(0, o.limit);
  if (o.since === null) shown.reverse();
  return { lines: shown, truncated, head };
}

/**
 * Each log as a file on the node: the live file holds today's lines (UTC; logrotate runs at midnight),
 * one rotated file per earlier day that has lines.
 */
export async function logFiles(q: Q, domain: string, today: Date) {
  const rows = await queryRows<{ kind: string; live_bytes: number; modified: string | Date | null; rotated: number }>(
    q,
    sql`
      select kind,
        coalesce(sum(octet_length(line) + 1) filter (where at >= ${today.toISOString()}::timestamptz), 0)::float8 as live_bytes,
        max(at) as modified,
        count(distinct date_trunc('day', at at time zone 'UTC')) filter (where at < ${today.toISOString()}::timestamptz)::int
          as rotated
      from web_log_lines where domain = ${domain} group by kind`,
  );
  return new Map(rows.map((r) => [r.kind, r]));
}

/** The newest error and PHP error lines of the last hour (at most `limit`), newest first. */
export function recentErrorLines(q: Q, domain: string, now: Date, limit: number) {
  return q
    .select({ line: webLogLines.line })
    .from(webLogLines)
    .where(
      and(
        eq(webLogLines.domain, domain),
        inArray(webLogLines.kind, ['error', 'php_error']),
        gte(webLogLines.at, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(desc(webLogLines.id))
    .limit(limit);
}

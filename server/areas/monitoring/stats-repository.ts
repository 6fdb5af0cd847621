// Statistics computed by SQL over the web node's log lines of one site: pages by
// hits (visitors are distinct client addresses), error responses by status and
// path, requests per bucket, and what PHP used per bucket against the plan's limits.
import { sql, type SQL } from 'drizzle-orm';
import { ERROR_STAT_SORTS, sortOf, TOP_PAGE_SORTS, type SortValue } from '@contract/list-sorts';
import { queryRows, type Db, type Tx } from '@server/db/client';

type Q = Db | Tx;
export interface Window {
  from: Date;
  to: Date;
}
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const inWindow = (domain: string, w: Window) =>
  sql`domain = ${domain} and kind = 'access' and at >= ${iso(w.from)} and at < ${iso(w.to)}`;

async function all<T>(q: Q, query: SQL): Promise<T[]> {
  return queryRows<T>(q, query);
}

/**
 * The ORDER BY of a ranked listing sorted as `sort` asks (ADR 035): the column's own output name, then
 * the listing's tie-breakers, so that equal values page in one order. Only these fixed names and
 * directions reach the SQL, never the request's text.
 */
function rankedOrder<C extends string>(sort: SortValue<C>, columns: Record<C, string>, ties: string) {
  const { column, direction } = sortOf(sort);
  return sql.raw(`${columns[column]} ${direction}, ${ties}`);
}

export type TopPageSort = SortValue<(typeof TOP_PAGE_SORTS)[number]>;
const topPageColumns: Record<(typeof TOP_PAGE_SORTS)[number], string> = {
  hits: 'hits',
  visitors: 'visitors',
  bandwidth: 'bytes',
  path: 'path',
};

export async function topPages(
  q: Q,
  domain: string,
  w: Window,
  page: { limit: number; offset: number; sort: TopPageSort },
) {
  const rows = await all<{ path: string; hits: number; visitors: number; bytes: number }>(
    q,
    sql`select path, count(*)::int as hits, count(distinct client_ip)::int as visitors,
          coalesce(sum(bytes), 0)::float8 as bytes
        from web_log_lines where ${inWindow(domain, w)}
        group by path order by ${rankedOrder(page.sort, topPageColumns, 'path')}
        limit ${page.limit} offset ${page.offset}`,
  );
  const [totals] = await all<{ paths: number; hits: number }>(
    q,
    sql`select count(distinct path)::int as paths, count(*)::int as hits from web_log_lines where ${inWindow(domain, w)}`,
  );
  return { rows, paths: totals!.paths, hits: totals!.hits };
}

export type ErrorStatSort = SortValue<(typeof ERROR_STAT_SORTS)[number]>;
const errorStatColumns: Record<(typeof ERROR_STAT_SORTS)[number], string> = {
  count: 'count',
  status: 'status',
  path: 'path',
  last: 'last',
};

export async function errorsByStatusAndPath(
  q: Q,
  domain: string,
  w: Window,
  page: { limit: number; offset: number; sort: ErrorStatSort },
) {
  const errs = sql`${inWindow(domain, w)} and status >= 400`;
  const rows = await all<{ status: number; path: string; count: number; last: string | Date }>(
    q,
    sql`select status, path, count(*)::int as count, max(at) as last from web_log_lines where ${errs}
        group by status, path order by ${rankedOrder(page.sort, errorStatColumns, 'status, path')}
        limit ${page.limit} offset ${page.offset}`,
  );
  const [totals] = await all<{ groups: number; client: number; server: number }>(
    q,
    sql`select count(distinct (status, path))::int as groups,
          count(*) filter (where status < 500)::int as client, count(*) filter (where status >= 500)::int as server
        from web_log_lines where ${errs}`,
  );
  return { rows, ...totals! };
}

/** The index of a line's bucket, counted from `start` in buckets of `seconds`. */
const bucketOf = (start: Date, seconds: number) =>
  sql`floor((extract(epoch from at) - ${start.getTime() / 1000}) / ${seconds})::int`;

export async function requestBuckets(q: Q, domain: string, w: Window, start: Date, seconds: number) {
  return all<{ b: number; requests: number; client: number; server: number }>(
    q,
    sql`select ${bucketOf(start, seconds)} as b, count(*)::int as requests,
          count(*) filter (where status between 400 and 499)::int as client,
          count(*) filter (where status >= 500)::int as server
        from web_log_lines where ${inWindow(domain, w)} group by 1`,
  );
}

/** Per bucket: the busiest minute's PHP CPU time, the largest request's memory, the most busy workers, the PHP requests. */
export async function phpBuckets(q: Q, domain: string, w: Window, start: Date, seconds: number) {
  return all<{ b: number; cpu_ms: number; memory: number; workers: number; requests: number }>(
    q,
    sql`with m as (
          select floor(extract(epoch from at) / 60) as minute, min(at) as at, sum(php_cpu_ms) as cpu,
            max(php_memory_mb) as memory, max(php_workers) as workers, count(*) as n
          from web_log_lines where ${inWindow(domain, w)} and php group by 1
        )
        select ${bucketOf(start, seconds)} as b, max(cpu)::float8 as cpu_ms, max(memory)::float8 as memory,
          max(workers)::int as workers, sum(n)::int as requests
        from m group by 1`,
  );
}

export async function phpLimitHits(
  q: Q,
  domain: string,
  w: Window,
  limits: { memoryLimitMb: number; maxWorkers: number; maxExecutionSeconds: number },
) {
  const [row] = await all<{ memory: number; workers: number; execution: number }>(
    q,
    sql`select count(*) filter (where php_memory_mb >= ${limits.memoryLimitMb})::int as memory,
          count(*) filter (where php_workers >= ${limits.maxWorkers})::int as workers,
          count(*) filter (where response_ms >= ${limits.maxExecutionSeconds * 1000})::int as execution
        from web_log_lines where ${inWindow(domain, w)} and php`,
  );
  return row!;
}

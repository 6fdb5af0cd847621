// Traffic, error and PHP statistics of one website, computed from its logs.
import { monitoringOps } from '@contract/monitoring';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { hostedSite } from './hosted-site';
import { errorsByStatusAndPath, phpBuckets, phpLimitHits, requestBuckets, topPages } from './stats-repository';
import { bucketsOf, errorBucketMs, nextCursorOf, offsetOf, phpBucketMs, windowOf } from './stats-period';

const round = (v: number, places = 1) => Math.round(v * 10 ** places) / 10 ** places;

export default implement(monitoringOps, {
  handlers: {
    async getTopPages(ctx) {
      const { deps, query } = ctx;
      const offset = offsetOf(query.cursor, query.sort);
      const { target, site } = await hostedSite(ctx, query.input);
      const w = windowOf(query.period, deps.clock.now());
      const r = await topPages(deps.db, site.domain, w, { limit: query.limit, offset, sort: query.sort });
      return {
        data: r.rows.map((p) => ({
          path: p.path,
          hits: p.hits,
          visitors: p.visitors,
          bandwidthBytes: Number(p.bytes),
          sharePercent: r.hits ? round((p.hits / r.hits) * 100, 2) : 0,
        })),
        hasMore: offset + r.rows.length < r.paths,
        nextCursor: nextCursorOf(query.sort, offset, r.rows.length, r.paths),
        total: r.paths,
        target,
        period: query.period,
        from: w.from.toISOString(),
        to: w.to.toISOString(),
      };
    },

    async getErrorStatistics(ctx) {
      const { deps, query } = ctx;
      const offset = offsetOf(query.cursor, query.sort);
      const { target, site } = await hostedSite(ctx, query.input);
      const w = windowOf(query.period, deps.clock.now());
      const r = await errorsByStatusAndPath(deps.db, site.domain, w, { limit: query.limit, offset, sort: query.sort });
      const b = bucketsOf(w, errorBucketMs(query.period));
      const counted = new Map((await requestBuckets(deps.db, site.domain, w, b.start, b.seconds)).map((x) => [x.b, x]));
      return {
        data: r.rows.map((e) => ({
          status: e.status,
          path: e.path,
          count: e.count,
          lastSeenAt: new Date(e.last).toISOString(),
        })),
        hasMore: offset + r.rows.length < r.groups,
        nextCursor: nextCursorOf(query.sort, offset, r.rows.length, r.groups),
        total: r.groups,
        target,
        period: query.period,
        from: w.from.toISOString(),
        to: w.to.toISOString(),
        totals: { clientErrors: r.client, serverErrors: r.server },
        buckets: Array.from({ length: b.count }, (_, i) => {
          const x = counted.get(i);
          return {
            at: b.at(i).toISOString(),
            requests: x?.requests ?? 0,
            clientErrors: x?.client ?? 0,
            serverErrors: x?.server ?? 0,
          };
        }),
      };
    },

    async getPhpUsage(ctx) {
      const { deps, query } = ctx;
      const { target, site } = await hostedSite(ctx, query.input);
      const php = await deps.infra.webNode.phpSettings(deps.db, site.domain);
      if (!php) throw new ApiError('not_found', `${site.domain} is not served by a hosting account here`);
      const w = windowOf(query.period, deps.clock.now());
      const b = bucketsOf(w, phpBucketMs(query.period));
      const rows = new Map((await phpBuckets(deps.db, site.domain, w, b.start, b.seconds)).map((x) => [x.b, x]));
      const samples = Array.from({ length: b.count }, (_, i) => {
        const x = rows.get(i);
        return {
          at: b.at(i).toISOString(),
          // The busiest minute's CPU time as a share of one core.
          cpuPercent: x ? round((x.cpu_ms / 60_000) * 100, 2) : 0,
          memoryMb: x ? round(x.memory) : 0,
          workersBusy: x?.workers ?? 0,
          requests: x?.requests ?? 0,
        };
      });
      const hits = await phpLimitHits(deps.db, site.domain, w, php.limits);
      return {
        target,
        period: query.period,
        from: w.from.toISOString(),
        to: w.to.toISOString(),
        phpVersion: php.phpVersion,
        limits: php.limits,
        peaks: {
          cpuPercent: Math.max(0, ...samples.map((s) => s.cpuPercent)),
          memoryMb: Math.max(0, ...samples.map((s) => s.memoryMb)),
          workersBusy: Math.max(0, ...samples.map((s) => s.workersBusy)),
        },
        limitHits: { memory: hits.memory, workers: hits.workers, executionTime: hits.execution },
        samples,
      };
    },
  },
});

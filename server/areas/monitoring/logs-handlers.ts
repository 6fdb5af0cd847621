// Website logs: the tail of one log (with a `since` cursor for follow mode and a
// plain-text filter) and which logs a site has.
import { monitoringOps, LogKind } from '@contract/monitoring';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { hostedSite } from './hosted-site';
import { logFiles, readLog } from '@server/infra/web-logs';

/** A cursor is the id of the last line a reader has (decimal); anything else was not issued here. */
function cursorOf(since: string | undefined): number | null {
  if (since === undefined) return null;
  const n = /^\d{1,15}$/.test(since) ? Number(since) : NaN;
  if (!Number.isSafeInteger(n))
    throw new ApiError('validation_failed', 'since: pass the `cursor` of an earlier answer unchanged', {
      errors: [{ path: 'since', message: 'Not a cursor this API issued', code: 'invalid_cursor' }],
    });
  return n;
}

export default implement(monitoringOps, {
  handlers: {
    async tailLog(ctx) {
      const { deps, query } = ctx;
      const since = cursorOf(query.since);
      const { target, site } = await hostedSite(ctx, query.input);
      const grep = query.grep?.length ? query.grep : null;
      const r = await readLog(deps.db, { domain: site.domain, kind: query.log, limit: query.limit, since, grep });
      const last = r.lines[r.lines.length - 1]?.id;
      // Past the lines shown only when none were left out: a truncated follow resumes after its last line.
      const cursor = r.truncated && since !== null ? last! : Math.max(r.head, last ?? 0);
      return {
        target,
        domain: site.domain,
        log: query.log,
        lines: r.lines.map((l) => l.line),
        truncated: r.truncated,
        cursor: String(cursor),
        fetchedAt: deps.clock.now().toISOString(),
      };
    },

    async listAvailableLogs(ctx) {
      const { deps, query } = ctx;
      const { target, site } = await hostedSite(ctx, query.input);
      const now = deps.clock.now();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const files = await logFiles(deps.db, site.domain, today);
      const data = LogKind.options.map((log) => {
        const f = files.get(log);
        return {
          log,
          sizeBytes: f ? Number(f.live_bytes) : 0,
          modifiedAt: f?.modified ? new Date(f.modified).toISOString() : null,
          rotatedFiles: f?.rotated ?? 0,
        };
      });
      return { target, domain: site.domain, data, total: data.length };
    },
  },
});

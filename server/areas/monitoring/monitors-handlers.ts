// Uptime monitors: list (all of the account's, or those of one target), create,
// delete, and one monitor's up/down events. The checks themselves are the
// checker job's (monitor-checker.ts); a new monitor is checked at once.
import { and, eq, gt } from 'drizzle-orm';
import { monitoringOps } from '@contract/monitoring';
import { implement } from '@server/core/area';
import { csvAnswer, exportFileName } from '@server/core/csv-export';
import { paginate } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { monitorEvents } from '@server/db/schema/monitoring';
import { presentEvent } from './monitor-presenter';
import { wakeMonitorChecker } from './monitor-checker';
import {
  deleteMonitor,
  insertMonitor,
  MAX_MONITORS_PER_ACCOUNT,
  monitorCount,
  ownedMonitor,
  type MonitorEventRow,
} from './monitor-repository';
import { checkedIdCursor } from './id-cursor';
import { monitorCsvColumns } from './monitor-csv';
import { monitorPage, present } from './monitor-list';

export default implement(monitoringOps, {
  handlers: {
    async listMonitors(ctx) {
      const { deps, cred, query } = ctx;
      const target = query.input === undefined ? null : await ctx.resolve(query.input);
      const page = await monitorPage(deps, cred.accountId, target, query);
      return { ...page, target };
    },

    async exportMonitors(ctx) {
      const { deps, cred, query } = ctx;
      const target = query.input === undefined ? null : await ctx.resolve(query.input);
      return csvAnswer({
        fileName: exportFileName('monitors', deps.clock.now()),
        columns: monitorCsvColumns,
        page: (cursor, limit) => monitorPage(deps, cred.accountId, target, { ...query, cursor, limit }),
      });
    },

    async createMonitor(ctx) {
      const { deps, cred, body } = ctx;
      const target = await ctx.resolve(body.input);
      const now = deps.clock.now();
      const web = body.type === 'http' || body.type === 'keyword';
      return deps.db.transaction(async (tx) => {
        if ((await monitorCount(tx, cred.accountId)) >= MAX_MONITORS_PER_ACCOUNT)
          throw new ApiError(
            'conflict',
            `An account has at most ${MAX_MONITORS_PER_ACCOUNT} monitors; delete one you no longer need first`,
          );
        const row = await insertMonitor(tx, {
          accountId: cred.accountId,
          name: body.name,
          type: body.type,
          // Only the fields the type uses are kept; the contract has already said which are missing.
          url: web ? new URL(body.url!).href : null,
          host: web ? null : body.host!,
          port: body.type === 'port' ? body.port! : null,
          keyword: body.type === 'keyword' ? body.keyword! : null,
          domain: target.domain,
          target,
          intervalSeconds: body.interval_seconds,
          timeoutSeconds: body.timeout_seconds,
          expectedStatus: web ? (body.expected_status ?? 200) : null,
          retries: body.retries,
          alertEmails: body.alert_emails,
          status: 'pending',
          nextCheckAt: now,
          createdAt: now,
        });
        await wakeMonitorChecker(tx, now);
        const [shown] = await present(tx, [row], now);
        return { ...shown!, target };
      });
    },

    async deleteMonitor(ctx) {
      const { deps, cred, params, setAuditTarget } = ctx;
      setAuditTarget(`monitor ${params.monitor}`);
      return deps.db.transaction(async (tx) => {
        const m = await ownedMonitor(tx, cred.accountId, params.monitor);
        setAuditTarget(`monitor ${m.id} (${m.name})`);
        await deleteMonitor(tx, m.id);
        return { id: String(m.id), deleted: true as const };
      });
    },

    async listMonitorEvents(ctx) {
      const { deps, cred, params, query } = ctx;
      checkedIdCursor(query.cursor);
      const m = await ownedMonitor(deps.db, cred.accountId, params.monitor);
      const page = await paginate({
        params: query,
        filter: and(
          eq(monitorEvents.monitorId, m.id),
          query.since ? gt(monitorEvents.at, new Date(query.since)) : undefined,
        ),
        spec: { columns: [monitorEvents.id], direction: 'desc', keyOf: (r: MonitorEventRow) => [r.id] },
        // Events are written in time order, so the id orders them newest first.
        fetch: (where, orderBy, limit) =>
          deps.db
            .select()
            .from(monitorEvents)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
        count: async (f) => deps.db.$count(monitorEvents, f),
        map: presentEvent,
      });
      return { ...page, monitorId: String(m.id) };
    },
  },
});

// The account's audit trail, newest first, filterable by outcome, actor kind and text.
import { and, eq, ilike, or } from 'drizzle-orm';
import { accountOps } from '@contract/account';
import { auditEvents } from '@server/db/schema';
import { implement } from '@server/core/area';
import { paginateTable } from '@server/core/pagination';

type Row = typeof auditEvents.$inferSelect;

export default implement(accountOps, {
  handlers: {
    async listAuditLog({ deps, cred, query }) {
      const like = query.q ? `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
      const filter = and(
        eq(auditEvents.accountId, cred.accountId),
        query.outcome ? eq(auditEvents.outcome, query.outcome) : undefined,
        query.actor ? eq(auditEvents.actorKind, query.actor) : undefined,
        like
          ? or(ilike(auditEvents.operation, like), ilike(auditEvents.target, like), ilike(auditEvents.actorName, like))
          : undefined,
      );
      return paginateTable(deps.db, auditEvents, {
        params: query,
        spec: { columns: [auditEvents.id], direction: 'desc', keyOf: (e: Row) => [e.id] },
        filter,
        map: (e) => ({
          id: String(e.id),
          at: e.at.toISOString(),
          actor: { kind: e.actorKind as 'user', id: e.actorId, name: e.actorName },
          operation: e.operation,
          method: e.method,
          path: e.path,
          target: e.target,
          outcome: e.outcome as 'success',
          status: e.status,
          detail: e.detail,
        }),
      });
    },
  },
});

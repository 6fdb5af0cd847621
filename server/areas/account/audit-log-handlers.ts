// The account's audit trail, newest first unless `sort` says otherwise, filterable by outcome, actor
// kind and text (what was done in words, the target or who: audit-search.ts); and the same list as CSV.
import { accountOps } from '@contract/account';
import type { QueryOf } from '@contract/operation';
import { implement } from '@server/core/area';
import { auditedOperations, auditLogPage, type AuditRow } from '@server/core/audit';
import { csvAnswer, exportFileName } from '@server/core/csv-export';
import type { Deps } from '@server/core/deps';
import { auditCsvColumns } from './audit-log-csv';
import { operationsSaying } from './audit-search';

export default implement(accountOps, {
  handlers: {
    async listAuditLog({ deps, cred, query }) {
      return auditPage(deps, cred.accountId, query);
    },

    async exportAuditLog({ deps, cred, query }) {
      return csvAnswer({
        fileName: exportFileName('audit-log', deps.clock.now()),
        columns: auditCsvColumns,
        page: async (cursor, limit) => auditPage(deps, cred.accountId, { ...query, cursor, limit }),
      });
    },
  },
});

type AuditQuery = QueryOf<typeof accountOps.listAuditLog> & { limit: number };

/** One page of the account's audit trail, filtered and sorted as asked: the list and its export. */
async function auditPage(deps: Deps, accountId: number, query: AuditQuery) {
  const operations = query.q ? operationsSaying(query.q, await auditedOperations(deps.db, accountId)) : [];
  return auditLogPage(deps.db, accountId, { ...query, operations }, presentAuditEvent);
}

const presentAuditEvent = (e: AuditRow) => ({
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
});

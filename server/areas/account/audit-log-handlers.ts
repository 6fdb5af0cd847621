// The account's audit trail, newest first, filterable by outcome, actor kind and text (what was
// done in words, the target or who: audit-search.ts).
import { accountOps } from '@contract/account';
import { implement } from '@server/core/area';
import { auditedOperations, auditLogPage } from '@server/core/audit';
import { operationsSaying } from './audit-search';

export default implement(accountOps, {
  handlers: {
    async listAuditLog({ deps, cred, query }) {
      const operations = query.q ? operationsSaying(query.q, await auditedOperations(deps.db, cred.accountId)) : [];
      return auditLogPage(deps.db, cred.accountId, { ...query, operations }, (e) => ({
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
      }));
    },
  },
});

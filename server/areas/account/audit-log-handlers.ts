// The account's audit trail, newest first, filterable by outcome, actor kind and text.
import { accountOps } from '@contract/account';
import { implement } from '@server/core/area';
import { auditLogPage } from '@server/core/audit';

export default implement(accountOps, {
  handlers: {
    async listAuditLog({ deps, cred, query }) {
      return auditLogPage(deps.db, cred.accountId, query, (e) => ({
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

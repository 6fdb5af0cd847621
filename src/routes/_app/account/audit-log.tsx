import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuditEvent } from '@contract/account';
import { AuditLogPage } from '@/areas/account/audit-log-page';
import { accountQueries } from '@/areas/account/queries';

// Filters live in the URL, so a filtered view can be shared and survives reload.
const search = z.object({
  outcome: AuditEvent.shape.outcome.optional().catch(undefined),
  actor: AuditEvent.shape.actor.shape.kind.optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/account/audit-log')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.infiniteQuery(accountQueries.auditLog(deps)),
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditLogPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}

import { createFileRoute } from '@tanstack/react-router';
import type * as z from 'zod';
import type { AuditEvent } from '@contract/account';
import { AUDIT_LOG_SORTS, sortValues } from '@contract/list-sorts';
import { AuditLogPage } from '@/areas/account/audit-log-page';
import { accountQueries } from '@/areas/account/queries';
import { oneOf, optional, searchParams, text, valuesOf } from '@/lib/search-params';

type Event = z.infer<typeof AuditEvent>;
const outcomes = valuesOf<Event['outcome']>()(['success', 'held', 'approved', 'rejected', 'failed', 'denied']);
const actors = valuesOf<Event['actor']['kind']>()(['user', 'token', 'guest', 'system']);

// Filters live in the URL, so a filtered view can be shared and survives reload.
const search = searchParams({
  outcome: optional(oneOf(outcomes)),
  actor: optional(oneOf(actors)),
  q: optional(text(100)),
  sort: optional(oneOf(sortValues(AUDIT_LOG_SORTS))),
});

export const Route = createFileRoute('/_app/account/audit-log')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(accountQueries.auditLog(deps)),
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditLogPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}

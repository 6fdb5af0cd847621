import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import type { AuditEvent } from '@contract/account';
import { AuditLogPage } from '@/areas/account/audit-log-page';
import { accountQueries } from '@/areas/account/queries';
import { optional, text, valuesOf } from '@/lib/search-params';

type Event = z.infer<typeof AuditEvent>;
const outcomes = valuesOf<Event['outcome']>()(['success', 'held', 'approved', 'rejected', 'failed', 'denied']);
const actors = valuesOf<Event['actor']['kind']>()(['user', 'token', 'guest', 'system']);

// Filters live in the URL, so a filtered view can be shared and survives reload.
const search = z.object({
  outcome: optional(z.enum(outcomes)),
  actor: optional(z.enum(actors)),
  q: optional(text(100)),
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

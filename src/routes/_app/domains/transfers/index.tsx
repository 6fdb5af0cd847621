import { createFileRoute } from '@tanstack/react-router';
import type * as z from 'zod';
import type { TransferStatus } from '@contract/domains-transfers';
import { TRANSFER_SORTS, sortValues } from '@contract/list-sorts';
import { TransfersPage } from '@/areas/domains/transfers-page';
import { transferQueries } from '@/areas/domains/transfer-queries';
import { oneOf, optional, searchParams, text, valuesOf } from '@/lib/search-params';

const statuses = valuesOf<z.infer<typeof TransferStatus>>()([
  'awaiting_auth_code',
  'pending_registry',
  'pending_losing_registrar',
  'completed',
  'failed',
  'cancelled',
]);

// `transfer`: a name handed over to the transfer-in form (e.g. from a taken name on the register page).
const search = searchParams({
  status: optional(oneOf(statuses)),
  sort: optional(oneOf(sortValues(TRANSFER_SORTS))),
  transfer: optional(text(253)),
});

export const Route = createFileRoute('/_app/domains/transfers/')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ status: search.status, sort: search.sort }),
  // A failed list is shown (and retried) by the list itself, not as a route error.
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(transferQueries.list(deps)),
  component: TransfersRoute,
});

function TransfersRoute() {
  const { status, sort, transfer } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TransfersPage
      filters={{ status, sort }}
      transferDomain={transfer}
      onFilters={(next) => navigate({ search: (s) => ({ ...s, ...next }), replace: true })}
    />
  );
}

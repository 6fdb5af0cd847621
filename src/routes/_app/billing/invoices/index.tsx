import { createFileRoute } from '@tanstack/react-router';
import { INVOICE_KINDS, INVOICE_STATUSES } from '@contract/filter-values';
import { INVOICE_SORTS, sortValues } from '@contract/list-sorts';
import { InvoicesPage } from '@/areas/billing/invoices-page';
import { billingQueries } from '@/areas/billing/queries';
import { isoDate, oneOf, optional, searchParams, text } from '@/lib/search-params';
import { INVOICE_SEARCH } from '@contract/search-text';

const day = optional(isoDate);
// Filters live in the URL, so a filtered view can be shared and survives reload.
const search = searchParams({
  status: optional(oneOf(INVOICE_STATUSES)),
  kind: optional(oneOf(INVOICE_KINDS)),
  issued_from: day,
  issued_to: day,
  q: optional(text(INVOICE_SEARCH.maxLength)),
  sort: optional(oneOf(sortValues(INVOICE_SORTS))),
});

export const Route = createFileRoute('/_app/billing/invoices/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // A reversed range asks nothing of the server; the page says why it is empty.
    if (deps.issued_from && deps.issued_to && deps.issued_from > deps.issued_to) return;
    return context.queryClient.prefetchInfiniteQuery(billingQueries.invoices(deps));
  },
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InvoicesPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}

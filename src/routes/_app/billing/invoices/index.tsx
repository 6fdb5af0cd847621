import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { InvoiceKind } from '@contract/billing';
import { InvoiceStatus } from '@contract/billing-shared';
import { InvoicesPage } from '@/areas/billing/invoices-page';
import { billingQueries } from '@/areas/billing/queries';

const day = z.iso.date().optional().catch(undefined);
// Filters live in the URL, so a filtered view can be shared and survives reload.
const search = z.object({
  status: InvoiceStatus.optional().catch(undefined),
  kind: InvoiceKind.optional().catch(undefined),
  issued_from: day,
  issued_to: day,
  q: z.string().max(64).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/billing/invoices/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // A reversed range asks nothing of the server; the page says why it is empty.
    if (deps.issued_from && deps.issued_to && deps.issued_from > deps.issued_to) return;
    return context.queryClient.infiniteQuery(billingQueries.invoices(deps));
  },
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InvoicesPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}

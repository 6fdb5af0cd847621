import { createFileRoute } from '@tanstack/react-router';
import { InvoiceDetailPage } from '@/areas/billing/invoice-detail-page';
import { billingQueries } from '@/areas/billing/queries';

export const Route = createFileRoute('/_app/billing/invoices/$invoiceId')({
  loader: ({ context, params }) => context.queryClient.query(billingQueries.invoice(params.invoiceId)),
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { invoiceId } = Route.useParams();
  return <InvoiceDetailPage id={invoiceId} />;
}

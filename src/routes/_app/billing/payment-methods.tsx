import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage } from '@/areas/billing/payment-methods-page';
import { billingQueries } from '@/areas/billing/queries';

export const Route = createFileRoute('/_app/billing/payment-methods')({
  loader: ({ context }) => context.queryClient.query(billingQueries.paymentMethods()),
  component: PaymentMethodsPage,
});

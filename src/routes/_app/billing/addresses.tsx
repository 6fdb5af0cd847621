import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '@/areas/billing/addresses-page';
import { billingQueries } from '@/areas/billing/queries';

export const Route = createFileRoute('/_app/billing/addresses')({
  loader: ({ context }) => context.queryClient.infiniteQuery(billingQueries.addresses()),
  component: AddressesPage,
});

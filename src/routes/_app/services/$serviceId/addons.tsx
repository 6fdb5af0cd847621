import { createFileRoute } from '@tanstack/react-router';
import { AddonPurchasePage } from '@/areas/services/addon-purchase-page';
import { servicesQueries } from '@/areas/services/queries';

export const Route = createFileRoute('/_app/services/$serviceId/addons')({
  loader: ({ context, params }) => context.queryClient.query(servicesQueries.addons(params.serviceId)),
  component: AddonsRoute,
});

function AddonsRoute() {
  const { serviceId } = Route.useParams();
  return <AddonPurchasePage id={serviceId} />;
}

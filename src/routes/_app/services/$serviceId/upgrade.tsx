import { createFileRoute } from '@tanstack/react-router';
import { servicesQueries } from '@/areas/services/queries';
import { UpgradePage } from '@/areas/services/upgrade-page';

export const Route = createFileRoute('/_app/services/$serviceId/upgrade')({
  loader: ({ context, params }) => context.queryClient.query(servicesQueries.upgradeOptions(params.serviceId)),
  component: UpgradeRoute,
});

function UpgradeRoute() {
  const { serviceId } = Route.useParams();
  return <UpgradePage id={serviceId} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { CardSetupPage } from '@/areas/billing/card-setup-page';
import { billingQueries } from '@/areas/billing/queries';

// The payment provider's card page behind a setup link (the sandbox's stand-in for it).
export const Route = createFileRoute('/_app/billing/card-setup/$token')({
  loader: ({ context, params }) => context.queryClient.query(billingQueries.cardSetup(params.token)),
  component: CardSetupRoute,
});

function CardSetupRoute() {
  const { token } = Route.useParams();
  return <CardSetupPage token={token} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationLoadError } from '@/areas/confirmations/confirmation-load-error';
import { ConfirmationPage } from '@/areas/confirmations/confirmation-page';
import { confirmationQueries } from '@/areas/confirmations/queries';

export const Route = createFileRoute('/_app/confirm/$pendingActionId')({
  loader: ({ context, params }) => context.queryClient.query(confirmationQueries.detail(params.pendingActionId)),
  errorComponent: ConfirmationLoadError,
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { pendingActionId } = Route.useParams();
  return <ConfirmationPage id={pendingActionId} />;
}

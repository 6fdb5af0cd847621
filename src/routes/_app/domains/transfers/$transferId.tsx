import { createFileRoute } from '@tanstack/react-router';
import { TransferDetailPage } from '@/areas/domains/transfer-detail-page';
import { transferQueries } from '@/areas/domains/transfer-queries';

export const Route = createFileRoute('/_app/domains/transfers/$transferId')({
  loader: ({ context, params }) => context.queryClient.query(transferQueries.detail(params.transferId)),
  component: TransferRoute,
});

function TransferRoute() {
  const { transferId } = Route.useParams();
  return <TransferDetailPage id={transferId} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '../../areas/account/queries';
import { OverviewPage } from '../../areas/account/overview-page';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => context.queryClient.query(accountQueries.overview()),
  component: OverviewPage,
});

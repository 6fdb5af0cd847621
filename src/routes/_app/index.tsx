import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/areas/account/queries';
import { OverviewPage } from '@/areas/account/overview-page';

export const Route = createFileRoute('/_app/')({
  // Detailed: expiring and suspended services come with type, domain and dates.
  loader: ({ context }) => context.queryClient.query(accountQueries.overview({ response_format: 'detailed' })),
  component: OverviewPage,
});

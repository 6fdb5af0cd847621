import { createFileRoute } from '@tanstack/react-router';
import { diagnosticsQueries } from '@/areas/diagnostics/queries';
import { OverviewPage } from '@/areas/diagnostics/overview-page';

export const Route = createFileRoute('/_app/diagnostics/overview')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(diagnosticsQueries.overview()),
  component: OverviewPage,
});

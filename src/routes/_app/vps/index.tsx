import { createFileRoute } from '@tanstack/react-router';
import { vpsQueries } from '@/areas/vps/queries';
import { VpsListPage } from '@/areas/vps/vps-list-page';

export const Route = createFileRoute('/_app/vps/')({
  // Prefetch only: the page shows its own loading and error states.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(vpsQueries.list()),
  component: VpsListPage,
});

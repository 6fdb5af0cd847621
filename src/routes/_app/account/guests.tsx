import { createFileRoute } from '@tanstack/react-router';
import { GuestsPage } from '@/areas/account/guests-page';
import { accountQueries } from '@/areas/account/queries';

export const Route = createFileRoute('/_app/account/guests')({
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(accountQueries.guests()),
  component: GuestsPage,
});

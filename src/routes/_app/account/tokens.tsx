import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/areas/account/queries';
import { TokensPage } from '@/areas/account/tokens-page';

export const Route = createFileRoute('/_app/account/tokens')({
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(accountQueries.tokens()),
  component: TokensPage,
});

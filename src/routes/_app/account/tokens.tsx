import { createFileRoute } from '@tanstack/react-router';
import { TOKEN_SORTS, sortValues } from '@contract/list-sorts';
import { accountQueries } from '@/areas/account/queries';
import { TokensPage } from '@/areas/account/tokens-page';
import { oneOf, optional, searchParams } from '@/lib/search-params';

// The list's order lives in the URL (absent: newest first), so it survives reload.
const search = searchParams({ sort: optional(oneOf(sortValues(TOKEN_SORTS))) });

export const Route = createFileRoute('/_app/account/tokens')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(accountQueries.tokens(deps.sort)),
  component: TokensRoute,
});

function TokensRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TokensPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}

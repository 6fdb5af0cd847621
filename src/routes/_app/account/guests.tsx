import { createFileRoute } from '@tanstack/react-router';
import { GUEST_SORTS, sortValues } from '@contract/list-sorts';
import { GuestsPage } from '@/areas/account/guests-page';
import { accountQueries } from '@/areas/account/queries';
import { oneOf, optional, searchParams } from '@/lib/search-params';

// The list's order lives in the URL (absent: newest invitation first), so it survives reload.
const search = searchParams({ sort: optional(oneOf(sortValues(GUEST_SORTS))) });

export const Route = createFileRoute('/_app/account/guests')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(accountQueries.guests(deps.sort)),
  component: GuestsRoute,
});

function GuestsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <GuestsPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}

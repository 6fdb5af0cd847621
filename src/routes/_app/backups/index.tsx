import { createFileRoute } from '@tanstack/react-router';
import { HOSTING_BACKUP_SORTS, sortValues } from '@contract/list-sorts';
import { BackupsPage } from '@/areas/backups/backups-page';
import { backupsQueries } from '@/areas/backups/queries';
import { openingAccount } from '@/lib/hosting-accounts';
import { oneOf, optional, searchParams, text } from '@/lib/search-params';

// The account, the backup open in the browser and where in it, and the backups' order: all in the URL,
// so a view survives reload.
const search = searchParams({
  input: optional(text(255)),
  backup: optional(text(128)),
  part: optional(oneOf(['files', 'databases', 'email'])),
  path: optional(text(1024)),
  sort: optional(oneOf(sortValues(HOSTING_BACKUP_SORTS))),
});

export const Route = createFileRoute('/_app/backups/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Awaits only the account to open (docs/adding-an-operation.md, "Loaders"); the lists are prefetched
  // in parallel, and the page shows its own loading and error states. The schedule and
  // the account records are read when their sections are opened.
  loader: async ({ context: { queryClient }, deps }) => {
    const input = await openingAccount(queryClient, deps.input);
    if (!input) return;
    void queryClient.prefetchInfiniteQuery(backupsQueries.restores(input));
    void queryClient.prefetchInfiniteQuery(backupsQueries.backups(input, deps.sort));
    if (deps.backup)
      void queryClient.prefetchInfiniteQuery(
        backupsQueries.contents(input, deps.backup, deps.part ?? 'files', deps.path ?? '/'),
      );
  },
  component: BackupsRoute,
});

function BackupsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BackupsPage search={s} onSearch={(next, replace) => navigate({ search: next, replace })} />;
}

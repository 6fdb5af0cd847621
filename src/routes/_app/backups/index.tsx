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
  // Awaits the account to open (docs/adding-an-operation.md, "Loaders") and its restores; the other
  // lists are prefetched in parallel, and the page shows their own loading and error states. The
  // restores are the first section, and how tall it is depends on them: drawn as a skeleton first,
  // its answer would push the backups below it down (a layout shift of 0.1–0.5 on a phone). A read
  // slower than the router's pending delay shows its pending view, as on any route; a failed one is
  // the section's to show. The schedule and the account records are read when their sections are opened.
  loader: async ({ context: { queryClient }, deps }) => {
    const input = await openingAccount(queryClient, deps.input);
    if (!input) return;
    void queryClient.prefetchInfiniteQuery(backupsQueries.backups(input, deps.sort));
    if (deps.backup)
      void queryClient.prefetchInfiniteQuery(
        backupsQueries.contents(input, deps.backup, deps.part ?? 'files', deps.path ?? '/'),
      );
    await queryClient.prefetchInfiniteQuery(backupsQueries.restores(input));
  },
  component: BackupsRoute,
});

function BackupsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BackupsPage search={s} onSearch={(next, replace) => navigate({ search: next, replace })} />;
}

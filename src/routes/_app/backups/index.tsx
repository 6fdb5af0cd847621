import { createFileRoute } from '@tanstack/react-router';
import { BackupsPage } from '@/areas/backups/backups-page';
import { backupsQueries } from '@/areas/backups/queries';
import { defaultAccount } from '@/lib/hosting-accounts';
import { oneOf, optional, searchParams, text } from '@/lib/search-params';

// The account, the backup open in the browser and where in it: all in the URL, so a view survives reload.
const search = searchParams({
  input: optional(text(255)),
  backup: optional(text(128)),
  part: optional(oneOf(['files', 'databases', 'email'])),
  path: optional(text(1024)),
});

export const Route = createFileRoute('/_app/backups/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Prefetch only, in parallel: the page shows its own loading and error states. The schedule and
  // the account records are read when their sections are opened.
  loader: async ({ context: { queryClient }, deps }) => {
    const prefetch = (input: string) => {
      void queryClient.prefetchInfiniteQuery(backupsQueries.restores(input));
      void queryClient.prefetchInfiniteQuery(backupsQueries.backups(input));
      if (deps.backup)
        void queryClient.prefetchInfiniteQuery(
          backupsQueries.contents(input, deps.backup, deps.part ?? 'files', deps.path ?? '/'),
        );
    };
    if (deps.input) prefetch(deps.input);
    const accounts = await queryClient.query(backupsQueries.hostingAccounts()).catch(() => undefined);
    const first = defaultAccount(accounts);
    if (!deps.input && first) prefetch(first.domain);
  },
  component: BackupsRoute,
});

function BackupsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BackupsPage search={s} onSearch={(next, replace) => navigate({ search: next, replace })} />;
}

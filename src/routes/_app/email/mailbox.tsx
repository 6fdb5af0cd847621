import { createFileRoute } from '@tanstack/react-router';
import { MailboxPage } from '@/areas/email/mailbox-page';
import { emailQueries } from '@/areas/email/queries';
import { searchParams, text, withDefault, defaultsLeftOut } from '@/lib/search-params';

const search = searchParams({ address: withDefault(text(255), '') });

export const Route = createFileRoute('/_app/email/mailbox')({
  validateSearch: search,
  search: defaultsLeftOut(search),
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows its own loading and 404 states.
  loader: ({ context, deps }) => {
    if (deps.address) void context.queryClient.prefetchQuery(emailQueries.mailbox(deps.address));
  },
  component: MailboxRoute,
});

function MailboxRoute() {
  const { address } = Route.useSearch();
  return <MailboxPage address={address} />;
}

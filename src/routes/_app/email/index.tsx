import { createFileRoute } from '@tanstack/react-router';
import { MAILBOX_SORTS, sortValues } from '@contract/list-sorts';
import { MailboxesPage } from '@/areas/email/mailboxes-page';
import { accountWideInput, emailQueries, mailboxListFilters } from '@/areas/email/queries';
import { flag, oneOf, optional, searchParams, text } from '@/lib/search-params';
import { MAILBOX_SEARCH } from '@contract/search-text';

// Domain (or service id), search and sort live in the URL: a view can be shared and survives reload.
const search = searchParams({
  input: optional(text(255)),
  q: optional(text(MAILBOX_SEARCH.maxLength)),
  sort: optional(oneOf(sortValues(MAILBOX_SORTS))),
  // `create=true` opens the Create mailbox dialog on arrival (the palette's "Add a mailbox").
  create: optional(flag),
});

export const Route = createFileRoute('/_app/email/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Nothing here is awaited: the screen draws its frame (heading, tabs, filters) at once and the
  // domains and the list fill it as they come. The list never waits for the domains when the URL
  // names its input; without one it starts as soon as they are known (the account-wide input is
  // the first hosting service id). A failure shows on the screen, which asks again.
  loader: ({ context: { queryClient }, deps }) => {
    const prefetchList = (input: string) =>
      void queryClient.prefetchInfiniteQuery(emailQueries.mailboxes(mailboxListFilters(input, deps)));
    const domains = queryClient.prefetchQuery({ ...emailQueries.mailDomains(), staleTime: 'static' });
    if (deps.input) return prefetchList(deps.input);
    void domains.then(() => {
      const all = accountWideInput(queryClient.getQueryData(emailQueries.mailDomains().queryKey));
      if (all) prefetchList(all);
    });
  },
  component: MailboxesRoute,
});

function MailboxesRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MailboxesPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { WebmailPage } from '@/areas/email/webmail-page';
import { MESSAGE_SORTS, sortValues } from '@contract/list-sorts';
import { oneOf, optional, searchParams, text, type SearchOf } from '@/lib/search-params';

// The open mailbox, folder, message, search and order are URL state (back and forward work).
const search = searchParams({
  mailbox: optional(text(255)),
  folder: optional(text(255)),
  message: optional(text(128)),
  q: optional(text(200)),
  sort: optional(oneOf(sortValues(MESSAGE_SORTS))),
});
export type WebmailSearch = SearchOf<typeof search>;

export const Route = createFileRoute('/_app/email/webmail')({
  validateSearch: search,
  component: WebmailRoute,
});

function WebmailRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <WebmailPage search={s} onSearch={(next) => navigate({ search: next })} />;
}

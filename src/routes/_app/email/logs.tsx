import { createFileRoute } from '@tanstack/react-router';
import { MailLogsPage, type LogTab } from '@/areas/email/mail-logs-page';
import { oneOf, optional, searchParams, text, valuesOf } from '@/lib/search-params';

const tabs = valuesOf<LogTab>()(['logs', 'queue', 'trace']);

const search = searchParams({
  tab: optional(oneOf(tabs)),
  mailbox: optional(text(255)),
  domain: optional(text(255)),
});

export const Route = createFileRoute('/_app/email/logs')({
  validateSearch: search,
  component: LogsRoute,
});

function LogsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MailLogsPage
      search={{ ...s, tab: s.tab ?? 'logs' }}
      onSearch={(next) => navigate({ search: next, replace: true })}
    />
  );
}

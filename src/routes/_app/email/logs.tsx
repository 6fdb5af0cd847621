import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MailLogsPage, logTabs } from '@/areas/email/mail-logs-page';

const search = z.object({
  tab: z.enum(logTabs).optional().catch(undefined),
  mailbox: z.string().max(255).optional().catch(undefined),
  domain: z.string().max(255).optional().catch(undefined),
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

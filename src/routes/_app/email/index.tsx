import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MailboxesPage } from '@/areas/email/mailboxes-page';
import { emailQueries } from '@/areas/email/queries';

// Domain (or service id), search and sort live in the URL: a view can be shared and survives reload.
const search = z.object({
  input: z.string().max(255).optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
  sort: z.enum(['address', 'usage']).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/email/')({
  validateSearch: search,
  loader: ({ context }) => context.queryClient.ensureQueryData(emailQueries.mailDomains()),
  component: MailboxesRoute,
});

function MailboxesRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MailboxesPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { WebmailPage } from '@/areas/email/webmail-page';

// The open mailbox, folder, message and search are URL state (back and forward work).
const search = z.object({
  mailbox: z.string().max(255).optional().catch(undefined),
  folder: z.string().max(255).optional().catch(undefined),
  message: z.string().max(128).optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
});
export type WebmailSearch = z.infer<typeof search>;

export const Route = createFileRoute('/_app/email/webmail')({
  validateSearch: search,
  component: WebmailRoute,
});

function WebmailRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <WebmailPage search={s} onSearch={(next) => navigate({ search: next })} />;
}

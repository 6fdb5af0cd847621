import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MailboxPage } from '@/areas/email/mailbox-page';
import { emailQueries } from '@/areas/email/queries';

const search = z.object({ address: z.string().max(255).catch('') });

export const Route = createFileRoute('/_app/email/mailbox')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows its own loading and 404 states.
  loader: ({ context, deps }) => {
    if (deps.address) void context.queryClient.query(emailQueries.mailbox(deps.address)).catch(() => undefined);
  },
  component: MailboxRoute,
});

function MailboxRoute() {
  const { address } = Route.useSearch();
  return <MailboxPage address={address} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { WebmailRedeem } from '@/areas/email/webmail-redeem';

// A webmail link (POST /email/account/actions/webmail-sso) lands here: it is
// redeemed once, then the webmail view opens on that mailbox.
export const Route = createFileRoute('/_app/webmail/$token')({
  component: WebmailLinkRoute,
});

function WebmailLinkRoute() {
  const { token } = Route.useParams();
  return <WebmailRedeem token={token} />;
}

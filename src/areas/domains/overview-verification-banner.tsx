// The verification banner on the account overview. The overview already reads
// "Needs attention", which lists every domain whose registrant has not confirmed
// their address, so the route hands those names in: the banner adds only the
// first domain's address and deadline to the overview's requests, and with
// nothing pending it shows nothing.
import { VerificationBanner } from './verification-banner';

export function OverviewVerificationBanner({ domains }: { domains: string[] }) {
  return <VerificationBanner domains={domains} />;
}

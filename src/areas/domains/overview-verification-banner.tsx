// The verification banner on the account overview. It reads the first page of
// the domain list (the same cached query the list screen starts with), so the
// overview pays one request for it, plus one per pending domain for the
// address and deadline; with nothing pending it shows nothing.
import { useInfiniteQuery } from '@tanstack/react-query';
import { domainsQueries } from './queries';
import { VerificationBanner } from './verification-banner';

export function OverviewVerificationBanner() {
  const list = useInfiniteQuery(domainsQueries.list());
  // A failed or loading list is not the overview's business: the banner simply does not show.
  const pending = list.data?.pages[0]?.data.filter((d) => d.verification === 'pending').map((d) => d.domain) ?? [];
  return <VerificationBanner domains={pending} />;
}

// The domains whose registrant has not confirmed their address, for the verification banner the
// overview and the domains list draw at their top. They come from "Needs attention" (most urgent
// first, every domain of the account whatever a list's filters), not from a list's rows: one read
// the overview makes anyway, which the served page carries for both (server/pages/spa.ts). Here, by
// the two routes (the router skips a file named with a leading "-"), as it joins two areas: the
// account's "Needs attention" and the domains' verification.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { pendingVerifications } from '@contract/verification-words';
import { accountQueries } from '@/areas/account/queries';
import { domainsQueries } from '@/areas/domains/queries';

/** The pending domains; none while "Needs attention" loads or when it failed (which that card says). */
export function usePendingVerification(): string[] {
  const attention = useQuery(accountQueries.attention());
  return pendingVerifications(attention.data?.data);
}

/**
 * For a route's loader: reads the pending domains and the first one's address and deadline (what the
 * banner shows first), so the page is drawn once with the banner whole rather than pushed down as it
 * arrives and grows; `banner`, what else the banner needs when there is one (the overview's loads
 * its code), beside that read. Never throws: a failed read leaves the banner out, or its line to say
 * so, and a failed `banner` is tried again when the banner renders.
 */
export async function preparePendingVerification(qc: QueryClient, banner?: () => Promise<unknown>): Promise<void> {
  await qc.prefetchQuery(accountQueries.attention());
  const [first] = pendingVerifications(qc.getQueryData(accountQueries.attention().queryKey)?.data);
  if (first) await Promise.allSettled([qc.prefetchQuery(domainsQueries.verification(first)), banner?.()]);
}

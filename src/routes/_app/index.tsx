import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AttentionItem } from '@contract/account-attention';
import { accountQueries } from '@/areas/account/queries';
import { OverviewPage } from '@/areas/account/overview-page';
import { loadedOverviewBanner, loadOverviewBanner } from '@/areas/domains/overview-banner-slot';
import { domainsQueries } from '@/areas/domains/queries';

// The banner, its mutation and the domain-name display load only for an account with a
// domain waiting for its registrant's confirmation: most overviews never need them.
const LazyBanner = lazy(() => loadOverviewBanner().then((component) => ({ default: component })));

/**
 * The domains whose registrant has not confirmed their address, most urgent first. They come
 * from "Needs attention" (one read the overview makes anyway), not from the domain list, so
 * the banner costs the overview no request of its own beyond the first domain's details.
 */
const pendingOf = (items: AttentionItem[] | undefined) =>
  items?.filter((item) => item.kind === 'domain.unverified').map((item) => item.subject) ?? [];

/**
 * The banner's code and what it shows first (the first pending domain's address and
 * deadline), when there is a banner: the page is drawn once with the banner whole, rather
 * than pushed down as it arrives and grows. A failure only leaves the banner to load itself
 * (and "Needs attention" to say it could not be read).
 */
async function prepareBanner(qc: QueryClient) {
  await qc.prefetchQuery(accountQueries.attention());
  const [first] = pendingOf(qc.getQueryData(accountQueries.attention().queryKey)?.data);
  // Settled, never rejected: a chunk that failed to load is asked for again when the banner renders.
  if (first) await Promise.allSettled([loadOverviewBanner(), qc.prefetchQuery(domainsQueries.verification(first))]);
}

export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => {
    const qc = context.queryClient;
    const [overview] = await Promise.all([
      // Detailed: expiring and suspended services come with type, domain and dates.
      qc.query(accountQueries.overview({ response_format: 'detailed' })),
      prepareBanner(qc),
    ]);
    return overview;
  },
  component: OverviewRoute,
});

function OverviewRoute() {
  // The same cached read "Needs attention" shows; a failed or loading one simply shows no banner.
  const attention = useQuery(accountQueries.attention());
  const pending = pendingOf(attention.data?.data);
  const Banner = loadedOverviewBanner();
  return (
    <div className="space-y-6">
      {pending.length > 0 &&
        (Banner ? (
          // eslint-disable-next-line react-hooks/static-components -- the slot hands back the one loaded module's component, not a new one
          <Banner domains={pending} />
        ) : (
          <Suspense fallback={null}>
            <LazyBanner domains={pending} />
          </Suspense>
        ))}
      <OverviewPage />
    </div>
  );
}

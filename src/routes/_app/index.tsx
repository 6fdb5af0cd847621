import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { accountQueries } from '@/areas/account/queries';
import { OverviewPage } from '@/areas/account/overview-page';
import { loadedOverviewBanner, loadOverviewBanner } from '@/areas/domains/overview-banner-slot';
import { domainsQueries } from '@/areas/domains/queries';

// The banner, its mutation and the domain-name display load only for an account with a
// domain waiting for its registrant's confirmation: most overviews never need them.
const LazyBanner = lazy(() => loadOverviewBanner().then((component) => ({ default: component })));

type DomainPages = InfiniteData<{ data: Array<{ domain: string; verification: string }> }>;
const firstPending = (list: DomainPages | undefined) =>
  list?.pages[0]?.data.find((d) => d.verification === 'pending')?.domain;

/**
 * The banner's code and what it shows first (the first pending domain's address and
 * deadline), when there is a banner: the page is drawn once with the banner whole, rather
 * than pushed down as it arrives and grows. A failure only leaves the banner to load itself.
 */
async function prepareBanner(qc: QueryClient) {
  const pending = firstPending(await qc.fetchInfiniteQuery(domainsQueries.list()));
  if (pending) await Promise.all([loadOverviewBanner(), qc.prefetchQuery(domainsQueries.verification(pending))]);
}

export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => {
    const qc = context.queryClient;
    const [overview] = await Promise.all([
      // Detailed: expiring and suspended services come with type, domain and dates.
      qc.query(accountQueries.overview({ response_format: 'detailed' })),
      prepareBanner(qc).catch(() => undefined),
    ]);
    return overview;
  },
  component: OverviewRoute,
});

function OverviewRoute() {
  const list = useInfiniteQuery(domainsQueries.list());
  const banner = firstPending(list.data) !== undefined;
  const Banner = loadedOverviewBanner();
  return (
    <div className="space-y-6">
      {banner &&
        (Banner ? (
          // eslint-disable-next-line react-hooks/static-components -- the slot hands back the one loaded module's component, not a new one
          <Banner />
        ) : (
          <Suspense fallback={null}>
            <LazyBanner />
          </Suspense>
        ))}
      <OverviewPage />
    </div>
  );
}

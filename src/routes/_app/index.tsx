import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/areas/account/queries';
import { OverviewPage } from '@/areas/account/overview-page';
import { loadedOverviewBanner, loadOverviewBanner } from '@/areas/domains/overview-banner-slot';
import { preparePendingVerification, usePendingVerification } from '@/routes/_app/-pending-verification';

// The banner, its mutation and the domain-name display load only for an account with a
// domain waiting for its registrant's confirmation: most overviews never need them.
const LazyBanner = lazy(() => loadOverviewBanner().then((component) => ({ default: component })));

export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => {
    const qc = context.queryClient;
    const [overview] = await Promise.all([
      // Detailed: expiring and suspended services come with type, domain and dates.
      qc.query(accountQueries.overview({ response_format: 'detailed' })),
      // The banner whole, its code with it (most overviews never need it), before the page is drawn.
      preparePendingVerification(qc, loadOverviewBanner),
    ]);
    return overview;
  },
  component: OverviewRoute,
});

function OverviewRoute() {
  // The same cached read "Needs attention" shows; a failed or loading one simply shows no banner.
  const pending = usePendingVerification();
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

import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/areas/account/queries';
import { OverviewPage } from '@/areas/account/overview-page';
import { OverviewVerificationBanner } from '@/areas/domains/overview-verification-banner';
import { domainsQueries } from '@/areas/domains/queries';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => {
    // Beside the overview, not before it: the banner shows when its list arrives, or not at all.
    void context.queryClient.prefetchInfiniteQuery(domainsQueries.list());
    // Detailed: expiring and suspended services come with type, domain and dates.
    return context.queryClient.query(accountQueries.overview({ response_format: 'detailed' }));
  },
  component: OverviewRoute,
});

function OverviewRoute() {
  return (
    <div className="space-y-6">
      <OverviewVerificationBanner />
      <OverviewPage />
    </div>
  );
}

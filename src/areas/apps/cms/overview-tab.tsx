// The Overview tab: the site's live status with its actions, admin access (a
// one-time login, a held password reset) and the latest updates with their steps.
import { useQuery } from '@tanstack/react-query';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { AdminLoginButton } from './admin-login-button';
import { AdminPasswordResetButton } from './admin-password-reset';
import { cmsInstallQueries } from './queries-install';
import { SiteActionsCard } from './site-actions-card';
import { SiteStatusCard } from './site-status-card';
import { LatestUpdates } from './update-timeline';

export function OverviewTab({ input, installId }: { input: string; installId: string }) {
  const site = useQuery(cmsInstallQueries.site(input, installId));
  return (
    <div className="space-y-4">
      {site.isPending ? (
        <Card>
          <span role="status" className="sr-only">
            Checking the site…
          </span>
          <Skeleton lines={5} />
        </Card>
      ) : site.isError ? (
        <ProblemState error={site.error} onRetry={() => void site.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <SiteStatusCard site={site.data} />
          <div className="space-y-4">
            <SiteActionsCard input={input} installId={installId} site={site.data} />
            <Card aria-labelledby="cms-admin-title">
              <CardTitle>
                <span id="cms-admin-title">Admin access</span>
              </CardTitle>
              <div className="flex flex-wrap items-start gap-3">
                <AdminLoginButton input={input} installId={installId} />
                <AdminPasswordResetButton input={input} installId={installId} />
              </div>
            </Card>
          </div>
        </div>
      )}
      {/* Below the site's cards, and drawn once they are: under their placeholder it would be pushed
          down when they arrive, a layout shift (its data is asked for beside theirs, by the route). */}
      {!site.isPending && (
        <Card aria-labelledby="cms-updates-title">
          <CardTitle>
            <span id="cms-updates-title">Latest updates</span>
          </CardTitle>
          <LatestUpdates input={input} installId={installId} />
        </Card>
      )}
    </div>
  );
}

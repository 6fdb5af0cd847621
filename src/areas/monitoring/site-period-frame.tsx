// The frame of a monitoring screen about one site over a period (statistics,
// incidents): its title, the area's tabs, the site and period pickers, and
// the states before there is a site to show.
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import type { Period } from './keys';
import { MonitoringNav } from './monitoring-nav';
import { PeriodPicker } from './period-picker';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { SitePicker } from './site-choice';

export interface SitePeriodPageProps {
  searchInput?: string;
  period: Period;
  onChange: (next: { input?: string; period?: Period }) => void;
}

export function SitePeriodFrame({
  searchInput,
  period,
  onChange,
  title,
  intro,
  noSite,
  children,
}: SitePeriodPageProps & {
  title: string;
  intro: ReactNode;
  /** Why there is nothing to show when the account has no site. */
  noSite: ReactNode;
  children: (input: string) => ReactNode;
}) {
  const { input, accounts } = useHostingAccountChoice(searchInput);
  return (
    <div className="space-y-4">
      <PageTitle title={title}>{intro}</PageTitle>
      <MonitoringNav input={input} />
      {accounts.isPending ? (
        <PagePending label="Loading your sites…" />
      ) : accounts.isError ? (
        <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : !input ? (
        <EmptyState title="No website">{noSite}</EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SitePicker sites={accounts.data} value={input} onChange={(next) => onChange({ input: next })} />
            <PeriodPicker value={period} onChange={(p) => onChange({ input, period: p })} />
          </div>
          {children(input)}
        </>
      )}
    </div>
  );
}

// The account's quotas: disk, bandwidth this period, inodes, and the things the
// plan counts (addon domains, subdomains, mailboxes, databases, FTP accounts).
import { useQuery } from '@tanstack/react-query';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDate, formatDateTime } from '@/lib/format';
import { hostingQueries } from './queries';
import { UsageBar } from './usage-bar';
import type { Unit } from './usage-level';

type Counted = 'inodes' | 'addonDomains' | 'subdomains' | 'mailboxes' | 'databases' | 'ftpAccounts';
const COUNTED: { key: Counted; label: string; unit: Unit }[] = [
  { key: 'inodes', label: 'Inodes (files and folders)', unit: 'count' },
  { key: 'addonDomains', label: 'Addon domains', unit: 'count' },
  { key: 'subdomains', label: 'Subdomains', unit: 'count' },
  { key: 'mailboxes', label: 'Mailboxes', unit: 'count' },
  { key: 'databases', label: 'Databases', unit: 'count' },
  { key: 'ftpAccounts', label: 'FTP accounts', unit: 'count' },
];

export function UsageCard({ input }: { input: string }) {
  const q = useQuery(hostingQueries.usage(input));
  return (
    <Card aria-labelledby="usage-title">
      <CardTitle>
        <span id="usage-title">Quota usage</span>
      </CardTitle>
      {q.isPending ? (
        <>
          <span role="status" className="sr-only">
            Loading the quota usage…
          </span>
          <Skeleton lines={6} />
        </>
      ) : q.isError ? (
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <ul aria-label="Quota usage" className="space-y-4">
            <li>
              {/* Said, because a backup's "Files" part is the home directory alone (issue 32). */}
              <UsageBar
                label="Disk space"
                used={q.data.diskMb.used}
                limit={q.data.diskMb.limit}
                unit="MB"
                note="The home directory, the mail in the mailboxes and the databases, together"
              />
            </li>
            <li>
              <UsageBar
                label="Bandwidth"
                used={q.data.bandwidthMb.used}
                limit={q.data.bandwidthMb.limit}
                unit="MB"
                note={`This period: ${formatDate(q.data.bandwidthMb.periodStart)} to ${formatDate(q.data.bandwidthMb.periodEnd)}`}
              />
            </li>
            {COUNTED.map((c) => (
              <li key={c.key}>
                <UsageBar label={c.label} used={q.data[c.key].used} limit={q.data[c.key].limit} unit={c.unit} />
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-muted">Measured {formatDateTime(q.data.measuredAt)}.</p>
        </>
      )}
    </Card>
  );
}

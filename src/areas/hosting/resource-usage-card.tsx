// Live use of the account's CPU, memory, processes and disk I/O against its
// limits, and what hitting a limit in the last 24 hours meant for visitors.
import { useQuery } from '@tanstack/react-query';
import { Card, CardTitle } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { faultLines } from './faults';
import { hostingQueries } from './queries';
import { UsageBar } from './usage-bar';
import type { Unit } from './usage-level';

type Measured = 'cpuPercent' | 'memoryMb' | 'entryProcesses' | 'processes' | 'ioKbps' | 'iops';
const MEASURED: { key: Measured; label: string; unit: Unit }[] = [
  { key: 'cpuPercent', label: 'CPU (100 % is one core)', unit: 'percent' },
  { key: 'memoryMb', label: 'Memory', unit: 'MB' },
  { key: 'entryProcesses', label: 'Entry processes (visits served at once)', unit: 'count' },
  { key: 'processes', label: 'Processes', unit: 'count' },
  { key: 'ioKbps', label: 'Disk I/O', unit: 'KB/s' },
  { key: 'iops', label: 'Disk operations', unit: 'IOPS' },
];

export function ResourceUsageCard({ input }: { input: string }) {
  const q = useQuery(hostingQueries.resourceUsage(input));
  const faults = q.data ? faultLines(q.data.faults24h) : [];
  return (
    <Card aria-labelledby="resource-title">
      <CardTitle>
        <span id="resource-title">Resource usage now</span>
      </CardTitle>
      {q.isPending ? (
        <>
          <span role="status" className="sr-only">
            Loading the resource usage…
          </span>
          <Skeleton lines={6} />
        </>
      ) : q.isError ? (
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <div className="space-y-4">
          <ul aria-label="Resource usage" className="space-y-4">
            {MEASURED.map((m) => (
              <li key={m.key}>
                <UsageBar label={m.label} used={q.data[m.key].used} limit={q.data[m.key].limit} unit={m.unit} />
              </li>
            ))}
          </ul>
          {faults.length === 0 ? (
            <p className="text-sm text-muted">No limit was hit in the last 24 hours.</p>
          ) : (
            <Notice tone="warning" title="Limits hit in the last 24 hours">
              <ul aria-label="Limits hit in the last 24 hours" className="list-disc space-y-1 pl-5">
                {faults.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-2">
                If this happens often, look for a heavy plugin or aggressive bots, or move to a plan with higher limits.
              </p>
            </Notice>
          )}
          <p className="text-xs text-muted">Sampled {formatDateTime(q.data.sampledAt)}.</p>
        </div>
      )}
    </Card>
  );
}

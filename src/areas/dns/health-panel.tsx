// Zone health: is the zone served (delegation, both nameservers on the same
// serial, changes propagated) and is its content sound (lint summary).
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { glossary } from '@/lib/glossary';
import { dnsQueries } from './queries';

export function HealthPanel({ domain }: { domain: string }) {
  const health = useQuery(dnsQueries.health(domain));
  return (
    <Card aria-labelledby="health-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <span id="health-title">Health</span>
        </CardTitle>
        <Button size="sm" onClick={() => void health.refetch()} loading={health.isFetching}>
          Check again
        </Button>
      </div>
      {health.isPending ? (
        <>
          <span role="status" className="sr-only">
            Checking health…
          </span>
          <Skeleton lines={4} />
        </>
      ) : health.isError ? (
        <ProblemState error={health.error} onRetry={() => void health.refetch()} />
      ) : (
        <div className="space-y-4 text-sm">
          <p role="status">
            Status:{' '}
            <Badge tone={glossary.zoneHealth[health.data.status].tone}>
              {glossary.zoneHealth[health.data.status].label}
            </Badge>
          </p>
          <ul className="space-y-2" aria-label="Checks">
            {health.data.checks.map((c) => (
              <li key={c.id} className="flex gap-3">
                <span className="w-20 shrink-0">
                  <Badge tone={glossary.zoneCheck[c.status].tone}>{glossary.zoneCheck[c.status].label}</Badge>
                </span>
                <span>
                  <span className="font-medium">{c.label}:</span> {c.detail}
                </span>
              </li>
            ))}
          </ul>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-1 text-left font-medium">Nameservers</caption>
              <thead className="text-xs uppercase text-muted">
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    Host
                  </th>
                  <th scope="col" className="pr-3">
                    Addresses
                  </th>
                  <th scope="col" className="pr-3">
                    Serial
                  </th>
                  <th scope="col">Response</th>
                </tr>
              </thead>
              <tbody>
                {health.data.nameservers.map((n) => (
                  <tr key={n.host} className="border-t border-line">
                    <td className="py-1 pr-3 font-mono">{n.host}</td>
                    <td className="pr-3 font-mono text-xs">{n.addresses.join(', ')}</td>
                    <td className="pr-3 tabular">{n.serial ?? '—'}</td>
                    <td className="tabular">{n.reachable ? `${n.responseMs} ms` : 'unreachable'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Card>
  );
}

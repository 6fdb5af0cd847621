// "Check with the registry": the registry's record beside ours (expiry,
// statuses, the drift in days) and what to do about each difference. The check
// reads only; the answer is announced when it arrives.
import type { z } from 'zod';
import type { RegistrarDomainDetail, StatusSyncResult } from '@contract/domains';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { formatDateTime } from '@/lib/format';
import { explainStatus, statusLabel } from './domain-format';
import { driftAdvice } from './drift-advice';
import { useSyncStatus } from './mutations';
import { RegistryProblem } from './registry-problem';

type Detail = z.infer<typeof RegistrarDomainDetail>;
type Sync = z.infer<typeof StatusSyncResult>;

export function RegistryDrift({ detail }: { detail: Detail }) {
  const sync = useSyncStatus(detail.domain);
  return (
    <Card aria-labelledby="drift-title">
      <CardTitle>
        <span id="drift-title">Registry and our records</span>
      </CardTitle>
      <div className="space-y-3 text-sm">
        <p className="text-muted">
          Compares what the registry holds for this domain with our records. It only reports; nothing is changed.
          {detail.lastSyncedAt && <> Last checked {formatDateTime(detail.lastSyncedAt)}.</>}
        </p>
        <Button onClick={() => sync.mutate()} loading={sync.isPending}>
          Check with the registry
        </Button>
        <div aria-live="polite" className="space-y-3">
          {sync.isError && <RegistryProblem domain={detail.domain} error={sync.error} onRetry={() => sync.mutate()} />}
          {sync.data && <DriftResult r={sync.data} detail={detail} />}
        </div>
      </div>
    </Card>
  );
}

function DriftResult({ r, detail }: { r: Sync; detail: Detail }) {
  const advice = driftAdvice(r, detail);
  return (
    <div className="space-y-3">
      {r.registryAvailable && (
        <table className="w-full text-left text-sm" aria-label="Registry compared with our records">
          <thead className="text-xs uppercase text-muted">
            <tr>
              <th scope="col" className="py-1 pr-3">
                <span className="sr-only">What</span>
              </th>
              <th scope="col" className="py-1 pr-3">
                At the registry
              </th>
              <th scope="col" className="py-1">
                Our records
              </th>
            </tr>
          </thead>
          <tbody className="align-top">
            <tr className="border-t border-line">
              <th scope="row" className="py-2 pr-3 font-medium">
                Expires
              </th>
              <td className="py-2 pr-3">{r.expiresAtRegistry ? formatDateTime(r.expiresAtRegistry) : '—'}</td>
              <td className="py-2">{r.expiresAtLocal ? formatDateTime(r.expiresAtLocal) : '—'}</td>
            </tr>
            <tr className="border-t border-line">
              <th scope="row" className="py-2 pr-3 font-medium">
                State
              </th>
              <td className="py-2 pr-3">
                <ul>
                  {r.registryStatuses.map((s) => (
                    <li key={s}>
                      {explainStatus(s)}{' '}
                      <span className="text-xs text-muted">
                        (EPP code <code>{s}</code>)
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
              <td className="py-2">{statusLabel[detail.status]}</td>
            </tr>
            <tr className="border-t border-line">
              <th scope="row" className="py-2 pr-3 font-medium">
                Expiry drift
              </th>
              <td className="py-2" colSpan={2}>
                {r.expiryDrift === null
                  ? 'Cannot be compared'
                  : r.expiryDrift === 0
                    ? 'None: the same day'
                    : `${Math.abs(r.expiryDrift)} day${Math.abs(r.expiryDrift) === 1 ? '' : 's'} ${
                        r.expiryDrift > 0 ? 'later' : 'earlier'
                      } at the registry`}
              </td>
            </tr>
          </tbody>
        </table>
      )}
      {advice.map((a) => (
        <Notice key={a.title} tone={a.tone} title={a.title}>
          {a.text}
        </Notice>
      ))}
    </div>
  );
}

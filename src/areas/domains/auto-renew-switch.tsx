// The auto-renew switch. The answer says when the next renewal is tried, and
// that is announced; a registry that does not answer leaves the switch as it was.
import type { z } from 'zod';
import type { RegistrarDomainDetail } from '@contract/domains';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useSetAutoRenew } from './mutations';
import { RegistryProblem } from './registry-problem';

type Detail = z.infer<typeof RegistrarDomainDetail>;

export function AutoRenewSwitch({ detail }: { detail: Detail }) {
  const set = useSetAutoRenew(detail.domain);
  const on = detail.autoRenew;
  const r = set.data;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="auto-renew-label"
          disabled={set.isPending}
          onClick={() => set.mutate(!on)}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-line transition-colors disabled:opacity-60',
            on ? 'bg-accent' : 'bg-surface-2',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              on ? 'translate-x-5' : 'translate-x-0.5',
            )}
          />
        </button>
        <span id="auto-renew-label" className="text-sm font-medium">
          Renew automatically
        </span>
        <span className="text-sm text-muted">{on ? 'On' : 'Off'}</span>
      </div>
      <p role="status" className="text-sm text-muted">
        {r
          ? r.autoRenew
            ? r.nextRenewalAt
              ? `Auto-renew is on: the next renewal is tried on ${formatDateTime(r.nextRenewalAt)}.`
              : 'Auto-renew is on.'
            : 'Auto-renew is off: renew the domain yourself before it expires.'
          : ''}
      </p>
      {set.isError && <RegistryProblem domain={detail.domain} error={set.error} onRetry={() => set.mutate(!on)} />}
    </div>
  );
}

// One plugin's part in a bulk action, in words beside its row: waiting, working,
// done, or what went wrong (a failed safe update says it was rolled back, and why).
import { Badge } from '@/components/ui/badge';
import type { BulkOutcome } from './mutations-extensions';

export function PluginOutcome({ outcome }: { outcome: BulkOutcome | undefined }) {
  if (!outcome) return null;
  switch (outcome.state) {
    case 'waiting':
      return <span className="text-muted">Waiting…</span>;
    case 'running':
      return <span className="text-accent">Working…</span>;
    case 'done':
      return <Badge tone="success">{outcome.message}</Badge>;
    case 'rolled_back':
      return (
        <span className="inline-flex flex-col items-start gap-1">
          <Badge tone="warning">Rolled back</Badge>
          <span className="whitespace-normal text-xs text-muted">{outcome.reason}</span>
        </span>
      );
    case 'failed':
      return (
        <span className="inline-flex flex-col items-start gap-1">
          <Badge tone="danger">Failed</Badge>
          <span className="whitespace-normal text-xs text-muted">{outcome.reason}</span>
        </span>
      );
  }
}

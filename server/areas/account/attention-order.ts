// The order of the "Needs attention" list (docs/decisions/031-needs-attention.md):
// first what is lost for good unless acted on, then what has stopped working or is
// late, then what will stop working, then what failed and wants a look; within each,
// the earliest deadline first, so the top line is always the next thing to lose.
import type { AttentionItem, AttentionKind } from '@contract/account-attention';

const RANK: Record<AttentionKind, number> = {
  'domain.redemption': 0,
  'domain.grace': 1,
  'service.suspended': 1,
  'monitor.down': 1,
  'invoice.overdue': 1,
  'domain.expiring': 2,
  'domain.unverified': 2,
  'invoice.unpaid': 2,
  'backup.failed': 3,
  'cron.failed': 3,
};

const time = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));

/** Most urgent first: by rank, then deadline (none last), then when it went wrong (oldest first), then name. */
export function byUrgency(a: AttentionItem, b: AttentionItem): number {
  return (
    RANK[a.kind] - RANK[b.kind] ||
    time(a.dueAt) - time(b.dueAt) ||
    time(a.since) - time(b.since) ||
    a.subject.localeCompare(b.subject)
  );
}

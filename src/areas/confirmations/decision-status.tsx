// The state of a pending action once it is no longer waiting: expired,
// approved (with its outcome, outcome.tsx), rejected, or approved-but-failed.
import type { PendingAction } from '@contract/confirmations';
import { Card, CardTitle } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { formatDateTime } from '@/lib/format';
import { Outcome } from './outcome';

function decided(action: PendingAction) {
  const by = action.decidedBy ? ` by ${action.decidedBy}` : '';
  const at = action.decidedAt ? ` on ${formatDateTime(action.decidedAt)}` : '';
  return `${by}${at}`;
}

export function DecisionStatus({ action, expired }: { action: PendingAction; expired: boolean }) {
  if (action.status === 'approved') {
    return (
      <div className="space-y-4">
        <Notice tone="success" title="Approved">
          Approved{decided(action)}.
        </Notice>
        <Outcome action={action} />
      </div>
    );
  }
  if (action.status === 'failed') {
    return (
      <Notice tone="danger" title="Approved, but it failed">
        <p>Approved{decided(action)}, but running it failed. Nothing was charged.</p>
        {action.error && <p className="mt-1">{action.error.detail}</p>}
      </Notice>
    );
  }
  if (action.status === 'rejected') {
    return (
      <Notice tone="info" title="Rejected">
        Rejected{decided(action)}. Nothing was done.
      </Notice>
    );
  }
  if (action.status === 'expired' || expired) {
    return (
      <Notice tone="warning" title="This request has expired">
        It expired on {formatDateTime(action.expiresAt)} without a decision. Nothing was done; ask for it again where it
        started.
      </Notice>
    );
  }
  return null;
}

export function NotYours() {
  return (
    <Card>
      <CardTitle as="h2">This request is not yours to decide</CardTitle>
      <p className="text-sm text-muted">
        It belongs to an account you are not acting as. If you are a guest on that account, switch to it with the
        account switcher in the header and open the link again.
      </p>
    </Card>
  );
}

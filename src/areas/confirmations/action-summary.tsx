// What will happen (or happened): the operation, its target, the redacted
// preview, the money that moves, the irreversible warning, and who asked.
import type { PendingAction } from '@contract/confirmations';
import { Card, CardTitle } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { formatDateTime, formatMoney } from '@/lib/format';

export function ActionSummary({ action }: { action: PendingAction }) {
  const { target, money } = action;
  return (
    <Card aria-labelledby="what-happens">
      <h2 id="what-happens" className="mb-1 text-lg font-semibold">
        {action.summary}
      </h2>
      <p className="mb-4 text-xs text-muted">
        Operation <code className="font-mono">{action.operation}</code> on account{' '}
        <strong>{action.account.name}</strong>
      </p>
      {money && (
        <p className="mb-4">
          <span className="text-sm text-muted">Amount </span>
          <strong className="text-xl tabular" data-testid="money">
            {formatMoney(money)}
          </strong>
        </p>
      )}
      {action.irreversible && (
        <div className="mb-4">
          <Notice tone="danger" title="This cannot be undone">
            Once approved, this action runs and cannot be reversed.
          </Notice>
        </div>
      )}
      {target && (
        <p className="mb-4 text-sm">
          <span className="text-muted">Target </span>
          <strong>{target.domain ?? target.mailbox ?? target.input}</strong>
          <span className="text-muted">
            {' '}
            ({target.kind}
            {target.serviceId != null && `, service ${target.serviceId}`})
          </span>
        </p>
      )}
      {action.preview.length > 0 && (
        <>
          <CardTitle as="h3">Details</CardTitle>
          <dl className="mb-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
            {action.preview.map((item, i) => (
              <div key={`${item.label}-${i}`} className="contents">
                <dt className="text-muted">{item.label}</dt>
                <dd className="break-words">{item.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className="text-sm text-muted">
        Requested by <strong className="text-fg">{action.requestedBy.name}</strong> (
        {action.requestedBy.kind === 'token' ? 'API token' : 'web session'}) on{' '}
        <time dateTime={action.createdAt}>{formatDateTime(action.createdAt)}</time>
      </p>
    </Card>
  );
}

// What will happen (or happened): the operation, its target, the redacted
// preview, the money that moves, the irreversible warning, and who asked.
import type { PendingAction } from '@contract/confirmations';
import { Card, CardTitle } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { displayAddress, displayDomain } from '@/lib/display-domain';
import { formatDateTime, formatMoney } from '@/lib/format';

const TARGET_WORD: Record<NonNullable<PendingAction['target']>['kind'], string> = {
  domain: 'Domain',
  email: 'Mailbox',
  url: 'Site',
  service: 'Service',
};

/** The target as the customer named it: a mailbox address or a domain, in Unicode. */
const targetName = (t: NonNullable<PendingAction['target']>) =>
  t.mailbox ? displayAddress(t.mailbox) : t.domain ? displayDomain(t.domain) : t.input;

export function ActionSummary({ action }: { action: PendingAction }) {
  const { target, money } = action;
  return (
    <Card aria-labelledby="what-happens">
      <h2 id="what-happens" className="mb-1 text-lg font-semibold">
        {action.summary}
      </h2>
      <p className="mb-4 text-xs text-muted">
        For the account <strong>{action.account.name}</strong>
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
          <span className="text-muted">{TARGET_WORD[target.kind]} </span>
          <strong>{targetName(target)}</strong>
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
        {/* a session's name already says so ("Web session (…)"); a token's is the name its owner gave it */}
        Requested by <strong className="text-fg">{action.requestedBy.name}</strong>
        {action.requestedBy.kind === 'token' && ' (API token)'} on{' '}
        <time dateTime={action.createdAt}>{formatDateTime(action.createdAt)}</time>
      </p>
    </Card>
  );
}

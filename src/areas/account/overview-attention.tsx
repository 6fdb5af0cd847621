// "Needs attention": the overview's first card, one list from one read
// (GET /account/attention), most urgent first, each line with its action.
// The server orders and words it (ADR 031); this card only formats the times
// and money and turns each action into a link.
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { AttentionItem } from '@contract/account-attention';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime, formatMoney } from '@/lib/format';
import { accountQueries } from './queries';

const SEVERITY: Record<AttentionItem['severity'], { label: string; tone: BadgeTone }> = {
  critical: { label: 'Urgent', tone: 'danger' },
  warning: { label: 'Soon', tone: 'warning' },
  notice: { label: 'Check', tone: 'neutral' },
};

/** What the deadline means for each kind, said before the time. */
const DUE_WORDS: Partial<Record<AttentionItem['kind'], string>> = {
  'domain.redemption': 'Act by',
  'domain.grace': 'Act by',
  'domain.expiring': 'Act by',
  'domain.unverified': 'Confirm by',
  'invoice.overdue': 'Was due',
  'invoice.unpaid': 'Due',
};

const subjectOf = (item: AttentionItem) =>
  item.kind.startsWith('domain.') ? displayDomain(item.subject) : item.subject;

export function NeedsAttention() {
  const q = useQuery(accountQueries.attention());
  return (
    <Card aria-labelledby="attention-title">
      <h2 id="attention-title" className="mb-3 text-base font-semibold">
        Needs attention {q.data && <span className="text-sm font-normal text-muted">({q.data.total})</span>}
      </h2>
      {q.isPending ? (
        <Skeleton lines={3} />
      ) : q.isError ? (
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.data.length === 0 ? (
        <p className="text-sm text-muted">Nothing needs your attention.</p>
      ) : (
        <ol aria-label="Needs attention" className="divide-y divide-line">
          {q.data.data.map((item) => (
            <AttentionRow key={`${item.kind} ${item.subject} ${item.action.path}`} item={item} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function AttentionRow({ item }: { item: AttentionItem }) {
  const severity = SEVERITY[item.severity];
  const subject = subjectOf(item);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={severity.tone}>{severity.label}</Badge>
          <strong className="break-all">{subject}</strong>
        </p>
        <p className="text-sm">{item.title}</p>
        <p className="text-xs text-muted">
          {item.dueAt && (
            <>
              {DUE_WORDS[item.kind] ?? 'By'} <time dateTime={item.dueAt}>{formatDateTime(item.dueAt)}</time>
            </>
          )}
          {item.since && (
            <>
              Since <time dateTime={item.since}>{formatDateTime(item.since)}</time>
            </>
          )}
          {item.amount && (
            <>
              {(item.dueAt || item.since) && ' · '}
              {formatMoney(item.amount)}
            </>
          )}
        </p>
      </div>
      <ActionLink path={item.action.path} label={item.action.label} subject={subject} />
    </li>
  );
}

/** The item's next step: a link into the dashboard (its path may carry a search, such as the backups' account). */
function ActionLink({ path, label, subject }: { path: string; label: string; subject: string }) {
  const url = new URL(path, 'https://dashboard.invalid');
  return (
    <Link
      to={url.pathname as NonNullable<LinkProps['to']>}
      search={Object.fromEntries(url.searchParams) as never}
      aria-label={`${label}: ${subject}`}
      className={buttonClass('secondary', 'sm')}
    >
      {label}
    </Link>
  );
}

// One mailbox: its usage, the limits form, the password, suspension, the
// webmail button and deletion (through a confirmation hold).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DocumentTitle } from '@/components/layout/page-title';
import { Badge } from '@/components/ui/badge';
import { Breadcrumbs, TrailLink } from '@/components/ui/page-header';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { formatDateTime, formatNumber } from '@/lib/format';
import { DeleteMailbox } from './delete-mailbox';
import { EmailTabs } from './email-tabs';
import { LimitsForm } from './limits-form';
import { PasswordForm } from './password-form';
import { emailQueries } from './queries';
import { QuotaBar } from './quota-bar';
import { SuspendToggle } from './suspend-toggle';
import { WebmailButton } from './webmail-button';
import { displayAddress } from '@/lib/display-domain';
import { glossary } from '@/lib/glossary';

export function MailboxPage({ address }: { address: string }) {
  const q = useQuery({ ...emailQueries.mailbox(address), enabled: Boolean(address) });
  const header = (
    <div className="space-y-3">
      <Breadcrumbs
        up={<TrailLink to="/email">Mailboxes</TrailLink>}
        here={address ? displayAddress(address) : 'Mailbox'}
      />
      {address && <DocumentTitle name={displayAddress(address)} />}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="break-all text-2xl font-semibold">{address ? displayAddress(address) : 'Mailbox'}</h1>
        {q.data?.isSuspended && (
          <Badge tone={glossary.mailbox.suspended.tone}>{glossary.mailbox.suspended.label}</Badge>
        )}
      </div>
      <EmailTabs />
    </div>
  );
  if (!address)
    return (
      <div className="space-y-4">
        {header}
        <ProblemState error={new Error('No mailbox address in the link. Pick a mailbox from the list.')} />
      </div>
    );
  if (q.isPending)
    return (
      <div className="space-y-4">
        {header}
        <PagePending label="Loading the mailbox…" />
      </div>
    );
  if (q.isError)
    return (
      <div className="space-y-4">
        {header}
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      </div>
    );
  const m = q.data;
  return (
    <div className="space-y-4">
      {header}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card aria-labelledby="usage-title">
          <h2 id="usage-title" className="mb-3 text-base font-semibold">
            Usage
          </h2>
          <QuotaBar usedMb={m.usedMb} quotaMb={m.quotaMb} />
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Messages</dt>
            <dd>{formatNumber(m.messageCount)}</dd>
            <dt className="text-muted">Sent today</dt>
            <dd>
              {formatNumber(m.sentToday)} of {m.sendLimit ? formatNumber(m.sendLimit) : 'unlimited'} · resets{' '}
              {formatDateTime(m.sendLimitResetsAt)}
            </dd>
            <dt className="text-muted">Last webmail login</dt>
            <dd>{m.lastLoginAt ? formatDateTime(m.lastLoginAt) : 'never'}</dd>
            <dt className="text-muted">Password changed</dt>
            <dd>{m.passwordChangedAt ? formatDateTime(m.passwordChangedAt) : 'unknown'}</dd>
            <dt className="text-muted">Created</dt>
            <dd>{formatDateTime(m.createdAt)}</dd>
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            <WebmailButton address={m.address} disabled={m.isSuspended} />
            <Link
              to="/email/webmail"
              search={{ mailbox: m.address }}
              className="self-center text-sm text-accent hover:underline"
            >
              Read mail here
            </Link>
            <Link
              to="/email/logs"
              search={{ tab: 'logs', mailbox: m.address }}
              className="self-center text-sm text-accent hover:underline"
            >
              Mail log
            </Link>
          </div>
        </Card>
        <Card>
          <CardTitle>Limits</CardTitle>
          <LimitsForm address={m.address} quotaMb={m.quotaMb} sendLimit={m.sendLimit} />
        </Card>
        <Card>
          <CardTitle>Password</CardTitle>
          <PasswordForm address={m.address} />
        </Card>
        <Card>
          <CardTitle>Suspension and deletion</CardTitle>
          <div className="space-y-6">
            <SuspendToggle address={m.address} suspended={m.isSuspended} suspendedAt={m.suspendedAt} />
            <DeleteMailbox address={m.address} usedMb={m.usedMb} messageCount={m.messageCount} />
          </div>
        </Card>
      </div>
    </div>
  );
}

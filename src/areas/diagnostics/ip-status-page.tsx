// "Why can't I connect?": whether one IP address is blocked on the hosting
// account's server, by which firewall, why and since when; and, behind a
// confirmation, unblocking it everywhere and allowing it with a note.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { diagnosticsOps, IpAddress } from '@contract/diagnostics';
import { HostingAccountPicker } from '@/components/hosting-account-picker';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { DiagnosticsNav } from './diagnostics-nav';
import { diagnosticsQueries, type IpStatus } from './queries';
import { WhitelistDialog, type WhitelistResult } from './whitelist-dialog';

// Validated by the contract's IpAddress; its own message ("Enter an IPv4 or IPv6 address") is shown,
// not the message of whichever half of its union came closer.
const schema = z.object({
  ip: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const parsed = IpAddress.safeParse(value);
      if (!parsed.success)
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Not an IP address' });
    }),
});

const firewallNames: Record<IpStatus['blocks'][number]['firewall'], string> = {
  csf: 'CSF (ConfigServer Firewall)',
  lfd: 'LFD (login failure daemon)',
  fail2ban: 'Fail2ban',
  modsecurity: 'ModSecurity (web application firewall)',
  imunify: 'Imunify360',
};

export function IpStatusPage({
  searchInput,
  ip,
  onChange,
}: {
  searchInput?: string;
  ip?: string;
  onChange: (next: { input?: string; ip?: string }) => void;
}) {
  const { input, account, accounts } = useHostingAccountChoice(searchInput);
  return (
    <div className="space-y-4">
      <PageTitle title="Blocked IP address">
        Find out whether your server&apos;s firewall blocks an address, why, and let it through again.
      </PageTitle>
      <DiagnosticsNav />
      {accounts.isPending ? (
        <PagePending label="Loading your hosting accounts…" />
      ) : accounts.isError ? (
        <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : !input ? (
        <EmptyState title="No hosting account">
          Firewalls guard the servers of web hosting accounts; this account has none.
        </EmptyState>
      ) : (
        <>
          <HostingAccountPicker
            accounts={accounts.data}
            value={account?.domain ?? input}
            onChange={(next) => onChange({ input: next, ip })}
          />
          <IpForm ip={ip} onIp={(next) => onChange({ input, ip: next })} />
          {ip && <IpResult key={`${input} ${ip}`} input={input} ip={ip} />}
        </>
      )}
    </div>
  );
}

function IpForm({ ip, onIp }: { ip?: string; onIp: (ip: string) => void }) {
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema), values: { ip: ip ?? '' } });
  const submit = handleSubmit((v) => onIp(v.ip));
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-wrap items-end gap-3"
      aria-label="Address to check"
    >
      <div className="w-full max-w-xs">
        <Field
          label="IP address"
          schema={diagnosticsOps.getIpBlockStatus.query.shape.ip}
          error={formState.errors.ip}
          hint="Yours is shown by any “what is my IP” site."
        >
          {(p) => <Input {...p} inputMode="text" autoComplete="off" spellCheck={false} {...register('ip')} />}
        </Field>
      </div>
      <Button type="submit" variant="primary">
        Check address
      </Button>
    </form>
  );
}

function IpResult({ input, ip }: { input: string; ip: string }) {
  const status = useQuery(diagnosticsQueries.ipStatus(input, ip));
  const [result, setResult] = useState<WhitelistResult | null>(null);
  const [dialog, setDialog] = useState(false);
  if (status.isPending) return <PagePending label="Asking the firewalls…" />;
  if (status.isError) return <ProblemState error={status.error} onRetry={() => void status.refetch()} />;
  const s = status.data;
  return (
    <Card aria-labelledby="ip-status-title">
      <h2 id="ip-status-title" className="text-lg font-semibold">
        {s.ip} on {s.node}
      </h2>
      <p className="text-sm text-muted">
        Checked <time dateTime={s.checkedAt}>{formatDateTime(s.checkedAt)}</time>
      </p>
      {result && (
        <div className="mt-3">
          <Notice
            tone="success"
            role="status"
            title={result.unblocked ? `${result.ip} is unblocked` : `${result.ip} was not blocked`}
          >
            {result.removedFrom.length > 0 && (
              <p>Removed from: {result.removedFrom.map((f) => firewallNames[f]).join(', ')}.</p>
            )}
            <p>
              {result.allowlisted
                ? `It is on the allow list of ${result.node}, so the firewalls will not block it again.`
                : 'It is not on the allow list: the firewalls may block it again.'}
            </p>
          </Notice>
        </div>
      )}
      {s.blocked ? (
        <div className="mt-3 space-y-3">
          <p className="font-medium text-danger">
            Blocked by {s.blocks.length === 1 ? 'one firewall' : `${s.blocks.length} firewalls`}
          </p>
          <ul className="space-y-2" aria-label="Blocks">
            {s.blocks.map((b, i) => (
              <li key={`${b.firewall}-${i}`} className="rounded-md border border-line p-3 text-sm">
                <p className="font-semibold">{firewallNames[b.firewall]}</p>
                <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
                  <dt className="text-muted">Why</dt>
                  <dd>{b.reason}</dd>
                  {b.service && (
                    <>
                      <dt className="text-muted">Service</dt>
                      <dd>{b.service}</dd>
                    </>
                  )}
                  <dt className="text-muted">Since</dt>
                  <dd>
                    <time dateTime={b.since}>{formatDateTime(b.since)}</time>
                  </dd>
                  <dt className="text-muted">Until</dt>
                  <dd>{b.permanent ? 'Permanent' : b.expiresAt ? formatDateTime(b.expiresAt) : 'Until removed'}</dd>
                  {b.logLine && (
                    <>
                      <dt className="text-muted">Log line</dt>
                      <dd>
                        <code className="block text-xs break-all whitespace-pre-wrap">{b.logLine}</code>
                      </dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
          <Button variant="danger" onClick={() => setDialog(true)}>
            Unblock…
          </Button>
        </div>
      ) : (
        <p className="mt-3 font-medium text-success">
          Not blocked: no firewall on {s.node} blocks {s.ip}.
        </p>
      )}
      <WhitelistDialog
        open={dialog}
        input={input}
        ip={s.ip}
        node={s.node}
        onClose={() => setDialog(false)}
        onDone={(r) => {
          setDialog(false);
          setResult(r);
        }}
      />
    </Card>
  );
}

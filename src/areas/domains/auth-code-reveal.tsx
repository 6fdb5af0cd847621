// The transfer-out auth code, behind a button: every reveal is an audited read
// (it is in the audit log with who and when), so it is fetched only when asked
// for, never prefetched, and forgotten when this leaves the screen.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegistrarDomainDetail } from '@contract/domains';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { formatDateTime } from '@/lib/format';
import { domainsQueries } from './queries';
import { RegistryProblem } from './registry-problem';

type Detail = z.infer<typeof RegistrarDomainDetail>;

export function AuthCodeReveal({ detail }: { detail: Detail }) {
  const [shown, setShown] = useState(false);
  const q = useQuery({ ...domainsQueries.authCode(detail.domain), enabled: shown });
  const locked = detail.transferLock === true;

  return (
    <div className="space-y-2 text-sm">
      <p className="text-muted">
        The auth code (EPP code) lets another registrar take the domain over. Revealing it is recorded in the
        account&apos;s audit log, with who revealed it and when.
      </p>
      {!detail.authCodeAvailable ? (
        <p>
          {locked
            ? 'The registry gives out the code only while the transfer lock is off.'
            : 'The registry gives out the code only for an active domain registered with us.'}
        </p>
      ) : !shown ? (
        <Button onClick={() => setShown(true)}>Reveal auth code</Button>
      ) : (
        <div aria-live="polite" className="space-y-2">
          {q.isPending ? (
            <p role="status">Asking the registry for the code…</p>
          ) : q.isError ? (
            <RegistryProblem domain={detail.domain} error={q.error} onRetry={() => void q.refetch()} />
          ) : (
            <>
              <p className="flex flex-wrap items-center gap-2">
                <span>Auth code:</span>
                <code className="rounded bg-surface-2 px-2 py-1 font-mono text-base" data-testid="auth-code">
                  {q.data.authCode}
                </code>
                <CopyButton value={q.data.authCode} what="the auth code" />
              </p>
              {q.data.expiresAt && <p className="text-muted">Valid until {formatDateTime(q.data.expiresAt)}.</p>}
              <Button size="sm" variant="ghost" onClick={() => setShown(false)}>
                Hide the code
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

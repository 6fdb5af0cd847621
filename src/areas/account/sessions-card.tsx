// The Security page's sessions: every browser signed in to this login (browser and system, address and
// place, when it signed in and was last seen), this one marked; sign one out, or every other after a
// confirmation.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LoginSession } from '@contract/account-sessions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notices';
import { countOf } from '@/lib/glossary';
import { useRevokeOtherSessions, useRevokeSession } from './mutations';
import { OwnerOnlyNotice, useActsAsGuest } from './owner-only';
import { accountQueries } from './queries';

const what = (s: LoginSession) =>
  `${s.browser ?? 'Unknown browser'} on ${s.os ?? 'an unknown system'}${s.device ? ` (${s.device})` : ''}`;

export function SessionsCard() {
  const sessions = useQuery(accountQueries.sessions());
  const guest = useActsAsGuest();
  const others = sessions.data?.data.filter((s) => !s.current) ?? [];
  const [confirming, setConfirming] = useState(false);
  const signOutOthers = useRevokeOtherSessions();

  const endOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setConfirming(false);
        notify('success', 'Signed out everywhere else', `${countOf(ended, 'session', 'sessions')} ended.`);
      },
    });

  return (
    <Card aria-labelledby="sessions-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sessions-title" className="text-base font-semibold">
          Where you are signed in
        </h2>
        {!guest && others.length > 0 && (
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
            Sign out everywhere else
          </Button>
        )}
      </div>
      {sessions.isPending ? (
        <Skeleton lines={2} />
      ) : sessions.isError ? (
        <ProblemState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          {guest && <OwnerOnlyNotice>Switch to your own account to sign sessions of your login out.</OwnerOnlyNotice>}
          <ul aria-label="Sessions" className="divide-y divide-line">
            {sessions.data.data.map((s) => (
              <SessionItem key={s.id} session={s} canSignOut={!guest} />
            ))}
          </ul>
          {others.length === 0 && <p className="text-sm text-muted">You are not signed in anywhere else.</p>}
          {sessions.data.total > sessions.data.data.length && (
            <p className="text-xs text-muted">
              The newest {sessions.data.data.length} of {sessions.data.total} are shown.
            </p>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere else?"
        confirmLabel={`Sign out ${countOf(others.length, 'other session', 'other sessions')}`}
        busy={signOutOthers.isPending}
        error={signOutOthers.error}
        onConfirm={endOthers}
        onClose={() => setConfirming(false)}
      >
        <p>
          Every other browser signed in to your login is signed out at once and must log in again. This browser stays
          signed in. API tokens keep working; revoke them on the API tokens page.
        </p>
      </ConfirmDialog>
    </Card>
  );
}

function SessionItem({ session: s, canSignOut }: { session: LoginSession; canSignOut: boolean }) {
  const revoke = useRevokeSession();
  const label = what(s);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">
          {label} {s.current && <Badge tone="info">This session</Badge>}
        </p>
        <p className="text-muted">
          {[s.ip, s.place].filter(Boolean).join(' · ') || 'Address unknown'} · acting on {s.account.name}
        </p>
        <p className="text-muted">
          Signed in {formatDateTime(s.createdAt)}
          {s.lastSeenAt && ` · last seen ${formatDateTime(s.lastSeenAt)}`}
        </p>
        {revoke.error != null && <ProblemState error={revoke.error} />}
      </div>
      {canSignOut && !s.current && (
        <Button
          size="sm"
          loading={revoke.isPending}
          aria-label={`Sign out ${label}, signed in ${formatDateTime(s.createdAt)}`}
          onClick={() =>
            revoke.mutate(s.id, { onSuccess: () => notify('success', 'Signed out', `${label} is signed out.`) })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

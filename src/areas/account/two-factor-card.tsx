// Two-factor for the logged-in person: its state, enrolment (enable -> scan ->
// confirm with a live code) and turning it off.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { notify } from '@/lib/notices';
import { formatDateTime } from '@/lib/format';
import { useEnableTwoFactor } from './mutations';
import { OwnerOnlyNotice, useActsAsGuest } from './owner-only';
import { accountQueries } from './queries';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorEnrol, type Enrolment } from './two-factor-enrol';
import { RecoveryCodesShown } from './recovery-codes-shown';

export function TwoFactorCard() {
  const { data: state } = useSuspenseQuery(accountQueries.twoFactor());
  const enable = useEnableTwoFactor();
  // Switched into another's account, its two-factor is not a guest's to change (the server says 403 owner_only).
  const guest = useActsAsGuest();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  // The recovery codes that came with turning it on: shown once, until the person says they are saved.
  const [codes, setCodes] = useState<string[] | null>(null);

  const start = () => enable.mutate(undefined, { onSuccess: setEnrolment });
  const enrolled = (recoveryCodes: string[]) => {
    setEnrolment(null);
    setCodes(recoveryCodes);
    notify(
      'success',
      'Two-factor is on',
      'You will be asked for a code when you log in and when you approve requests. Save your recovery codes now.',
    );
  };
  const done = () => setCodes(null);

  return (
    <Card aria-labelledby="two-factor-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="two-factor-title" className="text-base font-semibold">
          Two-factor authentication
        </h2>
        <Badge tone={state.enabled ? 'success' : 'warning'}>{state.enabled ? 'On' : 'Off'}</Badge>
      </div>
      <p className="text-sm text-muted">
        A code from an authenticator app, asked for at login and whenever you approve a held request (payments,
        deletions, ownership changes).
      </p>
      {guest ? (
        <OwnerOnlyNotice>Switch to your own account to change the two-factor of your login.</OwnerOnlyNotice>
      ) : state.enabled ? (
        <>
          {codes && <RecoveryCodesShown codes={codes} onDone={done} />}
          <ul className="space-y-1 text-sm" aria-label="Two-factor methods">
            {state.methods.map((m) => (
              <li key={m.id}>
                {m.maskedValue} <span className="text-muted">· added {formatDateTime(m.createdAt)}</span>
              </li>
            ))}
          </ul>
          <TwoFactorDisable />
        </>
      ) : enrolment ? (
        <TwoFactorEnrol enrolment={enrolment} onDone={enrolled} onCancel={() => setEnrolment(null)} />
      ) : (
        <div className="space-y-3">
          {enable.error && <ProblemState error={enable.error} />}
          <Button variant="primary" onClick={start} loading={enable.isPending}>
            Enable two-factor
          </Button>
        </div>
      )}
    </Card>
  );
}

// /confirm/$pendingActionId: what will happen, who asked, how long is left,
// and Approve / Reject — or, once decided, the outcome.
import { useCallback, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { ActionSummary } from './action-summary';
import { DecisionForm } from './decision-form';
import { DecisionStatus, NotYours } from './decision-status';
import { ExpiryCountdown } from './expiry-countdown';
import { confirmationQueries } from './queries';

export function ConfirmationPage({ id }: { id: string }) {
  const { data: action, refetch } = useSuspenseQuery(confirmationQueries.detail(id));
  const session = useSession();
  const [forbidden, setForbidden] = useState(false);
  // The server may mark expiry lazily; the clock is the truth for "can I still decide".
  const [clockExpired, setClockExpired] = useState(() => Date.parse(action.expiresAt) <= Date.now());
  const onExpire = useCallback(() => {
    setClockExpired(true);
    void refetch();
  }, [refetch]);

  const open = action.status === 'confirmation_required' && !clockExpired;

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold">Confirm a request</h1>
      {forbidden ? (
        <NotYours />
      ) : (
        <>
          <div aria-live="polite">
            <DecisionStatus action={action} expired={clockExpired} />
          </div>
          <ActionSummary action={action} />
          {open && (
            <Card aria-label="Your decision" className="space-y-4">
              <ExpiryCountdown expiresAt={action.expiresAt} onExpire={onExpire} />
              <DecisionForm
                action={action}
                twoFactorEnabled={session.user.twoFactorEnabled}
                onForbidden={() => setForbidden(true)}
              />
            </Card>
          )}
        </>
      )}
    </div>
  );
}

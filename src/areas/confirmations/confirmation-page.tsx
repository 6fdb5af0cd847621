// /confirm/$pendingActionId: what will happen, who asked, how long is left,
// and Approve / Reject — or, once decided, the outcome.
import { useCallback, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ownerApprovedHolds } from '@contract/account-guests';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { accessibleAccountsQuery } from '@/lib/accessible-accounts';
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
  // A hold that changes who owns the account is its owner's to approve, never a guest's (docs/decisions/023).
  const accounts = useQuery(accessibleAccountsQuery).data?.data;
  const role =
    action.account.id === session.account.id
      ? session.account.role
      : accounts?.find((a) => a.id === action.account.id)?.role;
  const [refusedAsGuest, setRefusedAsGuest] = useState(false);
  const ownerMustApprove = refusedAsGuest || (role === 'guest' && ownerApprovedHolds.includes(action.operation));

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
              {ownerMustApprove && (
                <Notice title="The account owner must approve this">
                  It changes who owns {action.account.name}, and you act in that account as a guest. Ask its owner to
                  approve it; you may still reject it.
                </Notice>
              )}
              <DecisionForm
                action={action}
                twoFactorEnabled={session.user.twoFactorEnabled}
                canApprove={!ownerMustApprove}
                onForbidden={() => setForbidden(true)}
                onOwnerOnly={() => setRefusedAsGuest(true)}
              />
            </Card>
          )}
        </>
      )}
    </div>
  );
}

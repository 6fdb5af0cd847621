// Landing page of a webmail link: redeem it once, then open the mailbox in
// the webmail view. A used or expired link says so and how to get a new one.
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Spinner } from '@/components/ui/spinner';
import { useEmailWrite } from './mutations';

export function WebmailRedeem({ token }: { token: string }) {
  const redeem = useEmailWrite('redeemWebmailLink');
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // A link works once: never send it twice (React may run effects twice in development).
    if (started.current) return;
    started.current = true;
    redeem.mutate(
      { token },
      { onSuccess: (r) => void navigate({ to: '/email/webmail', search: { mailbox: r.address }, replace: true }) },
    );
  }, [token, redeem, navigate]);

  return (
    <Card className="mx-auto max-w-lg space-y-4">
      <h1 className="text-xl font-semibold">Webmail</h1>
      {redeem.isError ? (
        <>
          <ProblemState error={redeem.error} />
          <p className="text-sm">
            Open the mailbox from{' '}
            <Link to="/email" className="text-accent underline">
              the mailbox list
            </Link>{' '}
            and choose “Open webmail” for a new link.
          </p>
        </>
      ) : (
        <Spinner label="Logging in to webmail…" />
      )}
    </Card>
  );
}

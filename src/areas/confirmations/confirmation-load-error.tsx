// When the pending action cannot be read: not this account's (403), unknown
// (404), or anything else with the usual problem view.
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { isProblem } from '@/lib/api-problem';
import { NotYours } from './decision-status';

export function ConfirmationLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const boundary = useQueryErrorResetBoundary();
  useEffect(() => boundary.reset(), [boundary]);

  let body;
  if (isProblem(error) && error.status === 403) body = <NotYours />;
  else if (isProblem(error) && error.status === 404) {
    body = (
      <Card>
        <CardTitle>No such request</CardTitle>
        <p className="text-sm text-muted">There is no pending action with this id. Check that the link is complete.</p>
      </Card>
    );
  } else body = <ProblemState error={error} onRetry={() => router.invalidate()} />;

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold">Confirm a request</h1>
      {body}
    </div>
  );
}

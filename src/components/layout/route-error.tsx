// The default error view for a route: the problem, and a retry that re-runs
// the route's loader (after resetting the failed queries).
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ProblemState } from '@/components/ui/problem-state';

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const boundary = useQueryErrorResetBoundary();
  useEffect(() => boundary.reset(), [boundary]);
  return (
    <div className="p-2">
      <ProblemState error={error} onRetry={() => router.invalidate()} />
    </div>
  );
}

// A failed quote or order. A registry that does not answer (503
// registry_unavailable) is said in the customer's terms: which registry, and
// that nothing was ordered, with a retry; anything else is the shared problem
// view. (registry-problem.tsx says the same for the portfolio's changes.)
import { Button } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ProblemState } from '@/components/ui/problem-state';
import { isProblem } from '@/lib/api-problem';

const tldOf = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1);

export const registryDownForOrder = (domain: string) =>
  `The .${tldOf(domain)} registry is not answering; nothing was ordered.`;

export function OrderProblem({ error, domain, onRetry }: { error: unknown; domain: string; onRetry: () => void }) {
  if (!isProblem(error, 'registry_unavailable')) return <ProblemState error={error} onRetry={onRetry} />;
  return (
    <ProblemAlert
      title={registryDownForOrder(domain)}
      problem="Registries are sometimes briefly unreachable; asking again in a moment usually works."
      action={
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

// The lifecycle as an ordered list of phases in plain words, the current one
// marked (aria-current and a "Now" badge, so colour is not the only cue).
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { lifecycleSteps } from './lifecycle-words';
import { domainsQueries } from './queries';
import { RegistryProblem } from './registry-problem';

export function LifecycleTimeline({ domain }: { domain: string }) {
  const q = useQuery(domainsQueries.lifecycle(domain));
  return (
    <Card aria-labelledby="lifecycle-title">
      <CardTitle>
        <span id="lifecycle-title">What happens when</span>
      </CardTitle>
      {q.isPending ? (
        <>
          <span role="status" className="sr-only">
            Loading the lifecycle…
          </span>
          <Skeleton lines={4} />
        </>
      ) : q.isError ? (
        <RegistryProblem domain={domain} error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <ol aria-label="Lifecycle" className="space-y-2">
          {lifecycleSteps(q.data).map((s) => (
            <li
              key={s.phase}
              aria-current={s.when === 'now' ? 'step' : undefined}
              className={cn(
                'rounded-md border-l-4 px-3 py-2 text-sm',
                s.when === 'now' ? 'border-accent bg-accent/10' : 'border-line',
                s.when === 'past' && 'text-muted',
              )}
            >
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {s.title}
                {s.when === 'now' && <Badge tone="info">Now</Badge>}
              </p>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

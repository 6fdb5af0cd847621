// A failed domain read or write. A registry that does not answer (503
// registry_unavailable) gets its own words: it is the registry, not us or the
// customer, and nothing was changed, so trying again later is the fix. Any
// other problem is the shared problem state. Never a blank panel.
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ProblemState } from '@/components/ui/problem-state';
import { isProblem } from '@/lib/api-problem';

const tldOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/** The one sentence for a registry that is down, e.g. for a form's top-level error. */
export const registryDownMessage = (domain: string) =>
  `The .${tldOf(domain)} registry is not answering; nothing was changed.`;

interface Props {
  domain: string;
  error: unknown;
  onRetry?: () => void;
}

export function RegistryProblem({ domain, error, onRetry }: Props) {
  if (!isProblem(error, 'registry_unavailable')) return <ProblemState error={error} onRetry={onRetry} />;
  return (
    <Notice
      tone="warning"
      role="alert"
      title={registryDownMessage(domain)}
      action={
        onRetry && (
          <Button size="sm" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      Registries are sometimes down for a few minutes of maintenance. Try again shortly; the domain keeps working as
      before meanwhile.
    </Notice>
  );
}

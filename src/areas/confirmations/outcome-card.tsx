// The frame every outcome shares: what happened in a sentence, the facts that
// matter (what it cost, until when), and the next steps as links, the first one
// the main action. Times and money are formatted by the outcome that fills it.
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface NextStep {
  label: string;
  /** A dashboard path, possibly with a search (`/backups?input=nordlight.se`). */
  path: string;
}

interface OutcomeCardProps {
  title: string;
  children: ReactNode;
  facts?: Array<[string, ReactNode] | null | false>;
  steps: Array<NextStep | null>;
}

export function OutcomeCard({ title, children, facts = [], steps }: OutcomeCardProps) {
  const shown = facts.filter((f): f is [string, ReactNode] => Boolean(f));
  const links = steps.filter((s): s is NextStep => s !== null);
  return (
    <Card aria-labelledby="outcome" className="space-y-4">
      <h2 id="outcome" className="text-base font-semibold">
        {title}
      </h2>
      <div className="space-y-2 text-sm">{children}</div>
      {shown.length > 0 && (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
          {shown.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {links.length > 0 && (
        <nav aria-label="Next steps" className="flex flex-wrap gap-3">
          {links.map((s, i) => (
            <StepLink key={s.path + s.label} step={s} primary={i === 0} />
          ))}
        </nav>
      )}
    </Card>
  );
}

function StepLink({ step, primary }: { step: NextStep; primary: boolean }) {
  const url = new URL(step.path, 'https://dashboard.invalid');
  return (
    <Link
      to={url.pathname as NonNullable<LinkProps['to']>}
      search={Object.fromEntries(url.searchParams) as never}
      className={buttonClass(primary ? 'primary' : 'secondary')}
    >
      {step.label}
    </Link>
  );
}

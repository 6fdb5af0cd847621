// One deliverability check: pass/warn/fail/missing as a badge and in words,
// the record found in the zone, why, and the record to publish with a copy button.
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { glossary } from '@/lib/glossary';

export type CheckStatus = 'pass' | 'warn' | 'fail' | 'missing';
interface Suggested {
  name: string;
  type: string;
  priority: number | null;
  value: string;
}
export interface Check {
  status: CheckStatus;
  record: string | null;
  detail: string;
  suggested: Suggested[];
}

export function CheckCard({
  title,
  check,
  domain,
  children,
}: {
  title: string;
  check: Check;
  domain: string;
  children?: ReactNode;
}) {
  const id = `check-${title.toLowerCase()}`;
  return (
    <Card aria-labelledby={id} data-status={check.status} data-testid={id}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        <Badge tone={glossary.mailCheck[check.status].tone}>{glossary.mailCheck[check.status].label}</Badge>
      </div>
      <p className="text-sm">{check.detail}</p>
      {check.record && (
        <p className="mt-2 text-xs text-muted">
          In the zone: <code className="break-all font-mono text-fg">{check.record}</code>
        </p>
      )}
      {check.suggested.length > 0 && (
        <div className="mt-3 space-y-2">
          <h3 className="text-sm font-semibold">Publish this instead</h3>
          {check.suggested.map((r) => {
            const line = `${r.name === '@' ? domain : `${r.name}.${domain}`}. ${r.type}${r.priority !== null ? ` ${r.priority}` : ''} ${r.value}`;
            return (
              <div key={line} className="flex flex-wrap items-center gap-2 rounded-md bg-surface-2 p-2">
                <code className="min-w-0 flex-1 break-all font-mono text-xs">{line}</code>
                <CopyButton value={r.value} label="Copy value" />
              </div>
            );
          })}
        </div>
      )}
      {children}
    </Card>
  );
}

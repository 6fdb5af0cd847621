// A transferability precheck as a checklist: each check passed, failed (with
// what to do about it) or could not be checked (the registry did not answer;
// never counted as a failure), in words as well as marks.
import type { z } from 'zod';
import type { TransferPrecheck } from '@contract/domains-transfers';
import { cn } from '@/lib/cn';

type Check = z.infer<typeof TransferPrecheck>['checks'][number];

const checkLabel: Record<Check['check'], string> = {
  registered: 'Registered',
  tld_supported: 'Extension we can register',
  not_locked: 'Not transfer-locked',
  age_over_60_days: 'Older than 60 days',
  auth_code: 'Auth code',
  not_in_redemption: 'Not in redemption',
  dnssec: 'DNSSEC',
  nameservers: 'Nameservers',
};

const outcome = (p: boolean | null) =>
  p === true
    ? { word: 'Passed', mark: '✓', cls: 'text-success' }
    : p === false
      ? { word: 'Failed', mark: '✕', cls: 'text-danger' }
      : { word: 'Could not check', mark: '?', cls: 'text-muted' };

export function PrecheckList({ checks }: { checks: Check[] }) {
  return (
    <ul aria-label="Transfer checks" className="divide-y divide-line rounded-md border border-line">
      {checks.map((c) => {
        const o = outcome(c.passed);
        return (
          <li key={c.check} className="flex gap-3 px-3 py-2 text-sm">
            <span aria-hidden="true" className={cn('w-4 shrink-0 text-center font-bold', o.cls)}>
              {o.mark}
            </span>
            <div className="min-w-0 flex-1 space-y-0.5">
              <p>
                <span className="font-medium">{checkLabel[c.check]}</span>:{' '}
                <span className={cn('font-medium', o.cls)}>{o.word}</span>
              </p>
              <p className="text-muted">{c.detail}</p>
              {c.passed === false && c.fix && (
                <p>
                  <span className="font-medium">Fix:</span> {c.fix}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

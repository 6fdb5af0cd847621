// The server's warnings about a domain name a form just added (a label that
// mixes scripts can pass for another name), shown until the form is edited again.
import type { DomainWarning } from '@contract/domain-name-fields';
import { Notice } from '@/components/ui/notice';
import { displayDomain } from '@/lib/display-domain';

interface AddedWarningsProps {
  /** The form's last answer, if any. */
  added: { domain: string; warnings: DomainWarning[] } | undefined;
  /** The form was edited since: the answer is no longer about what it shows. */
  stale: boolean;
}

export function AddedWarnings({ added, stale }: AddedWarningsProps) {
  if (!added || added.warnings.length === 0 || stale) return null;
  return (
    <Notice tone="warning" role="status" title={`${displayDomain(added.domain)} can pass for another name`}>
      <ul className="space-y-1">
        {added.warnings.map((w) => (
          <li key={w.message}>{w.message}</li>
        ))}
      </ul>
    </Notice>
  );
}

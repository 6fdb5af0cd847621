// The registry's EPP statuses of a domain, each in plain words with its code
// beside it (support and other registrars speak in codes). The code is named as
// one ("EPP code ok"), so the words and the code never run into one sentence
// ("No restrictions ok").
import { explainStatus } from './domain-format';

export function RegistryStatuses({ statuses }: { statuses: string[] }) {
  if (statuses.length === 0)
    return <p className="text-sm text-muted">The registry reports no statuses (or did not answer just now).</p>;
  return (
    <ul aria-label="Registry statuses" className="space-y-1 text-sm">
      {statuses.map((s) => (
        <li key={s}>
          {explainStatus(s)}{' '}
          <span className="text-xs text-muted">
            (EPP code <code>{s}</code>)
          </span>
        </li>
      ))}
    </ul>
  );
}

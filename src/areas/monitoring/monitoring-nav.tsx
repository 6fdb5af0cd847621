// The monitoring screens link to each other: monitors, logs, statistics and
// the incident timeline are four views of the same sites.
import { Link } from '@tanstack/react-router';

const linkClass = 'rounded-md px-3 py-1.5 text-sm hover:bg-surface-2 [&.active]:bg-accent [&.active]:text-accent-fg';

export function MonitoringNav({ input }: { input?: string }) {
  const search = input ? { input } : {};
  return (
    <nav aria-label="Monitoring screens" className="flex flex-wrap gap-1">
      <Link to="/monitoring" activeOptions={{ exact: true }} className={linkClass}>
        Monitors
      </Link>
      <Link to="/monitoring/logs" search={search} className={linkClass}>
        Logs
      </Link>
      <Link to="/monitoring/statistics" search={search} className={linkClass}>
        Statistics
      </Link>
      <Link to="/monitoring/incidents" search={search} className={linkClass}>
        Incidents
      </Link>
    </nav>
  );
}

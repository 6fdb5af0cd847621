// The diagnostics screens, one link each, under every diagnostics page title.
import { Link } from '@tanstack/react-router';

const linkClass =
  'rounded-md px-3 py-1.5 text-sm hover:bg-surface-2 aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg';

export function DiagnosticsNav() {
  return (
    <nav aria-label="Diagnostics">
      <ul className="flex flex-wrap gap-1">
        <li>
          <Link to="/diagnostics" activeOptions={{ exact: true, includeSearch: false }} className={linkClass}>
            What is wrong?
          </Link>
        </li>
        <li>
          <Link to="/diagnostics/overview" className={linkClass}>
            Account health
          </Link>
        </li>
        <li>
          <Link
            to="/diagnostics/health"
            search={{ kind: 'website' }}
            activeOptions={{ includeSearch: false }}
            className={linkClass}
          >
            Website, email and DNS
          </Link>
        </li>
        <li>
          <Link
            to="/diagnostics/disk-usage"
            search={{ path: '/', depth: 2, limit: 25 }}
            activeOptions={{ includeSearch: false }}
            className={linkClass}
          >
            Disk usage
          </Link>
        </li>
        <li>
          <Link to="/diagnostics/ip" activeOptions={{ includeSearch: false }} className={linkClass}>
            Blocked IP
          </Link>
        </li>
      </ul>
    </nav>
  );
}

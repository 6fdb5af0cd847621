// The email area's own navigation between its screens (one nav entry in the
// sidebar leads here). The domain in the URL is carried along.
import { Link } from '@tanstack/react-router';

const tabs = [
  { to: '/email', label: 'Mailboxes', exact: true },
  { to: '/email/webmail', label: 'Webmail', exact: false },
  { to: '/email/rules', label: 'Forwarding & rules', exact: false },
  { to: '/email/deliverability', label: 'Deliverability', exact: false },
  { to: '/email/logs', label: 'Logs & queue', exact: false },
] as const;

export function EmailTabs() {
  return (
    <nav aria-label="Email" className="-mx-1 flex gap-1 overflow-x-auto border-b border-line pb-px text-sm">
      {tabs.map((t) => (
        <Link
          key={t.to}
          to={t.to}
          activeOptions={{ exact: t.exact, includeSearch: false }}
          className="whitespace-nowrap rounded-t-md px-3 py-2 text-muted hover:bg-surface-2 hover:text-fg"
          activeProps={{ className: 'border-b-2 border-accent font-semibold !text-accent', 'aria-current': 'page' }}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

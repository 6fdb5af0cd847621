// The sidebar navigation: groups of links, the current page marked with
// aria-current (TanStack's Link sets it on the active link).
import { Link } from '@tanstack/react-router';
import { groupNavItems, type NavItem } from './nav-items';

export function Nav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="space-y-5 text-sm">
      {groupNavItems(items).map(([group, links]) => (
        <div key={group}>
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">{group}</h2>
          <ul className="space-y-0.5">
            {links.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  activeOptions={{ exact: item.exact ?? false }}
                  className="block rounded-md px-3 py-2 text-fg hover:bg-surface-2"
                  activeProps={{ className: 'bg-accent/10 font-semibold !text-accent' }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

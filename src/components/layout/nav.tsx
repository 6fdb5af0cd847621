// The sidebar navigation: groups of links, and exactly one of them marked with
// aria-current: the entry that holds the current page (currentNavItem).
import { Link, useRouterState } from '@tanstack/react-router';
import { cn } from '@/lib/cn';
import { currentNavItem, groupNavItems, type NavItem } from './nav-items';

export function Nav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = currentNavItem(items, pathname);
  return (
    <nav aria-label="Main" className="space-y-5 text-sm">
      {groupNavItems(items).map(([group, links]) => (
        <div key={group}>
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">{group}</h2>
          <ul className="space-y-0.5">
            {links.map((item) => (
              <li key={item.to}>
                {/* TanStack's Link marks a link active on its own and cannot be told not to; with `exact` it
                    does so only on the entry's own address, where that entry is the current one anyway, so it
                    never marks a second link (its fuzzy match marked Domains on /domains/transfers too). */}
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  activeOptions={{ exact: true, includeSearch: false }}
                  aria-current={item === current ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-3 py-2 hover:bg-surface-2',
                    item === current ? 'bg-accent/10 font-semibold text-accent' : 'text-fg',
                  )}
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

// The top bar, one row at every width: menu (below `lg`), brand, the palette button, the live request
// budget, the acting account (switcher), the notification bell (given by the app route: the shell
// knows no area), theme and logout (behind "More" below `lg`).
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLogout, useSession } from '@/lib/session';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { AccountSwitcher } from './account-switcher';
import { BudgetMeter } from './budget-meter';
import { HeaderMenu } from './header-menu';
import { ThemeToggle } from './theme-toggle';

interface HeaderProps {
  onOpenPalette: () => void;
  onToggleNav: () => void;
  navOpen: boolean;
  navId: string;
  /** The notification bell. */
  bell?: ReactNode;
}

export function Header({ onOpenPalette, onToggleNav, navOpen, navId, bell }: HeaderProps) {
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onLogout = async () => {
    // A failed logout still leaves this page: the cookie may already be gone.
    await logout.mutateAsync().catch(() => undefined);
    await navigate({ to: '/login' });
    queryClient.clear(); // only after leaving, so no mounted screen refetches
  };

  return (
    <header className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <div className="flex min-h-14 items-center gap-x-1 px-3 py-2 sm:gap-x-2 sm:px-4">
        <Button
          variant="ghost"
          size="sm"
          className="lg:hidden"
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={onToggleNav}
        >
          <span aria-hidden="true">☰</span>
          <span className="sr-only">Menu</span>
        </Button>
        <Link to="/" className="flex shrink-0 items-center gap-2 font-semibold">
          <BrandMark className="size-6" />
          <span className="max-sm:sr-only">Control panel</span>
        </Link>
        <Button
          variant="secondary"
          size="sm"
          className="ml-2 max-lg:hidden lg:w-56 lg:justify-between"
          onClick={onOpenPalette}
        >
          {/* Muted like a search field's placeholder; the button's own colour is the secondary one. */}
          <span className="text-muted">Go to…</span>
          <kbd className="font-mono text-xs text-muted" aria-label="Control K">
            Ctrl K
          </kbd>
        </Button>
        <Button variant="ghost" size="sm" className="lg:hidden" aria-label="Go to… (Control K)" onClick={onOpenPalette}>
          <span aria-hidden="true">⌕</span>
        </Button>
        {/* Below `lg` everything stays on this one row (as the server's first frame draws it): the budget
            and the account name go compact, and the rest moves behind "More". */}
        <div className="ml-auto shrink-0">
          <BudgetMeter />
        </div>
        <div className="flex min-w-0 items-center gap-x-1 sm:gap-x-2">
          <AccountSwitcher />
          {bell}
        </div>
        <div className="flex items-center gap-x-2 max-lg:hidden">
          <ThemeToggle />
          <span className="max-w-40 truncate text-sm text-muted max-xl:hidden">{session.user.name}</span>
          <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={onLogout} loading={logout.isPending}>
            Log out
          </Button>
        </div>
        <HeaderMenu
          userName={session.user.name}
          theme={<ThemeToggle />}
          onLogout={onLogout}
          loggingOut={logout.isPending}
        />
      </div>
    </header>
  );
}

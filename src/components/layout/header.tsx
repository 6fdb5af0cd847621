// The top bar: menu (phone), brand, the palette button, the live request
// budget, the acting account (switcher), the notification bell (given by the
// app route: the shell knows no area), theme and logout.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLogout, useSession } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { AccountSwitcher } from './account-switcher';
import { BudgetMeter } from './budget-meter';
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
      <div className="flex min-h-14 flex-wrap items-center gap-x-1 gap-y-2 px-3 py-2 sm:gap-x-2 sm:px-4">
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
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <img src="/favicon.svg" alt="" className="size-6" />
          <span className="max-sm:sr-only">Control panel</span>
        </Link>
        <Button
          variant="secondary"
          size="sm"
          className="ml-2 text-muted max-sm:hidden sm:w-56 sm:justify-between"
          onClick={onOpenPalette}
        >
          <span>Go to…</span>
          <kbd className="font-mono text-xs" aria-label="Control K">
            Ctrl K
          </kbd>
        </Button>
        <Button variant="ghost" size="sm" className="sm:hidden" aria-label="Go to… (Control K)" onClick={onOpenPalette}>
          <span aria-hidden="true">⌕</span>
        </Button>
        <div className="ml-auto">
          <BudgetMeter />
        </div>
        {/* On a phone the acting account moves to its own row (it must always be visible), and the
            bell goes with it: the first row is full, and the server's first frame draws two rows. */}
        <div className="flex items-center gap-x-1 sm:gap-x-2 max-sm:order-last max-sm:basis-full">
          <div className="max-sm:min-w-0 max-sm:flex-1">
            <AccountSwitcher />
          </div>
          {bell}
        </div>
        <ThemeToggle />
        <span className="text-sm text-muted max-md:hidden">{session.user.name}</span>
        <Button variant="ghost" size="sm" onClick={onLogout} loading={logout.isPending}>
          Log out
        </Button>
      </div>
    </header>
  );
}

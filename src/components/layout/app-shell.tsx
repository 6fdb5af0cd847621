// The authenticated frame: skip link, header, sidebar (a drawer on phones),
// the main landmark, and the command palette on Ctrl/Cmd-K.
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import type { CommandSource } from './command-sources';
import { Header } from './header';
import { Nav } from './nav';
import type { NavItem } from './nav-items';

// Loaded the first time it is asked for, not with every first screen.
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));

interface AppShellProps {
  navItems: NavItem[];
  /** Must be stable (module-level or memoised). */
  commandSources: CommandSource[];
  /** The header's notification bell (an area's component, so the route hands it in). */
  bell?: ReactNode;
  children: ReactNode;
}

export function AppShell({ navItems, commandSources, bell, children }: AppShellProps) {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paletteAsked, setPaletteAsked] = useState(false);
  if (paletteOpen && !paletteAsked) setPaletteAsked(true);
  const [navOpen, setNavOpen] = useState(false);
  // Where the sidebar is always on screen (`lg:`, Tailwind's 64rem); a test without media queries gets it.
  const sidebarShown = useMediaQuery('(min-width: 64rem)', true);
  const navId = useId();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // A new page closes the drawer: set while rendering, so the page never shows with it open.
  const [navPath, setNavPath] = useState(pathname);
  if (pathname !== navPath) {
    setNavPath(pathname);
    setNavOpen(false);
  }
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useEffect(() => {
    // After client-side navigation, start keyboard and screen-reader users at the new content.
    if (pathname !== firstPath.current) main.current?.focus({ preventScroll: true });
    firstPath.current = '';
  }, [pathname]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setPaletteOpen((o) => !o);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-fg"
      >
        Skip to content
      </a>
      <Header
        onOpenPalette={() => setPaletteOpen(true)}
        onToggleNav={() => setNavOpen((o) => !o)}
        navOpen={navOpen}
        navId={navId}
        bell={bell}
      />
      <div className="mx-auto flex max-w-page flex-col lg:flex-row">
        <aside
          id={navId}
          className={cn(
            'shrink-0 border-line bg-surface p-3 lg:sticky lg:top-14 lg:block lg:h-[calc(100dvh-3.5rem)] lg:w-60 lg:overflow-y-auto lg:border-r lg:bg-transparent',
            // On smaller screens the open menu is a panel above the content, in flow.
            navOpen ? 'block border-b' : 'hidden',
          )}
        >
          {/* On a phone the menu's links are drawn when it is opened, not with every page: some thirty
              links the first render of a screen need not build (issue 34). */}
          {(sidebarShown || navOpen) && <Nav items={navItems} onNavigate={() => setNavOpen(false)} />}
        </aside>
        <main id="main" ref={main} tabIndex={-1} className="min-w-0 flex-1 px-3 py-4 outline-none sm:px-6 sm:py-6">
          {children}
        </main>
      </div>
      {paletteAsked && (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} sources={commandSources} />
        </Suspense>
      )}
    </div>
  );
}

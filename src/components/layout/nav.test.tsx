import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import { Nav } from './nav';
import { currentNavItem, navItems } from './nav-items';

const marked = (path: string) => currentNavItem(navItems, path)?.label;

describe('the entry that marks the current page', () => {
  it.each([
    ['/', 'Overview'],
    ['/domains', 'Domains'],
    ['/domains/', 'Domains'],
    ['/domains/nordlight.se', 'Domains'],
    ['/domains/transfers', 'Transfers'],
    ['/domains/transfers/', 'Transfers'],
    ['/domains/transfers/17', 'Transfers'],
    ['/domains/snapback', 'Snapback'],
    ['/domains/snapback/bookings/4', 'Snapback'],
    ['/domains/register', 'Register a domain'],
    ['/dns/nordlight.se', 'DNS zones'],
    ['/hosting/7', 'Web hosting'],
    ['/account/profile', 'Profile & preferences'],
    ['/billing/invoices/42', 'Invoices'],
    ['/billing/card-setup/abc', 'Payment methods'],
    ['/webmail/abc', 'Email'],
    ['/email/mailbox', 'Email'],
    ['/monitoring', 'Uptime monitors'],
    ['/monitoring/new', 'Uptime monitors'],
    ['/monitoring/12', 'Uptime monitors'],
    ['/monitoring/logs', 'Logs'],
    ['/apps/cms/5', 'CMS sites'],
    ['/apps/installer/activity', 'App installer'],
    ['/vps/3/console', 'Virtual servers'],
    ['/services/9/upgrade', 'Services'],
    ['/diagnostics/service/9', 'Diagnostics'],
  ])('%s marks %s', (path, label) => {
    expect(marked(path)).toBe(label);
  });

  it('needs a whole segment: a path that only starts with the same letters is not held', () => {
    expect(marked('/domainsx')).toBeUndefined();
    expect(marked('/dnsx/a')).toBeUndefined();
    // Overview ("/") is the prefix of everything, yet holds only itself.
    expect(marked('/confirm/123')).toBeUndefined();
  });

  it('every page of the app is held by one entry, save those of no section', () => {
    const router = createAppRouter(createQueryClient());
    // Pages no section of the navigation holds: logging in, confirming a request of any area, and /apps
    // (never shown: it sends on to CMS sites).
    const sectionless = [/^\/login$/, /^\/confirm\//, /^\/apps$/];
    const paths = Object.keys(router.routesByPath).map((p) => p.replace(/\$\w+/g, 'x'));
    expect(paths.length).toBeGreaterThan(50);
    const unheld = paths.filter((p) => !marked(p) && !sectionless.some((re) => re.test(p)));
    expect(unheld).toEqual([]);
    // Each entry leads to a page of the app, and marks that page itself.
    for (const item of navItems) {
      expect(Object.keys(router.routesByPath).map((p) => p.replace(/(.)\/$/, '$1'))).toContain(item.to);
      expect(marked(item.to)).toBe(item.label);
    }
  });
});

function renderNavAt(path: string) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path: '$', component: () => <Nav items={navItems} /> });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => <Nav items={navItems} /> });
  const router = createRouter({
    routeTree: root.addChildren([index, page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(<RouterProvider router={router} />);
}

describe('the sidebar', () => {
  it.each([
    ['/domains/transfers', 'Transfers'],
    ['/domains/snapback', 'Snapback'],
    ['/domains/nordlight.se', 'Domains'],
    ['/monitoring/logs', 'Logs'],
    ['/', 'Overview'],
  ])('on %s marks only %s, with aria-current="page"', async (path, label) => {
    renderNavAt(path);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const current = nav.querySelectorAll('[aria-current]');
    expect([...current].map((a) => [a.textContent, a.getAttribute('aria-current')])).toEqual([[label, 'page']]);
    // and it alone looks current
    const bold = within(nav)
      .getAllByRole('link')
      .filter((a) => a.classList.contains('font-semibold'));
    expect(bold.map((a) => a.textContent)).toEqual([label]);
  });

  it('marks nothing on a page no section holds', async () => {
    renderNavAt('/confirm/123');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(0);
  });
});

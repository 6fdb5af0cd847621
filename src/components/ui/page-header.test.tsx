import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  RouterProvider,
} from '@tanstack/react-router';
import { PageHeader, TrailLink } from './page-header';

const trail = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

describe('PageHeader', () => {
  it('puts the trail in a Breadcrumb landmark: an ordered list, the page itself last and current', () => {
    render(<PageHeader up={<a href="/domains">Domains</a>} here="nordlight.se" title={<span>nordlight.se</span>} />);
    const list = within(trail()).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Domains/', 'nordlight.se']);
    expect(within(items[0]!).getByRole('link', { name: 'Domains' }).getAttribute('href')).toBe('/domains');
    expect(items[1]!.getAttribute('aria-current')).toBe('page');
    expect(trail().querySelectorAll('[aria-current]')).toHaveLength(1);
    // the separator is drawn, not read
    expect(items[0]!.querySelector('[aria-hidden="true"]')?.textContent).toBe('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('nordlight.se');
  });

  it('links up with TrailLink, which never claims to be the current page as the router’s Link does', async () => {
    const root = createRootRoute();
    const page = createRoute({
      getParentRoute: () => root,
      path: '$',
      component: () => (
        <>
          <PageHeader up={<TrailLink to="/domains">Domains</TrailLink>} here="nordlight.se" title="nordlight.se" />
          <Link to="/domains">All domains</Link>
        </>
      ),
    });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/domains/nordlight.se'] }),
    });
    render(<RouterProvider router={router} />);
    const up = await within(await screen.findByRole('navigation', { name: 'Breadcrumb' })).findByRole('link', {
      name: 'Domains',
    });
    expect(up.getAttribute('href')).toBe('/domains');
    // The plain Link to the same ancestor is marked: that is what TrailLink leaves out.
    expect(screen.getByRole('link', { name: 'All domains' }).getAttribute('aria-current')).toBe('page');
    expect(up.getAttribute('aria-current')).toBeNull();
    expect(trail().querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('takes several parents, top first', () => {
    render(
      <PageHeader
        up={[
          <a key="list" href="/vps">
            Virtual servers
          </a>,
          <a key="server" href="/vps/3">
            build-01.nordlight-studio.com
          </a>,
        ]}
        here="Console"
        title="Console of build-01.nordlight-studio.com"
      />,
    );
    const items = within(trail()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Virtual servers/',
      'build-01.nordlight-studio.com/',
      'Console',
    ]);
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  });

  it('names the page in the document title: the h1 when it is words, else the page’s name', () => {
    const { unmount } = render(
      <PageHeader up={<a href="/domains">Domains</a>} here="nordlight.se" title={<span>nordlight.se</span>} />,
    );
    expect(document.title).toBe('nordlight.se · Hosting control panel');
    unmount();
    expect(document.title).not.toContain('nordlight.se');

    render(
      <PageHeader up={<a href="/billing/invoices">Invoices</a>} here="Invoice 2026-0042" title="Invoice 2026-0042" />,
    );
    expect(document.title).toBe('Invoice 2026-0042 · Hosting control panel');
  });
});

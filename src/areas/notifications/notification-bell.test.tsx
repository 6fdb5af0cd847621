import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@contract/account-notifications';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { overview, shellRoutes } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const note = (over: Partial<Notification>): Notification => ({
  id: '1',
  kind: 'domain.expiry',
  title: 'nordlight.se expires in 12 days',
  body: 'nordlight.se expires in 12 days, on 2026-12-11 (UTC).\nAuto-renewal is off for it.',
  link: '/domains/nordlight.se',
  createdAt: '2026-11-29T03:00:00.000Z',
  readAt: null,
  ...over,
});
const page = (data: Notification[], o: { unread?: number; nextCursor?: string | null } = {}) => ({
  data,
  hasMore: Boolean(o.nextCursor),
  nextCursor: o.nextCursor ?? null,
  total: data.length,
  unread: o.unread ?? data.filter((n) => n.readAt === null).length,
});

describe('NotificationBell', () => {
  it('says the unread count in its name; opening lists them, marks all read and keeps them marked new', async () => {
    const unread = [
      note({ id: '2' }),
      note({
        id: '1',
        kind: 'invoice.issued',
        title: 'Invoice INV-2026-00042 issued: 12.50 EUR',
        link: '/billing/invoices/42',
      }),
    ];
    let read = false;
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/overview': json(overview()),
      'GET /api/v1/account/notifications': () =>
        json(page(read ? unread.map((n) => ({ ...n, readAt: '2026-11-29T04:00:00.000Z' })) : unread)),
      'POST /api/v1/account/notifications/actions/mark-all-read': () => {
        read = true;
        return json({ marked: 2, unread: 0 });
      },
    });
    renderApp('/');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 });
    expect(bell.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    // The list loads with the panel's first opening (a lazy chunk).
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('a')?.textContent)).toEqual([
      'nordlight.se expires in 12 days',
      'Invoice INV-2026-00042 issued: 12.50 EUR',
    ]);
    expect(within(panel).getByRole('link', { name: 'nordlight.se expires in 12 days' }).getAttribute('href')).toBe(
      '/domains/nordlight.se',
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    // still marked new while the panel is open
    expect(within(panel).getAllByText('New')).toHaveLength(2);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications, none unread' }));
  });

  it('shows the empty state, and does not mark anything when nothing is unread', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/overview': json(overview()),
      'GET /api/v1/account/notifications': json(page([])),
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }, { timeout: 5000 }));
    const empty = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(empty.textContent).toContain('No notifications yet'));
    expect(within(empty).queryByRole('link')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says why the list could not be loaded, and tries again on request', async () => {
    let fail = true;
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/overview': json(overview()),
      'GET /api/v1/account/attention': json({ data: [], total: 0 }),
      'GET /api/v1/account/notifications': () =>
        fail ? problem(503, 'service_unavailable', 'The database is not answering') : json(page([note({})])),
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    // a 5xx is retried twice first (src/lib/query-client.ts)
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel.textContent).toContain('The database is not answering'), { timeout: 8000 });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('link', { name: 'nordlight.se expires in 12 days' })).getAttribute('href')).toBe(
      '/domains/nordlight.se',
    );
  });
});

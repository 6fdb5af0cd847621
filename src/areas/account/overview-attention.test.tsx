// The overview leads with "Needs attention": one read, the server's order kept,
// each line with its severity, its deadline formatted like the rest of the
// dashboard, and its action as a link into the dashboard.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AttentionItem } from '@contract/account-attention';
import { json, stubFetch } from '@/test/fetch-stub';
import { overview } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { formatDateTime, formatMoney } from '@/lib/format';
import { shellRoutes } from './test-fixtures';

const item = (over: Partial<AttentionItem>): AttentionItem => ({
  kind: 'domain.redemption',
  severity: 'critical',
  subject: 'nordlight-archive.com',
  title: 'In redemption: restore it before the registry deletes the name for good',
  dueAt: '2026-12-14T06:00:00.000Z',
  since: null,
  amount: { amount: 117.5, currency: 'EUR' },
  action: { label: 'Restore', path: '/domains/nordlight-archive.com' },
  ...over,
});

const items: AttentionItem[] = [
  item({}),
  item({
    kind: 'domain.grace',
    subject: 'xn--bcher-kva.se',
    title: 'Expired: renew it before it goes into redemption, where restoring costs more',
    action: { label: 'Renew', path: '/domains/xn--bcher-kva.se' },
  }),
  item({
    kind: 'monitor.down',
    subject: 'Shop front page',
    title: 'Down: the monitor gets no good answer',
    dueAt: null,
    since: '2026-11-29T05:00:00.000Z',
    amount: null,
    action: { label: 'Open the monitor', path: '/monitoring/4' },
  }),
  item({
    kind: 'backup.failed',
    severity: 'notice',
    subject: 'nordlight-studio.com',
    title: 'The latest backup failed',
    dueAt: null,
    since: '2026-11-28T03:30:00.000Z',
    amount: null,
    action: { label: 'Open backups', path: '/backups?input=nordlight-studio.com' },
  }),
];

describe('Needs attention', () => {
  it('leads the overview with the server’s list in its order, each line with its deadline and action', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/overview': json(overview()),
      'GET /api/v1/account/attention': json({ data: items, total: items.length }),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Overview', level: 1 });
    const list = await screen.findByRole('list', { name: 'Needs attention' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual([
      'nordlight-archive.com',
      'bücher.se', // shown in Unicode, linked by its stored name
      'Shop front page',
      'nordlight-studio.com',
    ]);
    expect(rows[0]!.textContent).toContain('Urgent');
    expect(rows[0]!.textContent).toContain(`Act by ${formatDateTime(items[0]!.dueAt!)}`);
    expect(rows[0]!.textContent).toContain(formatMoney({ amount: 117.5, currency: 'EUR' }));
    expect(within(rows[0]!).getByRole('link', { name: 'Restore: nordlight-archive.com' }).getAttribute('href')).toBe(
      '/domains/nordlight-archive.com',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Renew: bücher.se' }).getAttribute('href')).toBe(
      '/domains/xn--bcher-kva.se',
    );
    expect(rows[2]!.textContent).toContain(`Since ${formatDateTime(items[2]!.since!)}`);
    expect(within(rows[3]!).getByRole('link').getAttribute('href')).toBe('/backups?input=nordlight-studio.com');
    expect(rows[3]!.textContent).toContain('Check');
    // the list comes first on the page, and from one request
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings[0]).toMatch(/^Needs attention/);
    expect(calls.filter((c) => c.url.pathname === '/api/v1/account/attention')).toHaveLength(1);
  });

  it('says so when nothing needs attention', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/overview': json(overview()),
      'GET /api/v1/account/attention': json({ data: [], total: 0 }),
    });
    renderApp('/');
    expect(await screen.findByText('Nothing needs your attention.')).toBeTruthy();
  });
});

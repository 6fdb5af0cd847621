// Webmail's message list keeps its order in the URL beside the search; the mail log and the queue keep
// theirs in the panel. Each asks the server for the order a header click chooses (ADR 035), and the
// sorted header says so with `aria-sort`.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch, type Call } from '@/test/fetch-stub';
import { hostingTarget, me, session } from '@/test/fixtures';
import { withViewportHeight } from '@/test/layout';
import { renderApp } from '@/test/render-app';

const D = 'example.com';
const BOX = `alex@${D}`;
const target = hostingTarget(D);
const page = (data: object[], more: object = {}) => ({
  target,
  data,
  total: data.length,
  hasMore: false,
  nextCursor: null,
  ...more,
});
const shell = {
  'GET /api/v1/auth/session': json(session()),
  'GET /api/v1/me': json(me()),
  'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
  'GET /api/v1/services': json({
    data: [{ id: 7, domain: D, status: 'active' }],
    hasMore: false,
    nextCursor: null,
    total: 1,
  }),
};
const sortsAsked = (calls: Call[], path: string) =>
  calls.filter((c) => c.url.pathname === `/api/v1${path}`).map((c) => c.url.searchParams.get('sort'));
const header = (table: HTMLElement, name: string) =>
  within(table).getByRole('button', { name }).closest('[role=columnheader]')!;

describe('delivery lists: sorting', () => {
  withViewportHeight(700);

  it('webmail: newest first by default; Subject and Date headers put the order in the URL', async () => {
    const message = (id: string, subject: string, date: string) => ({
      id,
      folder: 'INBOX',
      subject,
      from: { name: 'Sender', address: 'sender@example.org' },
      to: [{ name: null, address: BOX }],
      date,
      sizeBytes: 100,
      seen: true,
      flagged: false,
      hasAttachments: false,
      snippet: '',
    });
    const rows = [
      message('1-3', 'Banana', '2026-05-03T08:00:00.000Z'),
      message('1-2', 'Cherry', '2026-05-02T08:00:00.000Z'),
      message('1-1', 'Apple', '2026-05-01T08:00:00.000Z'),
    ];
    const calls = stubFetch({
      ...shell,
      'GET /api/v1/email/messages/folders': json({
        target,
        data: [{ path: 'INBOX', name: 'Inbox', specialUse: 'inbox', total: 3, unread: 0, sizeMb: 0 }],
        total: 1,
      }),
      'GET /api/v1/email/messages': (call) => {
        const sort = call.url.searchParams.get('sort') ?? '-date';
        const key = sort.endsWith('subject') ? 'subject' : 'date';
        const out = [...rows].sort((a, b) => a[key].localeCompare(b[key]));
        return json(page(sort.startsWith('-') ? out.reverse() : out, { folder: 'INBOX' }));
      },
    });
    const app = renderApp(`/email/webmail?mailbox=${encodeURIComponent(BOX)}`);
    const table = await screen.findByRole('table', { name: 'Messages in INBOX' }, { timeout: 5000 });
    const subjects = () =>
      within(table)
        .queryAllByRole('link')
        .map((l) => l.textContent);
    await waitFor(() => expect(subjects()).toEqual(['Banana', 'Cherry', 'Apple']));
    expect(sortsAsked(calls, '/email/messages')).toEqual([null]);
    expect(header(table, 'Date').getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(table).getByRole('button', { name: 'Subject' }));
    await waitFor(() => expect(subjects()).toEqual(['Apple', 'Banana', 'Cherry']));
    expect(app.router.state.location.search).toMatchObject({ sort: 'subject' });
    expect(header(table, 'Subject').getAttribute('aria-sort')).toBe('ascending');
    expect(header(table, 'Date').getAttribute('aria-sort')).toBeNull();
    // Opening a message and coming back keeps the order.
    expect(within(table).getByRole('link', { name: 'Apple' }).getAttribute('href')).toContain('sort=subject');

    fireEvent.click(within(table).getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(subjects()).toEqual(['Banana', 'Cherry', 'Apple']));
    // Back to the default: the URL and the query name no order.
    expect(app.router.state.location.search).not.toHaveProperty('sort');
    expect(sortsAsked(calls, '/email/messages')).toEqual([null, 'subject']);
  });

  it('mail log: a click on Time shows the oldest first; queue: a first click on Queued the newest', async () => {
    const line = (at: string, to: string) => ({
      at,
      direction: 'out',
      messageId: null,
      from: BOX,
      to,
      status: 'delivered',
      relay: null,
      detail: '250 OK',
      sizeBytes: 10,
    });
    const lines = [
      line('2026-05-02T08:00:00.000Z', 'new@example.org'),
      line('2026-05-01T08:00:00.000Z', 'old@example.org'),
    ];
    const queued = (id: string, queuedAt: string) => ({
      id,
      from: BOX,
      recipients: [`${id}@example.org`],
      sizeBytes: 10,
      status: 'deferred',
      queuedAt,
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
    });
    const queue = [queued('older', '2026-05-01T08:00:00.000Z'), queued('newer', '2026-05-02T08:00:00.000Z')];
    const calls = stubFetch({
      ...shell,
      'GET /api/v1/email/logs': (call) =>
        json(page(call.url.searchParams.get('sort') === 'time' ? [...lines].reverse() : lines)),
      'GET /api/v1/email/queue': (call) =>
        json(page(call.url.searchParams.get('sort') === '-queued' ? [...queue].reverse() : queue)),
    });
    renderApp(`/email/logs?tab=logs&mailbox=${encodeURIComponent(BOX)}`);
    const log = await screen.findByRole('table', { name: `Mail log of ${BOX}` }, { timeout: 5000 });
    const text = (t: HTMLElement) => t.textContent ?? '';
    await waitFor(() => expect(text(log).indexOf('new@')).toBeLessThan(text(log).indexOf('old@')));
    expect(header(log, 'Time').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(log).getByRole('button', { name: 'Time' }));
    await waitFor(() => expect(text(log).indexOf('old@')).toBeLessThan(text(log).indexOf('new@')));
    expect(sortsAsked(calls, '/email/logs')).toEqual([null, 'time']);
    expect(header(log, 'Time').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('tab', { name: 'Queue' }));
    const q = await screen.findByRole('table', { name: `Mail queue of ${D}` }, { timeout: 5000 });
    await waitFor(() => expect(text(q).indexOf('older@')).toBeGreaterThan(-1));
    expect(text(q).indexOf('older@')).toBeLessThan(text(q).indexOf('newer@'));
    fireEvent.click(within(q).getByRole('button', { name: 'Queued' }));
    await waitFor(() => expect(text(q).indexOf('newer@')).toBeLessThan(text(q).indexOf('older@')));
    expect(sortsAsked(calls, '/email/queue')).toEqual([null, '-queued']);
    expect(header(q, 'Queued').getAttribute('aria-sort')).toBe('descending');
  });
});

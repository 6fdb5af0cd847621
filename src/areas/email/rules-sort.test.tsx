// The mail rule tabs sort on the server (ADR 035): the default order asks for no `sort`, a click on a
// sortable header asks the listing for that order, the rows come back in it, and the sorted header
// says so with `aria-sort`.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch, type Call } from '@/test/fetch-stub';
import { hostingTarget, me, session } from '@/test/fixtures';
import { withViewportHeight } from '@/test/layout';
import { renderApp } from '@/test/render-app';

const D = 'example.com';
const T = '2026-05-01T08:00:00.000Z';
const listing = (data: object[]) => ({
  target: hostingTarget(D),
  data,
  total: data.length,
  hasMore: false,
  nextCursor: null,
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

/**
 * The rows a listing answers, in the order its `sort` asks (ascending, or descending with `-`): a sort
 * column reads the row's field of the same name, or the one `fields` names for it.
 */
function sortedAnswer<R extends Record<string, unknown>>(rows: R[], dflt: string, fields: Record<string, string> = {}) {
  return (call: Call) => {
    const sort = call.url.searchParams.get('sort') ?? dflt;
    const column = sort.replace(/^-/, '');
    const key = fields[column] ?? column;
    const out = [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }));
    return json(listing(sort.startsWith('-') ? out.reverse() : out));
  };
}

const sortsAsked = (calls: Call[], path: string) =>
  calls.filter((c) => c.url.pathname === `/api/v1${path}`).map((c) => c.url.searchParams.get('sort'));
const header = (table: HTMLElement, name: string) =>
  within(table).getByRole('button', { name }).closest('[role=columnheader]')!;
const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('Forwarding & rules: sorting', () => {
  withViewportHeight(700);

  it('filter rules: run order by default, a click on Rule sorts by name, again reverses it', async () => {
    const rule = (id: string, name: string, position: number) => ({
      id,
      address: null,
      name,
      field: 'subject',
      headerName: null,
      match: 'contains',
      value: 'x',
      action: 'mark_read',
      destination: null,
      position,
      createdAt: T,
    });
    const rows = [rule('f1', 'newsletters', 0), rule('f2', 'alerts', 1), rule('f3', 'invoices', 2)];
    const calls = stubFetch({ ...shell, 'GET /api/v1/email/filters': sortedAnswer(rows, 'position') });
    renderApp(`/email/rules?domain=${D}&tab=filters`);
    const table = await screen.findByRole('table', { name: 'Filter rules' }, { timeout: 5000 });
    await within(table).findByText('newsletters');
    const names = () =>
      within(table)
        .queryAllByText(/^(newsletters|alerts|invoices)$/)
        .map((e) => e.textContent);
    expect(names()).toEqual(['newsletters', 'alerts', 'invoices']);
    expect(sortsAsked(calls, '/email/filters')).toEqual([null]);
    expect(header(table, 'Order').getAttribute('aria-sort')).toBe('ascending');
    expect(header(table, 'Rule').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Rule' }));
    await waitFor(() => expect(names()).toEqual(['alerts', 'invoices', 'newsletters']));
    expect(sortsAsked(calls, '/email/filters')).toContain('name');
    expect(header(table, 'Rule').getAttribute('aria-sort')).toBe('ascending');
    expect(header(table, 'Order').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Rule' }));
    await waitFor(() => expect(names()).toEqual(['newsletters', 'invoices', 'alerts']));
    expect(sortsAsked(calls, '/email/filters')).toContain('-name');
    expect(header(table, 'Rule').getAttribute('aria-sort')).toBe('descending');
  });

  it('vacation messages: a first click on Until shows the latest end first', async () => {
    const vacation = (id: string, address: string, startsAt: string, endsAt: string) => ({
      id,
      address,
      subject: 'Away',
      message: 'Back soon',
      startsAt,
      endsAt,
      replyOnce: true,
      active: false,
      createdAt: T,
    });
    const rows = [
      vacation('v1', `early@${D}`, '2026-06-01T08:00:00.000Z', '2026-06-30T08:00:00.000Z'),
      vacation('v2', `late@${D}`, '2026-07-01T08:00:00.000Z', '2026-07-05T08:00:00.000Z'),
      vacation('v3', `long@${D}`, '2026-07-02T08:00:00.000Z', '2026-09-01T08:00:00.000Z'),
    ];
    const calls = stubFetch({
      ...shell,
      'GET /api/v1/email/vacation': sortedAnswer(rows, 'starts', { starts: 'startsAt', ends: 'endsAt' }),
    });
    renderApp(`/email/rules?domain=${D}&tab=vacation`);
    const table = await screen.findByRole('table', { name: 'Vacation messages' }, { timeout: 5000 });
    await within(table).findByText(`early@${D}`);
    expect(firstCells(table)).toEqual([`early@${D}`, `late@${D}`, `long@${D}`]);
    expect(header(table, 'From').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(table).getByRole('button', { name: 'Until' }));
    await waitFor(() => expect(firstCells(table)).toEqual([`long@${D}`, `late@${D}`, `early@${D}`]));
    expect(sortsAsked(calls, '/email/vacation')).toEqual([null, '-ends']);
    expect(header(table, 'Until').getAttribute('aria-sort')).toBe('descending');
    expect(header(table, 'From').getAttribute('aria-sort')).toBeNull();
  });

  it('autoresponders sort by subject and forwarders by address, each asking the server', async () => {
    const reply = (address: string, subject: string) => ({
      address,
      subject,
      body: 'Hello',
      fromName: null,
      isHtml: false,
      intervalHours: 24,
      startsAt: null,
      endsAt: null,
      createdAt: T,
    });
    const calls = stubFetch({
      ...shell,
      'GET /api/v1/email/autoresponders': sortedAnswer(
        [reply(`a@${D}`, 'Out of office'), reply(`b@${D}`, 'Away'), reply(`c@${D}`, 'Moved')],
        'address',
      ),
      'GET /api/v1/email/forwarders': sortedAnswer(
        [
          { address: `info@${D}`, destinations: [`a@${D}`], createdAt: T },
          { address: `hello@${D}`, destinations: [`b@${D}`], createdAt: T },
        ],
        'address',
      ),
    });
    renderApp(`/email/rules?domain=${D}&tab=autoresponders`);
    const replies = await screen.findByRole('table', { name: 'Autoresponders' }, { timeout: 5000 });
    await within(replies).findByText(`a@${D}`);
    fireEvent.click(within(replies).getByRole('button', { name: 'Subject' }));
    await waitFor(() => expect(firstCells(replies)).toEqual([`b@${D}`, `c@${D}`, `a@${D}`]));
    expect(sortsAsked(calls, '/email/autoresponders')).toEqual([null, 'subject']);
    expect(header(replies, 'Subject').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('tab', { name: 'Forwarders' }));
    const forwarders = await screen.findByRole('table', { name: 'Forwarders' }, { timeout: 5000 });
    await waitFor(() => expect(firstCells(forwarders)).toEqual([`hello@${D}`, `info@${D}`]));
    fireEvent.click(within(forwarders).getByRole('button', { name: 'Address' }));
    await waitFor(() => expect(firstCells(forwarders)).toEqual([`info@${D}`, `hello@${D}`]));
    expect(sortsAsked(calls, '/email/forwarders')).toEqual([null, '-address']);
    expect(header(forwarders, 'Address').getAttribute('aria-sort')).toBe('descending');
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { AuditEvent, accountOps } from '@contract/account';
import { cursorListOptions } from '@/lib/cursor-list';
import { createQueryClient } from '@/lib/query-client';
import { json, problem, stubFetch, type Call } from '@/test/fetch-stub';
import { withViewportHeight } from '@/test/layout';
import { DataTable, type DataTableProps } from './data-table';
import type { Column } from './columns';

type Event = z.infer<typeof AuditEvent>;

const event = (i: number): Event => ({
  id: `ev_${i}`,
  at: '2026-01-10T09:00:00Z',
  actor: { kind: 'token', id: 'tok_1', name: 'deploy-bot' },
  operation: `op-${i}`,
  method: 'POST',
  path: '/api/v1/dns/zones/example.com/records',
  target: 'example.com',
  outcome: i % 2 ? 'success' : 'held',
  status: 200,
  detail: null,
});
const columns: Column<Event>[] = [
  { id: 'op', header: 'Operation', cell: (e) => e.operation, grow: 2 },
  { id: 'outcome', header: 'Outcome', cell: (e) => e.outcome, hideBelow: 'sm' },
];

/** Pages of `size` events out of `total`, cursor = next start index, as the server answers. */
function pages(total: number, size: number) {
  return (call: Call) => {
    const start = Number(call.url.searchParams.get('cursor') ?? 0);
    const end = Math.min(start + size, total);
    const data = Array.from({ length: end - start }, (_, k) => event(start + k));
    return json({ data, hasMore: end < total, nextCursor: end < total ? String(end) : null, total });
  };
}

function renderTable(limit = 100, expand?: Pick<DataTableProps<Event, QueryKey>, 'expandedRowId' | 'renderExpanded'>) {
  const query = cursorListOptions(['account', 'list', { kind: 'audit', limit }], accountOps.listAuditLog, { limit });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <DataTable
        query={query}
        columns={columns}
        getRowId={(e) => e.id}
        label="Audit events"
        empty={{ title: 'No events yet' }}
        {...expand}
      />
    </QueryClientProvider>,
  );
}

const VIEWPORT = 480;
withViewportHeight(VIEWPORT);

const footer = () => screen.getByText(/^Showing/).textContent;
// Loading 100,000 rows takes a while on a busy machine: wait for the text longer than the default second.
const cell = async (text: string) =>
  (await screen.findByText(text, undefined, { timeout: 10_000 })).getAttribute('role');
const bodyRows = () => screen.getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1');

describe('DataTable', () => {
  it('pages by cursor as the user scrolls, passing nextCursor back as `cursor`', async () => {
    const calls = stubFetch({ 'GET /api/v1/audit-log': pages(250, 100) });
    renderTable();
    expect(await cell('op-0')).toBe('cell');
    expect(screen.getByRole('table', { name: 'Audit events' }).getAttribute('aria-rowcount')).toBe('251');
    expect(calls).toHaveLength(1);
    expect(calls[0].url.searchParams.get('cursor')).toBeNull();

    const scroller = screen.getByTestId('data-table-scroller');
    scroller.scrollTop = 100 * 48 - VIEWPORT; // the end of page one
    fireEvent.scroll(scroller);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].url.searchParams.get('cursor')).toBe('100');
    expect(calls[1].url.searchParams.get('limit')).toBe('100');
    expect(await cell('op-100')).toBe('cell');
    expect(footer()).toBe('Showing 200 of 250');
  });

  it('stops when nextCursor is null', async () => {
    const calls = stubFetch({ 'GET /api/v1/audit-log': pages(3, 100) });
    renderTable();
    expect(await cell('op-2')).toBe('cell');
    fireEvent.scroll(screen.getByTestId('data-table-scroller'));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(1);
    expect(footer()).toBe('Showing 3 of 3');
  });

  it('shows an empty state', async () => {
    stubFetch({ 'GET /api/v1/audit-log': pages(0, 100) });
    renderTable();
    expect((await screen.findByText('No events yet')).tagName).toBe('P');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the problem and retries on request', async () => {
    const calls = stubFetch({
      'GET /api/v1/audit-log': [
        problem(403, 'insufficient_scope', 'This credential lacks read:account'),
        pages(1, 100),
      ],
    });
    renderTable();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This credential lacks read:account');
    expect(alert.textContent).toContain('req_01HZYX');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cell('op-0')).toBe('cell');
    expect(calls).toHaveLength(2);
  });

  it('expands one row in place: its content is a row of its own with one cell spanning the columns', async () => {
    stubFetch({ 'GET /api/v1/audit-log': pages(3, 100) });
    renderTable(100, {
      expandedRowId: 'ev_1',
      renderExpanded: (e) => <form aria-label={`Details of ${e.operation}`} />,
    });
    const form = await screen.findByRole('form', { name: 'Details of op-1' });
    expect(screen.getAllByRole('form')).toHaveLength(1);
    const cell = form.parentElement!;
    expect(cell.getAttribute('role')).toBe('cell');
    expect(cell.getAttribute('aria-colspan')).toBe('2');
    const indexOf = (text: string) =>
      bodyRows()
        .find((r) => r.textContent === text)
        ?.getAttribute('aria-rowindex');
    expect([
      indexOf('op-0held'),
      indexOf('op-1success'),
      cell.parentElement!.getAttribute('aria-rowindex'),
      indexOf('op-2held'),
    ]).toEqual(['2', '3', '4', '5']);
    expect(screen.getByRole('table', { name: 'Audit events' }).getAttribute('aria-rowcount')).toBe('5');
    // The wrapper holding both rows is what the virtualizer measures.
    expect(cell.parentElement!.parentElement!.getAttribute('data-index')).toBe('1');
  });

  it('keeps the DOM small with 100,000 loaded rows', async () => {
    stubFetch({ 'GET /api/v1/audit-log': pages(100_000, 100_000) });
    renderTable(100_000);
    expect(await cell('op-0')).toBe('cell');
    expect(footer()).toBe('Showing 100,000 of 100,000');
    expect(bodyRows().length).toBeLessThan(40);

    const scroller = screen.getByTestId('data-table-scroller');
    scroller.scrollTop = 60_000 * 48;
    fireEvent.scroll(scroller);
    expect(await cell('op-60000')).toBe('cell');
    expect(bodyRows().length).toBeLessThan(40);
    expect(screen.queryByText('op-0')).toBeNull();
    expect(
      bodyRows()
        .find((r) => r.textContent?.includes('op-60000'))
        ?.getAttribute('aria-rowindex'),
    ).toBe('60002');
    // How fast it renders is measured by bench/, not asserted here.
  });
});

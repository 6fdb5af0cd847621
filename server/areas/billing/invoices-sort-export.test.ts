// Sorting the invoices (`sort`, ADR 035) and exporting them as CSV: every order pages without skips
// or repeats, a cursor of one order is refused by another, and the export holds the whole filtered,
// sorted list, only the account's own.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '@server/db/schema/billing';
import { startInvoiceApi, api, reader, otherInvoice, unpaid } from './invoice-test-api';
import { allPages } from '@server/test/all-pages';
import { expectSortRefusals, exportedCsv } from '@server/test/sort-checks';
import { INVOICE_SORTS } from '@contract/list-sorts';

startInvoiceApi();

interface Row {
  id: number;
  number: string;
  issuedAt: string;
  dueAt: string;
  total: { amount: number };
}

const all = (query: Record<string, string | number>) => allPages<Row>(api, '/invoices', reader, query);

describe('GET /invoices?sort', () => {
  it('sorts by each column both ways, paging two at a time without skips or repeats', async () => {
    const newest = await all({});
    expect(newest.length).toBeGreaterThanOrEqual(6);
    const ids = newest.map((r) => r.id).sort((a, b) => a - b);
    const cases: [string, (r: Row) => number | string][] = [
      ['issued', (r) => r.issuedAt],
      ['due', (r) => r.dueAt],
      ['number', (r) => r.number],
      ['total', (r) => r.total.amount],
    ];
    for (const [column, key] of cases) {
      for (const sort of [column, `-${column}`]) {
        const rows = await all({ sort });
        expect(
          rows.map((r) => r.id).sort((a, b) => a - b),
          sort,
        ).toEqual(ids);
        const keys = rows.map(key);
        const ordered = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys, sort).toEqual(sort.startsWith('-') ? ordered.reverse() : ordered);
      }
    }
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await expectSortRefusals(api, '/invoices', {
      token: reader,
      columns: INVOICE_SORTS,
      switches: [
        ['total', '-total'],
        ['-issued', 'due'],
        ['number', '-issued'],
      ],
    });
  });
});

describe('GET /invoices/export', () => {
  it('answers the whole filtered, sorted list as CSV, only the account’s own invoices', async () => {
    const r = await api.call('GET', '/invoices/export', { token: reader, query: { sort: 'number' } });
    const [header, ...records] = exportedCsv(r, 'invoices');
    expect(header).toEqual([
      'Number',
      'Kind',
      'Status',
      'Issued',
      'Due',
      'Paid',
      'Currency',
      'Subtotal',
      'VAT',
      'Total',
      'Amount due',
      'OCR reference',
    ]);
    const listed = await all({ sort: 'number' });
    expect(records.map((c) => c[0])).toEqual(listed.map((i) => i.number));
    const overdue = records.find((c) => c[0] === unpaid.number)!;
    expect(overdue.slice(1, 3)).toEqual(['invoice', 'overdue']);
    expect(overdue[9]).toBe('33.63');
    const [other] = await api.db.select().from(invoices).where(eq(invoices.id, otherInvoice));
    expect(records.map((c) => c[0])).not.toContain(other!.number);
    const filtered = await api.call('GET', '/invoices/export', { token: reader, query: { status: 'overdue' } });
    expect(
      exportedCsv(filtered, 'invoices')
        .slice(1)
        .map((c) => c[0]),
    ).toEqual([unpaid.number]);
  });

  it('refuses a bad filter with the listing’s problem, not a broken file', async () => {
    const r = await api.call('GET', '/invoices/export', { token: reader, query: { status: 'late' } });
    expect(r.status).toBe(422);
    expect(r.headers.get('content-type')).toMatch(/problem\+json/);
  });
});

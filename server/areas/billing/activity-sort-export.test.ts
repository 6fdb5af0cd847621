// Sorting the money timeline (`sort`, ADR 035) and exporting it as CSV. The timeline is a union of
// several tables paged by one keyset over the derived relation: every order pages without skips or
// repeats, `amount` orders by the size of what moved, a cursor of one order is refused by another,
// and the export holds the whole filtered, sorted timeline with each amount's direction in words.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '@server/db/schema/billing';
import { startInvoiceApi, api, reader, otherInvoice, unpaid } from './invoice-test-api';
import { allPages } from '@server/test/all-pages';
import { expectSortRefusals, exportedCsv } from '@server/test/sort-checks';
import { ACTIVITY_SORTS } from '@contract/list-sorts';

startInvoiceApi();

interface Row {
  id: string;
  at: string;
  kind: string;
  description: string;
  amount: { amount: number; currency: string };
  invoiceNumber: string | null;
}

const all = (query: Record<string, string | number>) => allPages<Row>(api, '/billing/activity', reader, query);

const ordered = <K extends string | number>(keys: K[], desc: boolean) => {
  const up = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return desc ? up.reverse() : up;
};

describe('GET /billing/activity?sort', () => {
  it('sorts by time and by amount both ways, paging two at a time without skips or repeats', async () => {
    const newest = await all({});
    expect(newest.length).toBeGreaterThanOrEqual(6);
    // the default is the order the timeline always had, newest first
    expect(await all({ sort: '-time' })).toEqual(newest);
    expect(
      ordered(
        newest.map((r) => r.at),
        true,
      ),
    ).toEqual(newest.map((r) => r.at));
    const ids = newest.map((r) => r.id).sort();
    const cases: [string, (r: Row) => number | string][] = [
      ['time', (r) => r.at],
      ['amount', (r) => Math.abs(r.amount.amount)],
    ];
    for (const [column, key] of cases) {
      for (const sort of [column, `-${column}`]) {
        const rows = await all({ sort });
        expect(rows.map((r) => r.id).sort(), sort).toEqual(ids);
        const keys = rows.map(key);
        expect(keys, sort).toEqual(ordered(keys, sort.startsWith('-')));
      }
    }
    // by size: a charge (negative) sits among credits of its size, not at the end
    const largest = await all({ sort: '-amount' });
    expect(largest.findIndex((r) => r.amount.amount < 0)).toBeLessThan(largest.length / 2);
  });

  it('sorts within a filter, and refuses an unknown sort naming the choices and a cursor of another sort', async () => {
    const issued = await all({ kind: 'invoice_issued', sort: 'amount' });
    expect(issued.length).toBeGreaterThan(1);
    expect(issued.every((r) => r.kind === 'invoice_issued')).toBe(true);
    const sizes = issued.map((r) => -r.amount.amount);
    expect(sizes).toEqual(ordered(sizes, false));

    await expectSortRefusals(api, '/billing/activity', {
      token: reader,
      columns: ACTIVITY_SORTS,
      switches: [
        ['amount', 'time'],
        ['-time', '-amount'],
      ],
    });
  });
});

describe('GET /billing/activity/export', () => {
  it('answers the whole filtered, sorted timeline as CSV, amounts unsigned beside their direction', async () => {
    const r = await api.call('GET', '/billing/activity/export', { token: reader, query: { sort: '-amount' } });
    const [header, ...records] = exportedCsv(r, 'money-timeline');
    expect(header).toEqual(['Time', 'Kind', 'Description', 'Direction', 'Amount', 'Currency', 'Invoice']);
    const listed = await all({ sort: '-amount' });
    expect(records.map((c) => [c[0], c[1], c[2]])).toEqual(listed.map((e) => [e.at, e.kind, e.description]));
    for (const [i, e] of listed.entries()) {
      const c = records[i]!;
      expect(c[3]).toBe(e.amount.amount > 0 ? 'in' : e.amount.amount < 0 ? 'out' : 'none');
      expect(c[4]).toBe(Math.abs(e.amount.amount).toFixed(2));
      expect(c[5]).toBe(e.amount.currency);
      expect(c[6]).toBe(e.invoiceNumber ?? '');
    }
    // no cell is escaped as a formula: amounts carry no sign
    expect(records.some((c) => c[4]!.startsWith("'"))).toBe(false);
    const issued = records.find((c) => c[1] === 'invoice_issued' && c[6] === unpaid.number)!;
    expect(issued.slice(3, 6)).toEqual(['out', '33.63', 'EUR']);
    // only the demo account's own money
    const [other] = await api.db.select().from(invoices).where(eq(invoices.id, otherInvoice));
    expect(records.some((c) => c[6] === other!.number || c[2]!.includes(other!.number))).toBe(false);

    const filtered = await api.call('GET', '/billing/activity/export', {
      token: reader,
      query: { kind: 'invoice_paid' },
    });
    const paid = exportedCsv(filtered, 'money-timeline').slice(1);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.map((c) => c[2])).toEqual((await all({ kind: 'invoice_paid' })).map((e) => e.description));
    expect(paid.every((c) => c[1] === 'invoice_paid' && c[3] === 'in')).toBe(true);
  });

  it('refuses a bad filter with the listing’s problem, not a broken file', async () => {
    const r = await api.call('GET', '/billing/activity/export', {
      token: reader,
      query: { from: '2025-02-01', to: '2025-01-01' },
    });
    expect(r.status).toBe(422);
    expect(r.headers.get('content-type')).toMatch(/problem\+json/);
    const kind = await api.call('GET', '/billing/activity/export', { token: reader, query: { kind: 'bribe' } });
    expect(kind.status).toBe(422);
  });
});

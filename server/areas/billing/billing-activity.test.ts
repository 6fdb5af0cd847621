// The money timeline: invoices, payments, credit notes and balance events in
// one keyset-paged list, newest first.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '@server/db/schema/billing';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let reader: string;
let demoId: number;
let unpaid: { id: number; number: string };

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:billing']);
  demoId = await api.accountId('demo@example.com');
  const [u] = await api.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, demoId), eq(invoices.status, 'unpaid'), eq(invoices.kind, 'invoice')));
  unpaid = { id: u!.id, number: u!.number };
});
afterAll(() => api.close());

describe('GET /billing/activity', () => {
  it('is one timeline of invoices, payments, credit notes and balance events, newest first', async () => {
    const r = await api.call('GET', '/billing/activity', { token: reader, query: { limit: 200 } });
    expect(r.status).toBe(200);
    const kinds = new Set(r.body.data.map((e: { kind: string }) => e.kind));
    for (const k of ['invoice_issued', 'invoice_paid', 'credit_note', 'balance_charge', 'balance_adjustment'])
      expect(kinds.has(k), k).toBe(true);
    const times = r.body.data.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(r.body.data.find((e: { id: string }) => e.id === `inv-${unpaid.id}-issued`)).toMatchObject({
      amount: { amount: -33.63, currency: 'EUR' },
      invoiceNumber: unpaid.number,
    });
    expect(r.body.data.find((e: { kind: string }) => e.kind === 'credit_note')).toMatchObject({
      amount: { amount: 15, currency: 'EUR' },
      method: 'credit_note',
    });
  });

  it('filters by kind and dates, pages without repeats, and 422s a reversed range', async () => {
    const paid = await api.call('GET', '/billing/activity', { token: reader, query: { kind: 'invoice_paid' } });
    expect(paid.body.data.length).toBeGreaterThan(0);
    expect(paid.body.data.every((e: { kind: string }) => e.kind === 'invoice_paid')).toBe(true);
    expect(
      (await api.call('GET', '/billing/activity', { token: reader, query: { to: '2000-01-01' } })).body.total,
    ).toBe(0);
    const all = await api.call('GET', '/billing/activity', { token: reader, query: { limit: 200 } });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await api.call('GET', '/billing/activity', {
        token: reader,
        query: { limit: 3, ...(cursor ? { cursor } : {}) },
      });
      seen.push(...page.body.data.map((e: { id: string }) => e.id));
      cursor = page.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.body.data.map((e: { id: string }) => e.id));
    const bad = await api.call('GET', '/billing/activity', {
      token: reader,
      query: { from: '2025-02-01', to: '2025-01-01' },
    });
    expect([bad.status, bad.body.errors[0].path]).toEqual([422, 'to']);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { invoicesCommandSource } from './command-source';
import { collectionOf, invoice } from './test-fixtures';

const signal = new AbortController().signal;
const queryClient = new QueryClient();
const overdue = invoice({ id: 6, number: 'INV-2026-00006', status: 'overdue' });
const paid = invoice({ id: 7, number: 'INV-2026-00007', status: 'paid' });

describe('invoicesCommandSource', () => {
  it('finds invoices by number and offers to pay an unpaid one, on its page', async () => {
    const calls = stubFetch({ 'GET /api/v1/invoices': json(collectionOf([overdue, paid])) });
    const items = await invoicesCommandSource.search(' INV-2026 ', signal, queryClient);
    expect(calls[0]!.url.searchParams.get('q')).toBe('INV-2026');
    expect(items.map((i) => i.label)).toEqual(['INV-2026-00006', 'Pay invoice INV-2026-00006', 'INV-2026-00007']);
    expect(items[1]!.link).toEqual({ to: '/billing/invoices/$invoiceId', params: { invoiceId: '6' } });
  });

  it('puts the payment first for "pay invoice <number>", searching the number alone', async () => {
    const calls = stubFetch({ 'GET /api/v1/invoices': json(collectionOf([overdue, paid])) });
    const items = await invoicesCommandSource.search('Pay invoice INV-2026', signal, queryClient);
    expect(calls[0]!.url.searchParams.get('q')).toBe('INV-2026');
    expect(items.map((i) => i.label)).toEqual(['Pay invoice INV-2026-00006', 'INV-2026-00006']);
  });

  it('lists the unpaid invoices for "pay" alone', async () => {
    const calls = stubFetch({ 'GET /api/v1/invoices': json(collectionOf([invoice({ status: 'unpaid' })])) });
    const items = await invoicesCommandSource.search('pay', signal, queryClient);
    expect(calls[0]!.url.searchParams.get('status')).toBe('unpaid');
    expect(calls[0]!.url.searchParams.get('q')).toBeNull();
    expect(items[0]!.label).toBe('Pay invoice INV-2026-00006');
  });
});

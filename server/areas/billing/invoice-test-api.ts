// The invoice tests' shared setup (reading and sending invoices): each file that
// calls `startInvoiceApi` gets its own API on a fresh seeded database, read and
// write tokens, and the seeded invoices the tests are about.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { invoices } from '@server/db/schema/billing';
import { startApi, type TestApi } from '@server/test/harness';

export let api: TestApi;
export let reader: string;
export let writer: string;
export let demoId: number;
/** An invoice of another account (olof's). */
export let otherInvoice: number;
/** The demo account's unpaid invoice. */
export let unpaid: { id: number; number: string };
/** A demo invoice with a credit note. */
export let paidWithNote: number;

export function startInvoiceApi() {
  beforeAll(async () => {
    api = await startApi();
    reader = await api.token(['read:billing']);
    writer = await api.token(['read:billing', 'write:billing']);
    demoId = await api.accountId('demo@example.com');
    const olof = await api.accountId('olof@example.org');
    otherInvoice = (await api.db.select().from(invoices).where(eq(invoices.accountId, olof)))[0]!.id;
    const [u] = await api.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.accountId, demoId), eq(invoices.status, 'unpaid'), eq(invoices.kind, 'invoice')));
    unpaid = { id: u!.id, number: u!.number };
    const list = await api.call('GET', '/invoices', { token: reader, query: { limit: 100 } });
    paidWithNote = list.body.data.find((i: { creditNoteId: number | null }) => i.creditNoteId !== null).id;
  });
  afterAll(() => api.close());
}

// Bulk invoices for performance work: one in ten unpaid, one an hour back from now, in batches
// the database generates itself.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { BATCH_SIZE } from './batches';

/** `n` invoices of 12.50 EUR on the account, numbered `BULK-<tag>-<i>`. */
export async function bulkInvoices(db: Db, accountId: number, tag: string, n: number, now: Date) {
  for (let i = 0; i < n; i += BATCH_SIZE) {
    const count = Math.min(BATCH_SIZE, n - i);
    await db.execute(sql`
      insert into invoices (account_id, number, kind, status, currency, subtotal_cents, tax_cents, total_cents, ocr, pay_token, issued_at, due_at, paid_at)
      select ${accountId}::int, 'BULK-' || ${tag}::text || '-' || g, 'invoice', case when g % 10 = 0 then 'unpaid' else 'paid' end, 'EUR', 1000, 250, 1250,
             lpad(g::text, 9, '0'), md5(${tag}::text || g::text), ${now.toISOString()}::timestamptz - (g || ' hours')::interval,
             ${now.toISOString()}::timestamptz - (g || ' hours')::interval + interval '14 days',
             case when g % 10 = 0 then null else ${now.toISOString()}::timestamptz - (g || ' hours')::interval end
      from generate_series(${i}::int, ${i + count - 1}::int) g`);
  }
}

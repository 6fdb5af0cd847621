// Bulk rows for performance work: N mailboxes, DNS records, invoices and audit
// events on the demo account, inserted in batches so 100,000 stays quick. Each
// area's rows are written by its seed file.
import { sql } from 'drizzle-orm';
import { accountByEmail } from '@server/areas/account/public';
import type { Db } from '@server/db/client';
import { insertAuditEvents } from '@server/core/audit';
import { batched } from './batches';
import { bulkInvoices } from './billing-bulk';
import { bulkRecords, firstZoneOf } from './dns-zones';
import { bulkMailboxes, highestMailboxId } from './email-mailboxes';
import { DEMO } from './seed';

export async function seedScale(db: Db, now: Date, n: number) {
  const acc = await accountByEmail(db, DEMO.email);
  if (!acc) throw new Error('Seed the demo data first');
  const zone = await firstZoneOf(db, acc.id);
  const domain = zone!.domain;
  const tag = `s${await highestMailboxId(db)}`;
  await bulkMailboxes(db, acc.id, domain, tag, n);
  await bulkRecords(db, zone!.id, tag, n);
  await bulkInvoices(db, acc.id, tag, n, now);
  await batched(
    n,
    (i) => ({
      accountId: acc.id,
      at: new Date(now.getTime() - (n - i) * 60_000),
      actorKind: i % 3 ? 'user' : 'token',
      actorId: null,
      actorName: i % 3 ? DEMO.email : 'deploy-bot',
      operation: ['updateProfile', 'createDnsRecord', 'updateMailbox', 'inviteGuest'][i % 4]!,
      method: 'POST',
      path: '/api/v1/bulk',
      target: domain,
      outcome: i % 17 ? 'success' : 'failed',
      status: i % 17 ? 200 : 422,
      detail: null,
    }),
    (rows) => insertAuditEvents(db, rows),
  );
  // A bulk load ends with fresh planner statistics (PGlite runs no autovacuum; PostgreSQL's comes later),
  // or the first queries plan for the empty tables they saw before.
  await db.execute(sql`analyze mailboxes, dns_records, invoices, audit_events`);
}

// Bulk rows for performance work: N mailboxes, DNS records, invoices and audit
// events on the demo account, inserted in batches so 100,000 stays quick.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import * as t from '@server/db/schema';
import { DEMO } from './seed';

const BATCH = 1000;

async function batched<T>(n: number, make: (i: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < n; start += BATCH) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(n, start + BATCH); i++) rows.push(make(i));
    await insert(rows);
  }
}

export async function seedScale(db: Db, now: Date, n: number) {
  const [acc] = await db
    .select()
    .from(t.accounts)
    .where(sql`lower(${t.accounts.email}) = ${DEMO.email}`);
  if (!acc) throw new Error('Seed the demo data first');
  const [zone] = await db
    .select()
    .from(t.dnsZones)
    .where(eq(t.dnsZones.accountId, acc.id))
    .orderBy(t.dnsZones.id)
    .limit(1);
  const domain = zone!.domain;
  const [{ m }] = (await db.select({ m: sql<number>`coalesce(max(${t.mailboxes.id}), 0)::int` }).from(t.mailboxes)) as [
    { m: number },
  ];
  const tag = `s${m}`;
  await batched(
    n,
    (i) => ({
      accountId: acc.id,
      domain,
      address: `user${i}.${tag}@${domain}`,
      passwordHash: 'scrypt$disabled$disabled',
      quotaMb: [1000, 2000, 5000, null][i % 4]!,
      // A few MB each: 10,000 of them must still fit the account's disk, or nothing else could be installed there.
      usedMb: (i * 7) % 3,
      sendLimit: 0,
      sentToday: i % 13,
      isSuspended: i % 97 === 0,
    }),
    (rows) => db.insert(t.mailboxes).values(rows),
  );
  await batched(
    n,
    (i) => ({
      zoneId: zone!.id,
      name: `host${i}-${tag}`,
      type: 'A',
      ttl: 3600,
      priority: null,
      value: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    }),
    (rows) => db.insert(t.dnsRecords).values(rows),
  );
  for (let i = 0; i < n; i += BATCH) {
    const count = Math.min(BATCH, n - i);
    await db.execute(sql`
      insert into invoices (account_id, number, kind, status, currency, subtotal_cents, tax_cents, total_cents, ocr, pay_token, issued_at, due_at, paid_at)
      select ${acc.id}::int, 'BULK-' || ${tag}::text || '-' || g, 'invoice', case when g % 10 = 0 then 'unpaid' else 'paid' end, 'EUR', 1000, 250, 1250,
             lpad(g::text, 9, '0'), md5(${tag}::text || g::text), ${now.toISOString()}::timestamptz - (g || ' hours')::interval,
             ${now.toISOString()}::timestamptz - (g || ' hours')::interval + interval '14 days',
             case when g % 10 = 0 then null else ${now.toISOString()}::timestamptz - (g || ' hours')::interval end
      from generate_series(${i}::int, ${i + count - 1}::int) g`);
  }
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
    (rows) => db.insert(t.auditEvents).values(rows),
  );
  // A bulk load ends with fresh planner statistics (PGlite runs no autovacuum; PostgreSQL's comes later),
  // or the first queries plan for the empty tables they saw before.
  await db.execute(sql`analyze mailboxes, dns_records, invoices, audit_events`);
}

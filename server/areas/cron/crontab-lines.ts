// The crontab of a hosting account as a backup keeps it: one line per job in
// crontab form. Read-only, offered to the backups area through public.ts.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { cronJobs } from '@server/db/schema';

/** The entries the crontab had at `at` (the seed's history backs up days before a job was added). */
export async function cronLinesOf(q: Db | Tx, serviceId: number, at: Date): Promise<string[]> {
  const rows = await q
    .select()
    .from(cronJobs)
    .where(and(eq(cronJobs.serviceId, serviceId), lte(cronJobs.createdAt, at)))
    .orderBy(asc(cronJobs.id));
  return rows.map((r) => [r.minute, r.hour, r.dayOfMonth, r.month, r.dayOfWeek, r.command].join(' '));
}

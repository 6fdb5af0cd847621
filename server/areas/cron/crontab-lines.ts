// The crontab of a hosting account as the panel writes it to the node (and a
// backup keeps it): CRON_TZ with the account's zone first, then one line per
// job with its command escaped for cron (an unescaped % would end the command
// there and feed the rest to it as input). Read-only, offered to the backups
// area through public.ts.
import { and, asc, eq, lte } from 'drizzle-orm';
import { crontabCommand } from '@contract/cron-rules';
import type { Db, Tx } from '@server/db/client';
import { cronJobs } from '@server/db/schema/cron';
import { crontabZoneOf } from './crontab-zone';

type Row = Pick<typeof cronJobs.$inferSelect, 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek' | 'command'>;

/** One job as a crontab line: the five fields, then the command so that cron runs it as typed. */
export const crontabLine = (r: Row): string =>
  [r.minute, r.hour, r.dayOfMonth, r.month, r.dayOfWeek, crontabCommand(r.command)].join(' ');

/** The crontab's lines at `at` (the seed's history backs up days before a job was added). */
export async function cronLinesOf(q: Db | Tx, serviceId: number, at: Date): Promise<string[]> {
  const rows = await q
    .select()
    .from(cronJobs)
    .where(and(eq(cronJobs.serviceId, serviceId), lte(cronJobs.createdAt, at)))
    .orderBy(asc(cronJobs.id));
  if (rows.length === 0) return [];
  return [`CRON_TZ=${await crontabZoneOf(q, rows[0]!.accountId)}`, ...rows.map(crontabLine)];
}

// The account's monitors that are down, for the account's attention list (the monitoring area owns them).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { monitors } from '@server/db/schema/monitoring';

export type MonitorRow = typeof monitors.$inferSelect;

/** The account's monitors whose status is down, by id. */
export const monitorsDownOf = (db: Db | Tx, accountId: number): Promise<MonitorRow[]> =>
  db
    .select()
    .from(monitors)
    .where(and(eq(monitors.accountId, accountId), eq(monitors.status, 'down')))
    .orderBy(monitors.id);

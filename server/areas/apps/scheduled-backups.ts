// Automatic backups of installed apps: one self-rescheduling job, once a day at
// 03:00 UTC, backs up every installed app whose auto-backup is due (daily, or
// when its last scheduled backup is a week or a month old), files and
// database, as a 'scheduled' backup, and applies the install's rotation. It is
// started when an install with auto-backup is made or configured (and keeps
// running from then on); area.ts declares it as SCHEDULED_BACKUPS_JOB.
import type { CustomerSql } from '@server/db/customer-server';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Deps } from '@server/core/deps';
import { type JobStep, ensureJob } from '@server/core/job-queue';
import type { Tx } from '@server/db/client';
import { appBackups, appInstalls } from '@server/db/schema/apps';
import { rotateBackups } from './backup-rotation';
import { takeBackup } from './backups';

export const SCHEDULED_BACKUPS_JOB = 'apps.scheduled-backups';
const DAY = 86_400_000;
const RUN_HOUR_UTC = 3;
/** How old the last scheduled backup may be before the next one is due (an hour's slack for the run's own time). */
const INTERVAL_MS: Record<string, number> = { daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY };
const SLACK_MS = 3_600_000;

/** The first 03:00 UTC strictly after `now`. */
export function nextRunAt(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(RUN_HOUR_UTC, 0, 0, 0);
  return at > now ? at : new Date(at.getTime() + DAY);
}

/** Back up every installed app whose automatic backup is due at `now`; returns how many were taken. */
export async function takeDueBackups(
  tx: Tx,
  node: CustomerSql,
  now: Date,
): Promise<{ taken: number; rotated: number }> {
  const installs = await tx
    .select()
    .from(appInstalls)
    .where(and(eq(appInstalls.status, 'installed'), ne(appInstalls.autoBackup, 'off')));
  let taken = 0;
  let rotated = 0;
  for (const install of installs) {
    const interval = INTERVAL_MS[install.autoBackup];
    if (!interval) continue;
    const [last] = await tx
      .select({ at: appBackups.createdAt })
      .from(appBackups)
      .where(and(eq(appBackups.installId, install.id), eq(appBackups.kind, 'scheduled')))
      .orderBy(desc(appBackups.createdAt))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < interval - SLACK_MS) continue;
    await takeBackup(tx, node, install, { kind: 'scheduled', note: `Automatic ${install.autoBackup} backup`, now });
    rotated += (await rotateBackups(tx, install)).length;
    taken++;
  }
  return { taken, rotated };
}

export const scheduledBackupsStep: JobStep<Deps> = async (tx, _job, deps) => {
  const now = deps.clock.now();
  const { taken, rotated } = await takeDueBackups(tx, deps.infra.databaseNode.sql, now);
  const next = nextRunAt(now);
  return {
    state: 'running',
    progress: 0,
    stage: `${taken} app backups taken, ${rotated} rotated away; next run ${next.toISOString()}`,
    runInMs: next.getTime() - now.getTime(),
  };
};

/** Start the daily run unless it is scheduled already. */
export async function ensureScheduledBackups(tx: Tx, now: Date) {
  await ensureJob(tx, now, {
    kind: SCHEDULED_BACKUPS_JOB,
    subject: 'app backups',
    runInMs: nextRunAt(now).getTime() - now.getTime(),
  });
}

// The provider's backup schedule, the same for every hosting account: one run
// a night at 03:00 UTC (after the databases' own 02:00 dumps). The first of
// the month's run is kept as the monthly, a Sunday's as the weekly, the rest
// as dailies; each kind is kept for its retention. A manual backup (the safety
// backup before a restore) is kept 30 days.
const DAY = 86_400_000;
export const WINDOW_HOUR_UTC = 3;
export const WINDOW_START_UTC = '03:00';
export const RETENTION = { daily: 30, weekly: 8, monthly: 6 } as const;
export const MANUAL_RETENTION_DAYS = 30;
export const PARTS = ['files', 'databases', 'email', 'dns', 'cron'] as const;

export type BackupKind = 'daily' | 'weekly' | 'monthly' | 'manual';

/** Which kind the scheduled run at `at` is kept as. */
export function kindOn(at: Date): Exclude<BackupKind, 'manual'> {
  if (at.getUTCDate() === 1) return 'monthly';
  if (at.getUTCDay() === 0) return 'weekly';
  return 'daily';
}

/** Until when a backup of `kind` taken at `at` is kept. */
export function retainedUntil(kind: BackupKind, at: Date): Date {
  const t = at.getTime();
  switch (kind) {
    case 'daily':
      return new Date(t + RETENTION.daily * DAY);
    case 'weekly':
      return new Date(t + RETENTION.weekly * 7 * DAY);
    case 'monthly': {
      const d = new Date(at);
      d.setUTCMonth(d.getUTCMonth() + RETENTION.monthly);
      return d;
    }
    case 'manual':
      return new Date(t + MANUAL_RETENTION_DAYS * DAY);
  }
}

/** The scheduled run at 03:00 UTC of `day`. */
export function runOn(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), WINDOW_HOUR_UTC));
}

/** The first scheduled run strictly after `now`. */
export function nextRunAfter(now: Date): Date {
  const today = runOn(now);
  return today > now ? today : new Date(today.getTime() + DAY);
}

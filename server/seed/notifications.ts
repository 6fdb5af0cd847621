// The demo's reminders come from the reminder job itself, never from rows written
// here: the seed starts the job, due at once, and its first run (the server's job
// runner, a second after start; a test's runDueJobs) tells what the demo's state
// calls for: nordlight.se expires in 12 days with auto-renewal off, so its 30-day
// reminder is due; lindqvist.net expired days ago and gets the after-expiry notice;
// invoices due soon or overdue are chased, and new ones announced.
import { ensureReminderJob } from '@server/areas/notifications/public';
import type { Tx } from '@server/db/client';

export async function seedNotifications(tx: Tx, now: Date) {
  await ensureReminderJob(tx, now);
}

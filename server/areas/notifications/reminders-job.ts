// The reminder clock: one self-rescheduling job that looks, every quarter of an
// hour, for domain expiries and invoices the account should hear about, and
// tells each once (notify.ts keeps the once). Events that happen elsewhere
// (a monitor going down, a restore finishing) are told by their own areas
// through public.ts as they happen.
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '@server/core/deps';
import { enqueue, type JobStep } from '@server/core/job-queue';
import type { Tx } from '@server/db/client';
import { jobs } from '@server/db/schema';
import { sendDomainReminders } from './domain-reminders';
import { sendInvoiceNotices } from './invoice-reminders';

export const REMINDER_JOB = 'notifications.reminders';
const REMINDER_INTERVAL_MS = 15 * 60_000;
/** The most notices one step tells (one transaction); the rest follow a second later. */
const NOTICES_PER_STEP = 100;

/** How many more notices this step may tell. */
export interface Budget {
  left: number;
}

export const reminderStep: JobStep<Deps> = async (tx, _job, deps) => {
  const now = deps.clock.now();
  const budget: Budget = { left: NOTICES_PER_STEP };
  // Invoices first, domains last: in the newest-first centre and mailbox the expiry reminders come out on top.
  const invoices = await sendInvoiceNotices(tx, deps, now, budget);
  const domains = await sendDomainReminders(tx, deps, now, budget);
  const more = budget.left <= 0;
  return {
    state: 'running',
    progress: 0,
    stage: `${invoices} invoice and ${domains} domain notices at ${now.toISOString()}${more ? ', more to tell' : ''}`,
    runInMs: more ? 1000 : REMINDER_INTERVAL_MS,
  };
};

/** Start the reminder clock unless it runs (the seed calls this; migration 0018 starts it on older data). */
export async function ensureReminderJob(tx: Tx, now: Date) {
  const [running] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, REMINDER_JOB), inArray(jobs.state, ['queued', 'running'])))
    .limit(1);
  if (!running) await enqueue(tx, now, { kind: REMINDER_JOB, subject: 'reminders', runInMs: 0 });
}

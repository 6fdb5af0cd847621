// The reminder clock: one self-rescheduling job that looks, every quarter of an
// hour, for domain expiries and invoices the account should hear about, and
// tells each once (notify.ts keeps the once). Events that happen elsewhere
// (a monitor going down, a restore finishing) are told by their own areas
// through public.ts as they happen.
import type { Deps } from '@server/core/deps';
import { type JobStep, ensureJob } from '@server/core/job-queue';
import type { Tx } from '@server/db/client';
import { sendDomainReminders } from './domain-reminders';
import type { Budget } from './notify';
import { sendInvoiceNotices } from './invoice-reminders';

export const REMINDER_JOB = 'notifications.reminders';
const REMINDER_INTERVAL_MS = 15 * 60_000;
/** The most notices one step tells (one transaction); the rest follow a second later. */
const NOTICES_PER_STEP = 100;

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
  await ensureJob(tx, now, { kind: REMINDER_JOB, subject: 'reminders', runInMs: 0 });
}

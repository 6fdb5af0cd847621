// A mailbox row in the API's terms: the spec's listing row, usage in percent,
// quota 0 for unlimited, and when the daily send counter starts over.
import type { MailboxRow } from './mailbox-repository';

/** The spec's Mailbox listing row, exactly. */
export const presentMailbox = (m: MailboxRow) => ({
  address: m.address,
  usedMb: m.usedMb,
  quotaMb: m.quotaMb,
  isSuspended: m.isSuspended,
  sendLimit: m.sendLimit,
  sentToday: m.sentToday,
});

/** 0 means unlimited on the wire; unlimited is NULL in the table. */
export const quotaToDb = (q: number) => (q === 0 ? null : q);

export const usagePercent = (m: Pick<MailboxRow, 'usedMb' | 'quotaMb'>) =>
  m.quotaMb ? Math.round((m.usedMb / m.quotaMb) * 1000) / 10 : null;

/** The next midnight UTC: when the daily send counter starts over. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

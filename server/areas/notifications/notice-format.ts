// The account's formats (ADR 030) for what the server writes to a person when something happens: the
// notices and their mails, and the account's own mails (a reset link's deadline, a password change).
// They are written once, at event time, so they are written in the formats the account has then: its
// locale for amounts, its date format for days, its time zone for both, and the zone always said, since
// a mail is read far from the dashboard that would otherwise name it. The writing itself is the
// contract's (contract/written-formats.ts), the same the dashboard uses, so a mail and a screen agree.
import { writeDay, writeMoment, writeMoney, type WrittenTime } from '@contract/written-formats';
import { money } from '@server/core/money';
import type { Db, Tx } from '@server/db/client';
import { firstOwnedAccount, readPreferences } from '@server/areas/account/public';

export interface NoticeFormat {
  /** An amount given in cents: "€12.50", "12,50 €", "$12.50". */
  money(cents: number, currency: string): string;
  /** The day of a moment in the account's zone, the zone said: "12 Dec 2026 (Europe/Stockholm)". */
  day(at: Date): string;
  /** A moment in the account's zone, named: "12 Dec 2026, 14:00 CET", "2026-12-12 14:00 CET". */
  moment(at: Date): string;
}

export function noticeFormat(t: WrittenTime): NoticeFormat {
  return {
    money: (cents, currency) => {
      const m = money(cents, currency);
      return writeMoney(m.amount, m.currency, t.locale);
    },
    day: (at) => `${writeDay(at, t)} (${t.timeZone})`,
    moment: (at) => writeMoment(at, t),
  };
}

/** The formats of an account with these stored preferences (the jsonb column, of any age) and country. */
export function noticeFormatFrom(stored: Record<string, unknown>, country: string): NoticeFormat {
  const p = readPreferences(stored, country);
  return noticeFormat({ locale: p.language, timeZone: knownZone(p.timezone), dateFormat: p.dateFormat });
}

/** A zone saved before the API checked zones may be unknown to Intl; a notice then says UTC, it never fails. */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** What a person with no account of their own reads (a guest): what an account that never chose reads. */
const defaults = () => noticeFormatFrom({}, '');

/**
 * The formats for mail to a login (a reset link, a password change): those of the account it owns (the
 * first, if several), else the defaults: a guest's preferences are the host account's, not theirs.
 */
export async function noticeFormatOfLogin(q: Db | Tx, userId: number): Promise<NoticeFormat> {
  const acc = await firstOwnedAccount(q, userId);
  return acc ? noticeFormatFrom(acc.preferences, acc.country) : defaults();
}

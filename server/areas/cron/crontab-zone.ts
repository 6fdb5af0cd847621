// The zone an account's crontab is read in: the account's time-zone preference
// (the account area stores it in accounts.preferences; UTC until one is set).
// The panel writes it as CRON_TZ at the top of the crontab, so the node's cron
// (cronie) matches the fields against that zone's wall clock.
import { isKnownTimeZone } from '@contract/cron-calendar';
import type { Db, Tx } from '@server/db/client';
import { accountById } from '@server/areas/account/public';

export const DEFAULT_CRON_ZONE = 'UTC';

export async function crontabZoneOf(q: Db | Tx, accountId: number): Promise<string> {
  const row = await accountById(q, accountId);
  const zone = row?.preferences.timezone;
  // The preference is checked when it is set; a zone this runtime no longer knows falls back to UTC.
  return typeof zone === 'string' && isKnownTimeZone(zone) ? zone : DEFAULT_CRON_ZONE;
}

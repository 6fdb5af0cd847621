// The text every line of an hour (or a day) carries in its timestamp, per log
// format, in UTC as the node writes its logs: the incident timeline opens the
// log viewer filtered to it (the server's plain-text `grep`), so "what did the
// log say at 14:00" is one click.
//   access (Combined Log Format)  [23/Nov/2026:14:05:09 +0000]
//   error (Apache 2.4)            [Mon Nov 23 14:05:09.123456 2026]
//   php_error                     [23-Nov-2026 14:05:09 UTC]
import type { LogName } from './keys';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const two = (n: number) => String(n).padStart(2, '0');

export function logTimeToken(log: LogName, iso: string, step: 'hour' | 'day'): string {
  const d = new Date(iso);
  const day = two(d.getUTCDate());
  const mon = MONTHS[d.getUTCMonth()]!;
  const year = d.getUTCFullYear();
  const hour = two(d.getUTCHours());
  if (log === 'access') return step === 'hour' ? `${day}/${mon}/${year}:${hour}:` : `[${day}/${mon}/${year}:`;
  if (log === 'php_error') return step === 'hour' ? `${day}-${mon}-${year} ${hour}:` : `[${day}-${mon}-${year} `;
  return step === 'hour' ? `${DAYS[d.getUTCDay()]} ${mon} ${day} ${hour}:` : `[${DAYS[d.getUTCDay()]} ${mon} ${day} `;
}

// The simulated home directory of a hosting account: a deterministic site
// (the same service always gets the same tree) and the day-to-day activity
// that changes it (the access log grows, the page cache is rewritten, an
// upload now and then, a theme edit once a week). Pure: the repository stores
// the result, the seed replays the days, a backup copies what is stored.
import { sha256 } from '@server/core/crypto';

export interface HomeFile {
  path: string;
  sizeBytes: number;
  modifiedAt: Date;
}

export interface HomeOwner {
  serviceId: number;
  domain: string | null;
  createdAt: Date;
}

const DAY = 86_400_000;
const WORDS = ['harbour', 'studio', 'winter', 'poster', 'ferry', 'portrait', 'sketch', 'gallery', 'launch', 'workshop'];

/** A number in [0, 1) fixed by the service and a label, so every run of the simulation agrees. */
function unit(serviceId: number, label: string): number {
  return parseInt(sha256(`${serviceId}:${label}`).slice(0, 8), 16) / 0x1_0000_0000;
}

const between = (serviceId: number, label: string, lo: number, hi: number) =>
  Math.floor(lo + unit(serviceId, label) * (hi - lo));

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** The files a new account's site starts with, dated from the account's creation. */
export function baseTree(o: HomeOwner): HomeFile[] {
  const s = o.serviceId;
  const at = (label: string) => new Date(o.createdAt.getTime() + between(s, `t:${label}`, 1, 20) * 3_600_000);
  const file = (path: string, lo: number, hi: number): HomeFile => ({
    path,
    sizeBytes: between(s, path, lo, hi),
    modifiedAt: at(path),
  });
  return [
    file('/.bashrc', 3_000, 3_800),
    file('/.ssh/authorized_keys', 380, 1_200),
    file('/public_html/.htaccess', 600, 1_800),
    file('/public_html/index.php', 400, 420),
    file('/public_html/robots.txt', 60, 240),
    file('/public_html/wp-config.php', 3_000, 3_600),
    file('/public_html/wp-content/themes/twentytwentyfive/style.css', 18_000, 26_000),
    file('/public_html/wp-content/themes/twentytwentyfive/functions.php', 4_000, 6_000),
    file('/public_html/wp-content/themes/twentytwentyfive/theme.json', 30_000, 42_000),
    file('/public_html/wp-content/plugins/contact-form-7/wp-contact-form-7.php', 2_500, 3_000),
    file('/public_html/wp-content/plugins/contact-form-7/readme.txt', 6_000, 9_000),
    file('/public_html/wp-content/plugins/wordpress-seo/wp-seo.php', 1_500, 2_000),
    file('/public_html/wp-content/plugins/wordpress-seo/readme.txt', 50_000, 70_000),
    file('/public_html/wp-content/cache/page-cache.html', 40_000, 90_000),
    file('/logs/access.log', 100_000, 400_000),
    file('/logs/error.log', 2_000, 9_000),
  ];
}

/**
 * What one day of the site's life changes, as new versions of files (never a deletion): times fall
 * within that UTC day between 08:00 and 22:00. `current` is the tree before the day.
 */
export function dayChanges(serviceId: number, day: Date, current: Map<string, HomeFile>): HomeFile[] {
  const key = dayKey(day);
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const at = (label: string) => new Date(start + between(serviceId, `${key}:${label}`, 8 * 60, 22 * 60) * 60_000);
  const grown = (path: string, lo: number, hi: number): HomeFile => ({
    path,
    sizeBytes: (current.get(path)?.sizeBytes ?? 0) + between(serviceId, `${key}:${path}`, lo, hi),
    modifiedAt: at(path),
  });
  const out: HomeFile[] = [
    grown('/logs/access.log', 20_000, 80_000),
    {
      path: '/public_html/wp-content/cache/page-cache.html',
      sizeBytes: between(serviceId, `${key}:cache`, 40_000, 90_000),
      modifiedAt: at('cache'),
    },
  ];
  if (unit(serviceId, `${key}:errors`) < 0.3) out.push(grown('/logs/error.log', 200, 1_500));
  if (unit(serviceId, `${key}:upload`) < 0.35) {
    const word = WORDS[between(serviceId, `${key}:word`, 0, WORDS.length)]!;
    const path = `/public_html/wp-content/uploads/${key.slice(0, 4)}/${key.slice(5, 7)}/${word}-${key.slice(8, 10)}.jpg`;
    out.push({ path, sizeBytes: between(serviceId, `${key}:jpg`, 180_000, 2_400_000), modifiedAt: at('upload') });
  }
  // Wednesdays the designer tweaks the theme
  if (day.getUTCDay() === 3)
    out.push({
      path: '/public_html/wp-content/themes/twentytwentyfive/style.css',
      sizeBytes: between(serviceId, `${key}:css`, 18_000, 26_000),
      modifiedAt: at('css'),
    });
  return out;
}

/** The UTC days from `from` (inclusive) up to the day of `to` (inclusive). */
export function daysBetween(from: Date, to: Date): Date[] {
  const out: Date[] = [];
  let t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (; t <= to.getTime(); t += DAY) out.push(new Date(t));
  return out;
}

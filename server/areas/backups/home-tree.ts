// The day-to-day activity that changes a hosting account's home directory (the
// access log grows, the page cache is rewritten, an upload now and then, a theme
// edit once a week), deterministic like the base tree it starts from
// (server/infra/home-tree.ts). Pure: the seed replays the days, a backup copies
// what is stored.
import { homeBetween, homeFraction, type HomeFile as TreeFile } from '@server/infra/home-tree';

/** A version of a file the day's activity writes: the web node's home-tree file (public.ts offers it to the seed). */
export type HomeFile = TreeFile;

const DAY = 86_400_000;
const WORDS = ['harbour', 'studio', 'winter', 'poster', 'ferry', 'portrait', 'sketch', 'gallery', 'launch', 'workshop'];

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/**
 * What one day of the site's life changes, as new versions of files (never a deletion): times fall
 * within that UTC day between 08:00 and 22:00. `current` is the tree before the day.
 */
export function dayChanges(serviceId: number, day: Date, current: Map<string, HomeFile>): HomeFile[] {
  const key = dayKey(day);
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const at = (label: string) => new Date(start + homeBetween(serviceId, `${key}:${label}`, 8 * 60, 22 * 60) * 60_000);
  const grown = (path: string, lo: number, hi: number): HomeFile => ({
    path,
    sizeBytes: (current.get(path)?.sizeBytes ?? 0) + homeBetween(serviceId, `${key}:${path}`, lo, hi),
    modifiedAt: at(path),
  });
  const out: HomeFile[] = [
    grown('/logs/access.log', 20_000, 80_000),
    {
      path: '/public_html/wp-content/cache/page-cache.html',
      sizeBytes: homeBetween(serviceId, `${key}:cache`, 40_000, 90_000),
      modifiedAt: at('cache'),
    },
  ];
  if (homeFraction(serviceId, `${key}:errors`) < 0.3) out.push(grown('/logs/error.log', 200, 1_500));
  if (homeFraction(serviceId, `${key}:upload`) < 0.35) {
    const word = WORDS[homeBetween(serviceId, `${key}:word`, 0, WORDS.length)]!;
    const path = `/public_html/wp-content/uploads/${key.slice(0, 4)}/${key.slice(5, 7)}/${word}-${key.slice(8, 10)}.jpg`;
    out.push({ path, sizeBytes: homeBetween(serviceId, `${key}:jpg`, 180_000, 2_400_000), modifiedAt: at('upload') });
  }
  // Wednesdays the designer tweaks the theme
  if (day.getUTCDay() === 3)
    out.push({
      path: '/public_html/wp-content/themes/twentytwentyfive/style.css',
      sizeBytes: homeBetween(serviceId, `${key}:css`, 18_000, 26_000),
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

// Sizes and counts in words, the same on every screen and in every server text (ADR 033).
// One unit system: decimal SI (1 kB = 1,000 B, 1 MB = 1,000 kB), as disks, networks and the
// EU's consumer rules count, so "25.3 GB" means the same number of bytes wherever it is said.
// At most three significant digits: "950 MB", "25.3 GB", "1.2 TB"; never "25294.3 MB".
// Pure and free of any dependency beyond Intl, so the server and the dashboard both load it.

/** The units in order, each a thousand of the one before. */
const SIZE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'] as const;
const STEP = 1000;
/** A megabyte (as the contract's `…Mb` fields count them) in bytes. */
export const BYTES_PER_MB = STEP * STEP;

/** The language of the words: the texts are English; only the digits follow a locale. */
const WORDS = 'en';

// Built once per locale and options: a big list formats thousands of cells.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}

/** At most three significant digits, whole numbers for bytes (there is no fraction of one). */
const sizeDigits = (unit: number): Intl.NumberFormatOptions =>
  unit === 0 ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 3 };

/** What a number rounds to at three significant digits: 999.6 becomes 1000, so it moves up a unit. */
const rounded3 = (v: number) => Number(v.toPrecision(3));

/**
 * A size in bytes, in the unit that keeps it under a thousand: "0 B", "812 B", "4.1 kB", "950 MB",
 * "25.3 GB". `locale` decides only the digits ("25,3 GB" in Swedish); the units are the same in
 * every language. A negative size (a change) keeps its sign.
 */
export function formatBytes(bytes: number, locale: string = WORDS): string {
  if (!Number.isFinite(bytes)) return '—';
  let value = Math.abs(bytes);
  let unit = 0;
  // bytes round to whole ones first: 999.6 B is 1 kB, not "1000 B"
  while (unit < SIZE_UNITS.length - 1 && (unit === 0 ? Math.round(value) : rounded3(value)) >= STEP) {
    value /= STEP;
    unit += 1;
  }
  const text = numberFormat(locale, sizeDigits(unit)).format(value);
  return `${bytes < 0 && text !== '0' ? '−' : ''}${text} ${SIZE_UNITS[unit]}`;
}

/** A size the contract gives in megabytes (`diskMb`, `quotaMb`, `usedMb`): "950 MB", "25.3 GB". */
export function formatMegabytes(mb: number, locale: string = WORDS): string {
  return formatBytes(mb * BYTES_PER_MB, locale);
}

/** A transfer rate given in kilobytes a second (`KB/s` usage): "800 kB/s", "12.5 MB/s". */
export function formatKilobytesPerSecond(kbps: number, locale: string = WORDS): string {
  return `${formatBytes(kbps * STEP, locale)}/s`;
}

/** "25.9 GB of 51.2 GB": a used size against its limit, each in its own unit. */
export function megabytesOf(usedMb: number, limitMb: number, locale: string = WORDS): string {
  return `${formatMegabytes(usedMb, locale)} of ${formatMegabytes(limitMb, locale)}`;
}

const plurals = new Intl.PluralRules(WORDS);

/** The noun for a count, chosen by the English plural rules: `nounFor(1, 'item', 'items')` is "item". */
export function nounFor(n: number, one: string, other: string): string {
  return plurals.select(n) === 'one' ? one : other;
}

/** A count with its noun: "0 items", "1 item", "2 items", "1,234 items". */
export function countOf(n: number, one: string, other: string, locale: string = WORDS): string {
  return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(n)} ${nounFor(n, one, other)}`;
}

/**
 * How much of a whole was done: "1 item restored", "All 3 items restored", "2 of 3 items restored".
 * `done` is at most `total`; a whole of one is never "all 1".
 */
export function doneOf(
  done: number,
  total: number,
  noun: readonly [one: string, other: string],
  verb: string,
  locale: string = WORDS,
): string {
  const [one, other] = noun;
  if (total === 1 && done === 1) return `${countOf(1, one, other, locale)} ${verb}`;
  if (done === total && total > 1) return `All ${countOf(total, one, other, locale)} ${verb}`;
  const n = numberFormat(locale, { maximumFractionDigits: 0 });
  return `${n.format(done)} of ${countOf(total, one, other, locale)} ${verb}`;
}

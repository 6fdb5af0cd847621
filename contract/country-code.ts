// Countries as ISO 3166-1 alpha-2 codes, the list from i18n-iso-countries (issue 33): a code
// that merely looks like one (`XX`, `ZZ`, `EU`) is refused. Names are the browser's and the
// server's own (Intl.DisplayNames, CLDR), in the customer's language.
import isoCountries from 'i18n-iso-countries';
import { z } from 'zod';

/** Every officially assigned ISO 3166-1 alpha-2 code, upper case. */
export const COUNTRY_CODES: readonly string[] = Object.keys(isoCountries.getAlpha2Codes()).sort();
const known = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string) => known.has(code);

const TWO_LETTERS = 'Use the two-letter country code, e.g. SE';

/** A country as a person sends it: two letters, any case, stored upper case; only assigned codes. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(2, { error: TWO_LETTERS, abort: true })
  .regex(/^[A-Z]{2}$/, { error: TWO_LETTERS, abort: true })
  .refine(isCountryCode, { error: (i) => `${String(i.input)} is not an ISO 3166-1 country code` })
  .meta({ description: 'ISO 3166-1 alpha-2 country code, e.g. SE' });

const namers = new Map<string, Intl.DisplayNames>();
function namer(locale = 'en') {
  let n = namers.get(locale);
  if (!n) {
    // An unknown or malformed locale falls back to English rather than failing a screen.
    try {
      n = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    } catch {
      n = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    }
    namers.set(locale, n);
  }
  return n;
}

/** The name of a country in `locale` (English by default), or the code as given when there is none. */
export function countryName(code: string, locale?: string): string {
  try {
    return namer(locale).of(code) ?? code;
  } catch {
    return code; // not even shaped like a region code: an old stored value, say
  }
}

/** Every country as `{ code, name }`, sorted by name in `locale`: a country select's options. */
export function countryOptions(locale?: string): { code: string; name: string }[] {
  const collator = new Intl.Collator([locale ?? 'en', 'en']);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

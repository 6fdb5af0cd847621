// VAT numbers through jsvat (issue 33): the country's format and check digits, and the
// country the number belongs to must be the country of the address it is given with.
// Stored as jsvat normalises it: upper case, no spaces, dots or dashes (`SE556677889901`).
// Only the contact forms and the server load this module (ADR 022).
import { checkVAT, countries } from 'jsvat';
import { VAT_EXAMPLE, VAT_MAX } from './contact-fields';
import { countryName } from './country-code';
import type { Stored } from './domain-name';

/**
 * A VAT number as typed to its stored form; or why not. With `country` (the address's
 * ISO 3166-1 code) the number must be one of that country's.
 */
export function storedVat(typed: string, country?: string | null): Stored {
  const text = typed.trim();
  if (text.length > VAT_MAX) return { ok: false, message: `At most ${VAT_MAX} characters` };
  const r = checkVAT(text, countries);
  const of = r.country?.isoCode.short;
  if (!of || !r.isSupportedCountry || of === 'EU') {
    return { ok: false, message: VAT_EXAMPLE };
  }
  const name = countryName(of);
  if (!r.isValidFormat) return { ok: false, message: `${text} is not in the format of a VAT number of ${name}` };
  if (!r.isValid)
    return { ok: false, message: `${text} fails the check digits of a VAT number of ${name}; look for a typo` };
  if (country && country !== of) {
    return {
      ok: false,
      message: `${text} is a VAT number of ${name}, but the address is in ${countryName(country)}`,
    };
  }
  return { ok: true, value: r.value ?? text.toUpperCase() };
}

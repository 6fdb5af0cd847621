// Phone numbers through libphonenumber-js (issue 33): parsed with the entry's country as the
// default region, stored in E.164 (`+46812345678`), shown in international form. The `min`
// metadata keeps the dashboard's chunk small; it checks each country's lengths and prefixes,
// not every number range (ADR 022). Only the contact forms and the server load this module.
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_EXAMPLE, PHONE_MAX } from './contact-fields';
import type { Stored } from './domain-name';

/**
 * A phone number as typed, in international form or in the national form of `country`
 * (`08-123 456 78` for SE), to its E.164 form; or why not.
 */
export function storedPhone(typed: string, country?: string | null): Stored {
  const text = typed.trim();
  if (text.length > PHONE_MAX) return { ok: false, message: `At most ${PHONE_MAX} characters` };
  const region = country && isSupportedCountry(country) ? country : undefined;
  const number = parsePhoneNumberFromString(text, region ? { defaultCountry: region } : {});
  if (!number) {
    return {
      ok: false,
      message: text.startsWith('+') || region ? PHONE_EXAMPLE : `${PHONE_EXAMPLE}, with its country code`,
    };
  }
  if (number.ext) return { ok: false, message: 'Leave out the extension: we store the number itself' };
  if (!number.isPossible() || !number.isValid()) {
    return { ok: false, message: `${text} is not a valid phone number; ${PHONE_EXAMPLE.toLowerCase()}` };
  }
  return { ok: true, value: number.number };
}

/** A stored number in international form (`+46 8 123 456 78`); a value it cannot read, as stored. */
export function formatPhone(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

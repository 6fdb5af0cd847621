// The contact fields as the area contracts take them, apart from the checks that use
// libphonenumber-js and jsvat (phone-number.ts, vat-number.ts): the area contracts are read on
// every screen of their area and must not pull those libraries in with them (ADR 022). These
// check only the shape; the full check runs where the entry's country is known
// (contact-checks.ts: the handler on the entry as it will be, the form on the whole form).
import { z } from 'zod';

export const PHONE_EXAMPLE = 'Enter a phone number such as +46 8 123 456 78';
/** The longest phone number we read as typed: E.164 has 15 digits, people add spaces and dashes. */
export const PHONE_MAX = 40;

export const VAT_EXAMPLE = 'Enter a VAT number with its country prefix, e.g. SE556677889901';
/** The longest VAT number we read as typed (Swiss `CHE-123.456.789 MWST` is 20). */
export const VAT_MAX = 20;

/** A phone number as typed; answered in E.164 once the handler has parsed it. */
export const phoneField = z
  .string()
  .trim()
  .min(1, PHONE_EXAMPLE)
  .max(PHONE_MAX, { error: `At most ${PHONE_MAX} characters`, abort: true })
  // Only the characters a phone number is written with, so letters are refused with the other fields.
  .regex(/^\+?[\d ()./-]+$/, PHONE_EXAMPLE)
  .meta({ description: 'A phone number, international or national to the address country; answered in E.164' });

/** A VAT number as typed: a country prefix and the number; answered upper case without separators. */
export const vatNumberField = z
  .string()
  .trim()
  .max(VAT_MAX, { error: `At most ${VAT_MAX} characters`, abort: true })
  .regex(/^[A-Za-z]{2}[0-9A-Za-z+*. -]{2,18}$/, VAT_EXAMPLE)
  .meta({ description: 'A VAT number of the address country, with its prefix; answered upper case, unspaced' });

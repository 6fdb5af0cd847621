// The checks of a contact entry that need another field or a library too big for every screen
// (ADR 022): a phone number is read in the entry's country, a VAT number must be that
// country's. The server runs them on what the entry will hold after a change (the stored
// values with the body's over them); the profile and billing-address forms run them on the
// whole form, so both refuse the same thing with the same message.
import type { z } from 'zod';
import { storedPhone } from './phone-number';
import { storedVat } from './vat-number';

export interface ContactFieldError {
  path: string;
  message: string;
  code: string;
}

export interface ContactInput {
  /** The phone number as typed; undefined or null: not checked. */
  phone?: string | null;
  /** The VAT number as typed (or stored, when only the country changed); undefined or null: not checked. */
  vat?: string | null;
  /** The entry's ISO 3166-1 alpha-2 country, if it has one. */
  country?: string | null;
}

export interface CheckedContact {
  /** The stored forms of what was checked: phone in E.164, VAT upper case without separators. */
  phone?: string;
  vat?: string;
  errors: ContactFieldError[];
}

/** Check an entry's phone and VAT number; `paths` names the fields in the answer's errors[]. */
export function checkContact(input: ContactInput, paths: { phone?: string; vat: string }): CheckedContact {
  const out: CheckedContact = { errors: [] };
  if (input.phone != null && paths.phone) {
    const r = storedPhone(input.phone, input.country);
    if (r.ok) out.phone = r.value;
    else out.errors.push({ path: paths.phone, message: r.message, code: 'invalid_phone' });
  }
  if (input.vat != null) {
    const r = storedVat(input.vat, input.country);
    if (r.ok) out.vat = r.value;
    else out.errors.push({ path: paths.vat, message: r.message, code: 'invalid_vat_number' });
  }
  return out;
}

/** The same check as a form schema's refinement: each error lands on its field. */
export function refineContact<T>(pick: (values: T) => ContactInput, paths: { phone?: string; vat: string }) {
  return (values: T, ctx: z.RefinementCtx<T>) => {
    for (const e of checkContact(pick(values), paths).errors) {
      ctx.addIssue({ code: 'custom', path: e.path.split('.'), message: e.message, input: values });
    }
  };
}

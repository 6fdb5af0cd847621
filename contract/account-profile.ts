// The account's contact profile (and a login-email change, held) and its
// notification and display preferences.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Timestamp } from './common';
import { Email } from './domain-name-fields';
import { phoneField, vatNumberField } from './contact-fields';
import { countryCode } from './country-code';
import { defineArea } from './operation';

export const Address = z.object({
  line1: z.string().max(200),
  line2: z.string().max(200).nullable(),
  city: z.string().max(100),
  postalCode: z.string().max(20),
  country: z.string().length(2, 'Use the two-letter country code'),
});

/** Stored values are answered as they are: a row from before issue 33's checks still reads. */
export const Profile = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: Address,
  updatedAt: Timestamp,
});

export const ProfilePatch = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(120),
    company: z.string().trim().max(120).nullable(),
    // Parsed with libphonenumber-js in the address's country and stored in E.164; the VAT number
    // checked with jsvat against that country (contact-checks.ts: the handler runs it on the
    // profile as it will be, the form on the whole form).
    phone: phoneField.nullable(),
    vat_number: vatNumberField.nullable(),
    address: Address.extend({ country: countryCode }).partial(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change' });

/**
 * The locale every date, number, size and amount on the dashboard is written in (a BCP 47 tag for
 * Intl). Held in the `language` field, which held a bare language ('en', 'sv', …) until ADR 030;
 * a stored bare language is read as one of these (server/areas/account/stored-preferences.ts).
 */
export const Locale = z.enum(['en-GB', 'en-US', 'sv-SE', 'de-DE', 'fr-FR', 'es-ES']);
/** `locale`: as the locale writes a date ("12 Dec 2026", "12 dec. 2026"); the others are numeric in every locale. */
export const DateFormat = z.enum(['locale', 'iso', 'us', 'eu']);
export const Theme = z.enum(['system', 'light', 'dark']);

export const Preferences = z.object({
  language: Locale,
  timezone: z.string(),
  theme: Theme,
  dateFormat: DateFormat,
  notifications: z.object({
    invoices: z.boolean(),
    expiry: z.boolean(),
    monitoring: z.boolean(),
    newsletter: z.boolean(),
  }),
});
export const PreferencesPatch = z
  .object({
    language: Preferences.shape.language,
    timezone: z.string().max(64).refine(isTimeZone, 'Unknown time zone'),
    theme: Preferences.shape.theme,
    date_format: Preferences.shape.dateFormat,
    notifications: Preferences.shape.notifications.partial(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one preference to change' });

function isTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const read = ['read:account'] as const;
const write = ['write:account'] as const;

export const preferenceOps = defineArea('account', {
  getPreferences: {
    method: 'GET',
    path: '/account/preferences',
    tier: 'R',
    scopes: read,
    summary: 'Notification and display preferences',
    response: Preferences,
  },
  updatePreferences: {
    method: 'PATCH',
    path: '/account/preferences',
    tier: 'W',
    scopes: write,
    summary: 'Change preferences',
    body: PreferencesPatch,
    response: Preferences,
  },
});

export const profileOps = defineArea('account', {
  getProfile: {
    method: 'GET',
    path: '/account/profile',
    tier: 'R',
    scopes: read,
    summary: 'Contact profile',
    response: Profile,
  },
  updateProfile: {
    method: 'PATCH',
    path: '/account/profile',
    tier: 'W',
    scopes: write,
    summary: 'Change contact details',
    body: ProfilePatch,
    response: Profile,
  },
  requestEmailChange: {
    method: 'POST',
    path: '/account/profile/email-change',
    tier: 'W',
    scopes: write,
    hold: true,
    summary: 'Hold a login-email change for confirmation (owner only; only the owner may approve it)',
    errors: ['owner_only'],
    body: z.object({ new_email: Email, attempt_key: AttemptKey }),
    response: ConfirmationHold,
  },
});

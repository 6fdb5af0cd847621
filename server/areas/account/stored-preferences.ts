// The account's preferences as the API answers them, read from the jsonb column `accounts.preferences`.
// The column holds what was saved, which may be older than the contract: before ADR 030 the
// language was a bare 'en' or 'sv', and a row written by the seed holds nothing. Each value is
// read as the contract's, or is the default, so an old row never makes a 500 (the answer is
// checked against the contract) and never loses a switch the customer turned off.
import type { z } from 'zod';
import { DateFormat, Locale, Theme, type Preferences } from '@contract/account-profile';

type Prefs = z.infer<typeof Preferences>;

const defaultNotifications = { invoices: true, expiry: true, monitoring: true, newsletter: false } as const;

/**
 * The locale a bare language stood for. English was the only choice most accounts ever had
 * (the default): its spelling and dates follow the account's country, American in the US and
 * British everywhere else (the panel bills in euros from Sweden). The others had one country each.
 */
export function localeOfLanguage(language: unknown, country: string): z.infer<typeof Locale> {
  const parsed = Locale.safeParse(language);
  if (parsed.success) return parsed.data;
  switch (language) {
    case 'sv':
      return 'sv-SE';
    case 'de':
      return 'de-DE';
    case 'fr':
      return 'fr-FR';
    case 'es':
      return 'es-ES';
    default:
      return country.toUpperCase() === 'US' ? 'en-US' : 'en-GB';
  }
}

/** The preferences of an account with this stored value and country. */
export function readPreferences(stored: Record<string, unknown>, country: string): Prefs {
  const switches = (stored.notifications ?? {}) as Record<string, unknown>;
  const flag = (key: keyof typeof defaultNotifications) =>
    typeof switches[key] === 'boolean' ? (switches[key] as boolean) : defaultNotifications[key];
  return {
    language: localeOfLanguage(stored.language, country),
    timezone: typeof stored.timezone === 'string' && stored.timezone ? stored.timezone : 'UTC',
    theme: Theme.safeParse(stored.theme).data ?? 'system',
    // Nothing stored: the locale's own way. A stored 'iso' is a choice and stays ISO.
    dateFormat: DateFormat.safeParse(stored.dateFormat).data ?? 'locale',
    notifications: {
      invoices: flag('invoices'),
      expiry: flag('expiry'),
      monitoring: flag('monitoring'),
      newsletter: flag('newsletter'),
    },
  };
}

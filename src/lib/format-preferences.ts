// The locale and the date format every number, amount, size and date on screen is written in:
// the ones the account chose (preferences.ts keeps them in step with the cached preferences), else
// the browser's locale and its own way of writing a date, until that answer is there or when it
// cannot be read. format.ts reads them on each call, so one place decides for every screen (ADR 030).
import type { z } from 'zod';
import type { DateFormat } from '@contract/account-profile';
import { createStore, useStore } from './store';

export type DateFormatChoice = z.infer<typeof DateFormat>;

interface FormatPreferences {
  /** A BCP 47 tag such as "sv-SE"; null: the browser's. */
  locale: string | null;
  /** null: as the locale writes a date. */
  dateFormat: DateFormatChoice | null;
}

const NONE: FormatPreferences = { locale: null, dateFormat: null };
const store = createStore<FormatPreferences>(NONE);

let browserLocale: string | undefined;
/** The browser's own locale, read once (a formatter per call would cost every cell of a big list). */
export const browserFormatLocale = (): string => (browserLocale ??= new Intl.NumberFormat().resolvedOptions().locale);

function isLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

/** The locale numbers and dates are written in right now. */
export const displayLocale = (): string => store.get().locale ?? browserFormatLocale();

/** How dates are written right now ('locale': as the locale writes them). */
export const displayDateFormat = (): DateFormatChoice => store.get().dateFormat ?? 'locale';

/**
 * Use this locale and date format (a locale the browser does not know counts as none); null for
 * either goes back to the browser's. Only a real change notifies, so a refetch redraws nothing.
 */
export function setFormatPreferences(
  locale: string | null | undefined,
  dateFormat: DateFormatChoice | null | undefined,
) {
  const next = { locale: locale && isLocale(locale) ? locale : null, dateFormat: dateFormat ?? null };
  const now = store.get();
  if (now.locale !== next.locale || now.dateFormat !== next.dateFormat) store.set(next);
}

/**
 * For what stays on screen while the preferences change (the shell, the preferences page): a
 * component that calls this redraws, and with it what it formats, when the locale or date format does.
 */
export function useFormatPreferences(): FormatPreferences {
  return useStore(store);
}

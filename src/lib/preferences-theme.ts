// The theme is the account's preference (ADR 030): it follows the customer to any browser.
// This browser keeps a copy in localStorage only so that public/boot.js can paint the
// first frame in it before any script or answer is there; the account's value wins once read.
import type { z } from 'zod';
import type { Theme } from '@contract/account-profile';

export type ThemeChoice = z.infer<typeof Theme>;
export const THEME_ORDER: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The key public/boot.js reads: keep the two in step. */
const CACHE_KEY = 'theme';

/** What the first-paint cache holds: the theme this browser last drew. */
export function cachedTheme(): ThemeChoice {
  try {
    const t = localStorage.getItem(CACHE_KEY);
    return t === 'light' || t === 'dark' ? t : 'system';
  } catch {
    return 'system';
  }
}

/** Draws the page in this theme and keeps it as the next first paint's. */
export function applyTheme(theme: ThemeChoice) {
  try {
    if (theme === 'system') localStorage.removeItem(CACHE_KEY);
    else localStorage.setItem(CACHE_KEY, theme);
  } catch {
    // storage may be blocked; the theme still applies for this page
  }
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', Boolean(dark));
}

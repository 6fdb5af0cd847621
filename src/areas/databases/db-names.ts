// Names on the hosting node carry the account's prefix (`nordligh_shop`). A
// person types the part after it; the whole name is what the server checks
// against MySQL's limits (64 for a database, 32 for a user), so the form
// counts and validates the whole name too.
import { z } from 'zod';
import { formatNumber } from '@/lib/format';

/** `nordligh` → `nordligh_`; no prefix when the account's system user is unknown. */
export const accountPrefix = (daUsername: string | null | undefined) => (daUsername ? `${daUsername}_` : '');

/** The whole name for what was typed; a pasted whole name is not prefixed twice. */
export function withPrefix(prefix: string, typed: string): string {
  const t = typed.trim();
  return prefix && t.startsWith(prefix) ? t : `${prefix}${t}`;
}

/** The part after the prefix, e.g. to suggest a user name from the database name. */
export const withoutPrefix = (prefix: string, name: string) =>
  prefix && name.startsWith(prefix) ? name.slice(prefix.length) : name;

/**
 * A form field holding the part after the prefix, checked as the whole name
 * with the contract's schema; the error stays on the field that was typed.
 */
export const prefixedName = (prefix: string, whole: z.ZodType<string, string>) =>
  z
    .string()
    .transform((typed) => withPrefix(prefix, typed))
    .pipe(whole);

/** A size given in MB, in the unit that reads best: 61 KB, 2.4 MB, 1.2 GB. */
export function formatSize(mb: number): string {
  if (mb < 1) return `${formatNumber(mb * 1024)} KB`;
  if (mb < 1024) return `${formatNumber(mb, mb < 10 ? 1 : 0)} MB`;
  const gb = mb / 1024;
  return `${formatNumber(gb, gb < 10 ? 1 : 0)} GB`;
}

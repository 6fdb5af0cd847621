// The schema of a name typed after the account's prefix (db-names.ts), for the forms that create
// databases and users: a file of its own so that screens needing only the prefix load no zod.
import { z } from 'zod';
import { withPrefix } from './db-names';

/**
 * A form field holding the part after the prefix, checked as the whole name
 * with the contract's schema; the error stays on the field that was typed.
 */
export const prefixedName = (prefix: string, whole: z.ZodType<string, string>) =>
  z
    .string()
    .transform((typed) => withPrefix(prefix, typed))
    .pipe(whole);

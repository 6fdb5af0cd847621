// The filters of the dropping-domains listing, in a module of their own: the dashboard
// checks its URL's search params with these same rules, and that check runs in the entry
// chunk, before the domains area's code is loaded. So they are written with `zod/mini`
// (tree-shakable, same checks and messages) and import nothing else of the contract.
import * as z from 'zod/mini';

/** `q` stays in the listing's query (the search box reads its limits from it); these two are shared. */
export const droppingDomainFilters = {
  tld: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(63, { error: 'tld without the dot, e.g. se', abort: true }),
        z.regex(/^[a-z0-9-]{2,63}$/, 'tld without the dot, e.g. se'),
      ),
  ),
  drops_before: z.optional(
    z.iso.date({ error: 'drops_before must be a date such as 2025-03-01', abort: true }).check(z.maxLength(10)),
  ),
};

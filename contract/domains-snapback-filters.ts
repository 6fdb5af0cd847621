// The filters of the dropping-domains listing, in a module of their own (written with
// `zod/mini`, as they were when the dashboard's entry chunk checked its URL with them). The
// TLD rule itself lives in domains-snapback-tld.ts, which the dashboard's route uses.
import * as z from 'zod/mini';
import { isoDate } from './common';
import { TLD_MESSAGE, TLD_PATTERN } from './domains-snapback-tld';

/** `q` stays in the listing's query (the search box reads its limits from it); these two are shared. */
export const droppingDomainFilters = {
  tld: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(63, { error: TLD_MESSAGE, abort: true }),
        z.regex(TLD_PATTERN, TLD_MESSAGE),
      ),
  ),
  drops_before: z.optional(isoDate('drops_before', '2025-03-01')),
};

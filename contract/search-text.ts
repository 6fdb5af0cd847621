// The rule of a list's text search (`q`), with no schema library: the contract's query schemas are
// built from it (email.ts, dns-record-edits.ts, dns.ts, domains.ts, hosting.ts, databases.ts, billing.ts), and the dashboard's search boxes check what is
// typed with it on screens whose first view loads no zod, so the box refuses exactly what the
// server would (search-text.test.ts holds the two to the same answers).

/** A search text: trimmed, then at most `maxLength` characters (code points, as the contract's zod counts). */
export interface SearchTextRule {
  readonly maxLength: number;
  readonly message: string;
}

const rule = (maxLength: number): SearchTextRule => ({ maxLength, message: `At most ${maxLength} characters` });

/** GET /email/accounts: the address contains. */
export const MAILBOX_SEARCH = rule(100);
/** GET /dns/records: the name or value contains. */
export const DNS_RECORD_SEARCH = rule(255);
/** GET /dns/zones' text search. */
export const DNS_ZONE_SEARCH = rule(253);
/** GET /domains' text search. */
export const DOMAIN_SEARCH = rule(253);
/** GET /hosting's text search. */
export const HOSTING_ACCOUNT_SEARCH = rule(253);
/** GET /databases' text search (it was not trimmed before this rule; now it is, like every other list's). */
export const DATABASE_SEARCH = rule(64);
/** GET /billing/invoices' text search. */
export const INVOICE_SEARCH = rule(64);

/** Why the listing would refuse this search, or undefined when it takes it (no search is fine). */
export function searchTextProblem(r: SearchTextRule, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  // Code points, not UTF-16 units: an emoji is one character. Counting them costs only on an overflow.
  const length = text.length > r.maxLength ? Array.from(text).length : text.length;
  return length > r.maxLength ? r.message : undefined;
}

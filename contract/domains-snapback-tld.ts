// The TLD rule of the dropping-domains filter, with no schema library: the dashboard checks its
// URL's `tld` with it in the entry chunk (before the domains area loads), and the contract's
// filter (domains-snapback-filters.ts) with the same pattern, so the two cannot disagree.

/** A TLD without its dot, lower case: letters, digits and hyphens, 2 to 63 of them. */
export const TLD_PATTERN = /^[a-z0-9-]{2,63}$/;
export const TLD_MESSAGE = 'tld without the dot, e.g. se';

/** The TLD as the listing takes it (trimmed, lower case), or undefined when it is not one. */
export function tldFilter(value: string): string | undefined {
  const tld = value.trim().toLowerCase();
  return TLD_PATTERN.test(tld) ? tld : undefined;
}

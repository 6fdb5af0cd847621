// Names on the hosting node carry the account's prefix (`nordligh_shop`). A
// person types the part after it; the whole name is what the server checks
// against MySQL's limits (64 for a database, 32 for a user), so the form
// counts and validates the whole name too (the schema for it: prefixed-name-schema.ts, which
// only the forms load; the list's first view loads no zod, ADR 020).

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

// Privileges on one database, over the contract's set of MySQL privilege names.
// A grant row keeps the expanded set (`ALL PRIVILEGES` stored as every
// privilege it stands for), so granting and revoking are plain set operations;
// the API shows a full set compacted back to `ALL PRIVILEGES`.
import type { z } from 'zod';
import { Privilege } from '@contract/databases-shared';

export type PrivilegeName = z.infer<typeof Privilege>;

export const ALL = 'ALL PRIVILEGES' satisfies PrivilegeName;

/** Every privilege `ALL PRIVILEGES` stands for on a database, in the contract's order. */
export const EACH: readonly PrivilegeName[] = Privilege.options.filter((p) => p !== ALL);

const ordered = (set: ReadonlySet<string>) => EACH.filter((p) => set.has(p));

/** The stored form: `ALL PRIVILEGES` expanded, duplicates dropped, in a stable order. */
export function expand(privileges: readonly string[]): PrivilegeName[] {
  return privileges.includes(ALL) ? [...EACH] : ordered(new Set(privileges));
}

/** The shown form: the full set as `ALL PRIVILEGES`, anything less listed. */
export function compact(stored: readonly string[]): PrivilegeName[] {
  const set = new Set(stored);
  return EACH.every((p) => set.has(p)) ? [ALL] : ordered(set);
}

/** What a user holds after a grant: the new privileges added to the ones held. */
export const granted = (held: readonly string[], add: readonly string[]) => expand([...expand(held), ...expand(add)]);

/** What a user holds after a revoke; an empty result means no grant at all. */
export function revoked(held: readonly string[], remove: readonly string[]): PrivilegeName[] {
  const gone = new Set(expand(remove));
  return expand(held).filter((p) => !gone.has(p));
}

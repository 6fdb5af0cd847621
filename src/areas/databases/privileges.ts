// The privileges matrix as data: what a user holds on one database, what the
// person ticked, the difference between the two in words, and the grant and
// revoke calls that turn one into the other. `ALL PRIVILEGES` is a master
// toggle over the individual privileges, never a row of its own in the diff.
import type { z } from 'zod';
import { Privilege } from '@contract/databases-shared';

export type PrivilegeName = z.infer<typeof Privilege>;
export const ALL: PrivilegeName = 'ALL PRIVILEGES';

/** Every privilege of the contract's set except the master `ALL PRIVILEGES`, in the contract's order. */
export const SINGLE_PRIVILEGES: readonly PrivilegeName[] = Privilege.options.filter((p) => p !== ALL);

/** The individual privileges a grant stands for (`ALL PRIVILEGES` is all of them). */
export function expand(held: readonly PrivilegeName[]): Set<PrivilegeName> {
  return new Set(held.includes(ALL) ? SINGLE_PRIVILEGES : held.filter((p) => p !== ALL));
}

export const holdsAll = (set: ReadonlySet<PrivilegeName>) => SINGLE_PRIVILEGES.every((p) => set.has(p));

/** In the contract's order, so the diff always reads the same way round. */
const ordered = (set: ReadonlySet<PrivilegeName>) => SINGLE_PRIVILEGES.filter((p) => set.has(p));

export interface PrivilegeDiff {
  grant: PrivilegeName[];
  revoke: PrivilegeName[];
  /** The result is every privilege: said as `ALL PRIVILEGES`. */
  toAll: boolean;
  /** The result is no privilege at all on this database. */
  toNone: boolean;
}

export function diffPrivileges(held: readonly PrivilegeName[], wanted: ReadonlySet<PrivilegeName>): PrivilegeDiff {
  const current = expand(held);
  const grant = ordered(new Set([...wanted].filter((p) => !current.has(p))));
  const revoke = ordered(new Set([...current].filter((p) => !wanted.has(p))));
  return { grant, revoke, toAll: holdsAll(wanted) && grant.length > 0, toNone: wanted.size === 0 && revoke.length > 0 };
}

export const isEmptyDiff = (d: PrivilegeDiff) => d.grant.length === 0 && d.revoke.length === 0;

const verbs = {
  planned: ['Will grant', 'Will revoke'],
  done: ['Granted', 'Revoked'],
} as const;

/** "Will grant: INSERT, UPDATE · Will revoke: DROP" — what Apply is about to do (or, `done`, what it did). */
export function describeDiff(d: PrivilegeDiff, tense: keyof typeof verbs = 'planned'): string {
  if (isEmptyDiff(d)) return 'No changes';
  const [granted, revoked] = verbs[tense];
  const parts: string[] = [];
  if (d.grant.length) parts.push(`${granted}: ${d.toAll ? `${ALL} (${d.grant.join(', ')})` : d.grant.join(', ')}`);
  if (d.revoke.length)
    parts.push(`${revoked}: ${d.toNone ? `every privilege (${d.revoke.join(', ')})` : d.revoke.join(', ')}`);
  return parts.join(' · ');
}

/** One API call of an apply: grant these, or revoke these (`null`: revoke everything on the database). */
export type PrivilegeCall =
  { kind: 'grant'; privileges: PrivilegeName[] } | { kind: 'revoke'; privileges: PrivilegeName[] | null };

/**
 * The calls that take `held` to `wanted`, revokes first. When the user holds
 * `ALL PRIVILEGES` as one grant and keeps only some, everything is revoked and
 * the kept ones granted again: revoking single privileges out of an `ALL`
 * grant is not something every engine (or the panel's API) splits the same way.
 */
export function planCalls(held: readonly PrivilegeName[], wanted: ReadonlySet<PrivilegeName>): PrivilegeCall[] {
  const d = diffPrivileges(held, wanted);
  if (isEmptyDiff(d)) return [];
  if (d.toNone) return [{ kind: 'revoke', privileges: null }];
  if (holdsAll(wanted)) return [{ kind: 'grant', privileges: [ALL] }];
  if (held.includes(ALL))
    return [
      { kind: 'revoke', privileges: null },
      { kind: 'grant', privileges: ordered(wanted) },
    ];
  const calls: PrivilegeCall[] = [];
  if (d.revoke.length) calls.push({ kind: 'revoke', privileges: d.revoke });
  if (d.grant.length) calls.push({ kind: 'grant', privileges: d.grant });
  return calls;
}

/** What a user holds, as people read it: `ALL PRIVILEGES` when that is what it comes to. */
export function describeHeld(held: readonly PrivilegeName[]): string {
  const set = expand(held);
  if (set.size === 0) return 'No privileges';
  return holdsAll(set) ? ALL : ordered(set).join(', ');
}

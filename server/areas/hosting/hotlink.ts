// Hotlink protection: other sites may not embed the account's files of the
// protected extensions. The account's own names (every name that serves its
// pages: its sites and their www, alias pointers and their www, subdomains)
// are always allowed referrers, computed from what it serves, so they cannot
// be removed and follow every addon domain added or deleted; referrers
// allowed besides those (`extra_referrers`) are kept as they are.
import { eq } from 'drizzle-orm';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { hostingHotlink } from '@server/db/schema/hosting';
import { pointersOf, subdomainsOf } from './alias-repository';
import { sitesOf, type HostingAccount } from './site-repository';

type Q = Db | Tx;

/** What protection covers until extensions are chosen: the common image formats. */
export const DEFAULT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

/**
 * `Jpg, png,,GIF,png` → [jpg, png, gif]: split on commas, lower-cased, de-duplicated in first-seen
 * order, empty items dropped (the contract has already allowed only letters, digits and commas).
 */
export function parseExtensions(list: string): string[] {
  return [
    ...new Set(
      list
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Every name that serves the account's pages, the primary first. */
export async function ownReferrers(q: Q, serviceId: number): Promise<string[]> {
  const sites = await sitesOf(q, serviceId);
  const aliases = (await pointersOf(q, serviceId)).filter((p) => p.type === 'alias');
  const subdomains = await subdomainsOf(q, serviceId);
  return [
    ...new Set([
      ...[...sites.map((s) => s.domain), ...aliases.map((p) => p.domain)].flatMap((d) => [d, `www.${d}`]),
      ...subdomains.map((s) => `${s.label}.${s.domain}`),
    ]),
  ];
}

export interface HotlinkView {
  enabled: boolean;
  extensions: string[];
  allowedReferrers: string[];
}

/** The stored state; an account that never set it is off, with the default extensions. */
export async function readHotlink(q: Q, serviceId: number): Promise<HotlinkView> {
  const [row] = await q.select().from(hostingHotlink).where(eq(hostingHotlink.serviceId, serviceId));
  const own = await ownReferrers(q, serviceId);
  return {
    enabled: row?.enabled ?? false,
    extensions: row?.extensions ?? DEFAULT_EXTENSIONS,
    allowedReferrers: [...new Set([...own, ...(row?.extraReferrers ?? [])])],
  };
}

/**
 * Sets what was sent (`enabled`, `extensions` as the comma-separated list) and leaves the rest as
 * stored; the extra referrers are never touched here. Protection on with no extension protects
 * nothing, so it is refused. Answers the state read back after the write.
 */
export async function writeHotlink(
  tx: Tx,
  account: HostingAccount,
  change: { enabled?: boolean; extensions?: string },
  now: Date,
): Promise<HotlinkView> {
  const serviceId = account.service.id;
  const before = await readHotlink(tx, serviceId);
  const extensions = change.extensions === undefined ? undefined : parseExtensions(change.extensions);
  const enabled = change.enabled ?? before.enabled;
  if (enabled && (extensions ?? before.extensions).length === 0)
    throw new ApiError('validation_failed', 'extensions: Protection that is on needs at least one extension', {
      errors: [
        {
          path: 'extensions',
          message: 'Give at least one extension to protect, e.g. jpg,png,gif (or turn protection off)',
          code: 'no_extensions',
        },
      ],
    });
  const set = {
    ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
    ...(extensions === undefined ? {} : { extensions }),
    updatedAt: now,
  };
  await tx
    .insert(hostingHotlink)
    .values({ serviceId, enabled, extensions: extensions ?? before.extensions, extraReferrers: [], updatedAt: now })
    .onConflictDoUpdate({ target: hostingHotlink.serviceId, set });
  return readHotlink(tx, serviceId);
}

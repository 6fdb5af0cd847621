// Reads of what the simulated registries last stored (their registry_* tables), for answers that must not
// ask a registry (it may be unreachable) or that list many names at once: the drop list, the TLD price rows,
// a name's stored record. Only the registry's command modules (registry-registrations.ts, registry-updates.ts, registry-advance.ts) write these tables; the areas read them through here.
import { and, arrayContains, count, eq, getTableColumns, inArray, isNotNull, lt, min, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { registryDomains, registryTlds } from '@server/db/schema/infra-registry';
import { isoKey, paginate, sortedOrDefault, type PageParams, type SortKey } from '@server/core/pagination';
import { OUR_REGISTRAR, type RegistryDomainRow, type TldRow } from './registry';

type Q = Db | Tx;

/** A name on the drop list: its release moment is known. */
export type DroppingRow = RegistryDomainRow & { dropsAt: Date };

/** What the registry last stored of `name`, or null. */
export async function storedRegistryDomain(q: Q, name: string): Promise<RegistryDomainRow | null> {
  const [row] = await q.select().from(registryDomains).where(eq(registryDomains.name, name));
  return row ?? null;
}

/** What the registry last stored of each of `names` (those it has), by name. */
export async function storedRegistryDomains(q: Q, names: string[]): Promise<Map<string, RegistryDomainRow>> {
  if (!names.length) return new Map();
  const rows = await q.select().from(registryDomains).where(inArray(registryDomains.name, names));
  return new Map(rows.map((r) => [r.name, r]));
}

/** The drop list's condition: pendingDelete at another registrar, with a release date. */
const onDropList = and(
  arrayContains(registryDomains.statuses, ['pendingDelete']),
  isNotNull(registryDomains.dropsAt),
  ne(registryDomains.registrar, OUR_REGISTRAR),
);

/** A name on the drop list, or null. */
export async function droppingName(q: Q, name: string): Promise<DroppingRow | null> {
  const [row] = await q
    .select()
    .from(registryDomains)
    .where(and(eq(registryDomains.name, name), onDropList));
  return row ? (row as DroppingRow) : null;
}

export interface DropListFilter {
  /** Matched as plain text (not a pattern) anywhere in the stored ASCII name. */
  q: string;
  tld?: string;
  /** Names released before the start of this day (YYYY-MM-DD, UTC). */
  dropsBefore?: string;
}

/** A drop list row with its TLD's Snapback price (cents, before VAT), which the `price` order sorts by. */
export type DropListRow = DroppingRow & { snapbackCents: number };

/**
 * The orders the Snapback area may ask of the drop list (ADR 035), each column then the name (unique):
 * `drops` is the release moment, `price` the TLD's Snapback price (the price shown is it with VAT).
 */
export type DropListSort = { column: 'drops' | 'domain' | 'price'; direction: 'asc' | 'desc' };
const dropListSortKeys: Record<Exclude<DropListSort['column'], 'domain'>, SortKey<DropListRow>> = {
  drops: [registryDomains.dropsAt, (r) => isoKey(r.dropsAt)],
  price: [registryTlds.snapbackCents, (r) => r.snapbackCents],
};

/** A drop list name's TLD row. */
const withTld = eq(registryTlds.tld, registryDomains.tld);

/** The drop list's order before `sort`, soonest release first, with the plain cursors it always had. */
const SOONEST_FIRST = { column: 'drops', direction: 'asc' } as const;

/** The drop list's keyset for `sort`. Names are unique: by name needs no second column. */
const dropListSpec = (sort: DropListSort) =>
  sortedOrDefault(sort, SOONEST_FIRST, dropListSortKeys, [registryDomains.name, (r) => r.name], 'domain');

/** A keyset page of the drop list, soonest release first unless sorted otherwise. */
export function pageOfDropList(db: Db, params: PageParams, f: DropListFilter, sort: DropListSort = SOONEST_FIRST) {
  const filter = and(
    onDropList,
    f.q ? sql`strpos(${registryDomains.name}, ${f.q}) > 0` : undefined,
    f.tld ? eq(registryDomains.tld, f.tld) : undefined,
    f.dropsBefore ? lt(registryDomains.dropsAt, new Date(`${f.dropsBefore}T00:00:00Z`)) : undefined,
  );
  return paginate({
    params,
    spec: dropListSpec(sort),
    filter,
    // The TLD's catalogue row brings the price (a registry here holds names of its own TLD only); the
    // count joins it too, so the total is always the rows listed.
    fetch: async (where, orderBy, limit) =>
      (await db
        .select({ ...getTableColumns(registryDomains), snapbackCents: registryTlds.snapbackCents })
        .from(registryDomains)
        .innerJoin(registryTlds, withTld)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)) as DropListRow[],
    count: async (w) =>
      (await db.select({ n: count() }).from(registryDomains).innerJoin(registryTlds, withTld).where(w))[0]!.n,
    map: (r) => r,
  });
}

/** Every TLD's catalogue row, by TLD. */
export async function tldRows(q: Q): Promise<Map<string, TldRow>> {
  return new Map((await q.select().from(registryTlds)).map((t) => [t.tld, t]));
}

/** The catalogue row of one TLD, or null when no registry here sells it. */
export async function tldRow(q: Q, tld: string): Promise<TldRow | null> {
  const [row] = await q.select().from(registryTlds).where(eq(registryTlds.tld, tld));
  return row ?? null;
}

/** The lowest Snapback price any TLD has, in cents (0 when there is no TLD). */
export async function lowestSnapbackCents(q: Q): Promise<number> {
  const [row] = await q.select({ cents: min(registryTlds.snapbackCents) }).from(registryTlds);
  return row?.cents ?? 0;
}

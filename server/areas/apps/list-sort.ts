// The `sort` of the apps area's listings (ADR 035) on the area's own keysets. Two of them read a CMS
// site's own tables in the customer database (raw SQL, no drizzle columns for core/pagination's
// `sortedBy`), so every apps listing sorts the same way here: the chosen columns, then a unique id,
// all one way; the cursor carries the sort it was issued under (another sort refuses it) and its
// values are checked by kind before they reach a query (cms-cursor.ts), so an edited one is a 400.
import { sql, type SQL } from 'drizzle-orm';
import { sortOf } from '@contract/list-sorts';
import { decodeCursor } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { checkedKey, type Key, type KeyKind } from './cms-cursor';

/** How one `sort` column orders rows: NOT NULL expressions ending with a unique one, their kinds, a row's values. */
export interface SortColumns<Row> {
  by: SQL[];
  kinds: KeyKind[];
  keyOf: (row: Row) => Key[];
}

/** A cursor value beside its column: typed, so a time or a number compares as one. */
const valueOf = (v: Key, kind: KeyKind) =>
  kind === 'time' ? sql`${v}::timestamptz` : kind === 'int' ? sql`${v}::int` : sql`${v}::text`;

/**
 * The keyset of a listing sorted as `sort` asks: `after`, the rows past the cursor (undefined without
 * one); `orderBy`; and `keyOf`, a row's cursor key with the sort in front.
 */
export function sortedKeyset<Row, C extends string>(
  sort: C | `-${C}`,
  columns: Record<C, SortColumns<Row>>,
  cursor: string | undefined,
) {
  const { column, direction } = sortOf<C>(sort);
  const spec = columns[column];
  const orderBy = spec.by.map((c) => (direction === 'desc' ? sql`${c} desc` : sql`${c} asc`));
  const keyOf = (row: Row): Key[] => [sort, ...spec.keyOf(row)];
  if (cursor === undefined) return { after: undefined, orderBy, keyOf };
  const [issuedUnder, ...rest] = decodeCursor(cursor);
  if (issuedUnder !== sort)
    throw new ApiError('invalid_request', 'The cursor belongs to another sort of this listing; start again without it');
  const key = checkedKey(rest, spec.kinds);
  const cols = sql.join(spec.by, sql`, `);
  const vals = sql.join(
    key.map((v, i) => valueOf(v, spec.kinds[i]!)),
    sql`, `,
  );
  const after = direction === 'desc' ? sql`(${cols}) < (${vals})` : sql`(${cols}) > (${vals})`;
  return { after, orderBy, keyOf };
}

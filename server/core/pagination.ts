// Opaque keyset cursors: a cursor names the last row seen (its sort key and id),
// so rows added while a client pages never cause skips or repeats.
import { and, asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';
import { ApiError } from './problem';
import { cachedQuery } from './read-cache';

export interface PageParams {
  cursor?: string;
  limit: number;
}
export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor: string | null;
  total: number;
}

type Key = string | number;

export function encodeCursor(key: Key[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string): Key[] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.every((k) => typeof k === 'string' || typeof k === 'number')) return v;
  } catch {
    /* fall through */
  }
  throw new ApiError('invalid_request', 'The cursor is not one this API issued; pass back nextCursor unchanged');
}

export interface KeysetSpec<Row> {
  /** Columns to sort by, the last one unique (usually the id). */
  columns: AnyColumn[];
  direction: 'asc' | 'desc';
  /** Read the cursor key back out of a row, in `columns` order. */
  keyOf: (row: Row) => Key[];
  /** The `sort` the listing was asked for (ADR 035): its cursors carry it, and another sort refuses them. */
  sort?: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/**
 * Whether a cursor's value can stand beside this column in the row comparison: an edited cursor with
 * a word where a time was would otherwise reach the database and fail there (a 500). A computed sort
 * key (an expression, no column type) is checked by the listing that made it.
 */
function fitsColumn(column: AnyColumn, value: Key): boolean {
  const { dataType, columnType } = column as { dataType?: string; columnType?: string };
  if (dataType === 'date') return typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));
  if (dataType === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return false;
    // An integer column compared with a fraction or a number past its range fails in PostgreSQL.
    const range = INTEGER_RANGES[columnType ?? ''];
    return range === undefined || (Number.isInteger(value) && Math.abs(value) <= range);
  }
  if (dataType === 'string') return typeof value === 'string';
  return true;
}

/** The largest magnitude each integer column type holds (drizzle's `columnType`); a bigint read as a JS number is a safe integer. */
const INTEGER_RANGES: Record<string, number> = {
  PgSmallInt: 32_767,
  PgSmallSerial: 32_767,
  PgInteger: 2_147_483_647,
  PgSerial: 2_147_483_647,
  PgBigInt53: Number.MAX_SAFE_INTEGER,
  PgBigSerial53: Number.MAX_SAFE_INTEGER,
};

/** The WHERE fragment that starts after the cursor, and the ORDER BY for it. */
export function keyset<Row>(
  spec: KeysetSpec<Row>,
  cursor: string | undefined,
): { where: SQL | undefined; orderBy: SQL[] } {
  const orderBy = spec.columns.map((c) => (spec.direction === 'desc' ? desc(c) : asc(c)));
  if (!cursor) return { where: undefined, orderBy };
  const key = decodeCursor(cursor);
  if (spec.sort !== undefined && key.shift() !== spec.sort)
    throw new ApiError('invalid_request', 'The cursor belongs to another sort of this listing; start again without it');
  if (key.length !== spec.columns.length || !spec.columns.every((c, i) => fitsColumn(c, key[i]!)))
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing');
  const cols = sql.join(
    spec.columns.map((c) => sql`${c}`),
    sql`, `,
  );
  const vals = sql.join(
    key.map((k) => sql`${k}`),
    sql`, `,
  );
  const where = spec.direction === 'desc' ? sql`(${cols}) < (${vals})` : sql`(${cols}) > (${vals})`;
  return { where, orderBy };
}

/** The cursor that starts after `row`. */
const cursorOf = <Row>(spec: KeysetSpec<Row>, row: Row) =>
  encodeCursor(spec.sort === undefined ? spec.keyOf(row) : [spec.sort, ...spec.keyOf(row)]);

/** Fetch limit+1 rows to learn whether more exist, and build the envelope. */
export async function paginate<Row, Out>(opts: {
  params: PageParams;
  spec: KeysetSpec<Row>;
  filter?: SQL;
  fetch: (where: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>;
  count: (filter: SQL | undefined) => Promise<number>;
  map: (row: Row) => Out;
}): Promise<Page<Out>> {
  const { where, orderBy } = keyset(opts.spec, opts.params.cursor);
  const rows = await opts.fetch(and(opts.filter, where), orderBy, opts.params.limit + 1);
  const hasMore = rows.length > opts.params.limit;
  const pageRows = hasMore ? rows.slice(0, opts.params.limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    data: pageRows.map(opts.map),
    hasMore,
    nextCursor: hasMore && last ? cursorOf(opts.spec, last) : null,
    // A first page that holds every row is its own count (exact, and one query fewer for short lists).
    total: !opts.params.cursor && !hasMore ? pageRows.length : await opts.count(opts.filter),
  };
}

/** `paginate` over one table: the common case of a plain filtered listing. */
export function paginateTable<T extends PgTable, Out>(
  db: Db,
  table: T,
  opts: { params: PageParams; spec: KeysetSpec<T['$inferSelect']>; filter?: SQL; map: (row: T['$inferSelect']) => Out },
): Promise<Page<Out>> {
  const from = () => db.select().from(table as PgTable);
  return paginate({
    ...opts,
    // Kept between calls on the embedded database while nothing is written (core/read-cache.ts).
    fetch: (where, orderBy, limit) =>
      cachedQuery(
        db,
        from()
          .where(where)
          .orderBy(...orderBy)
          .limit(limit),
      ) as Promise<T['$inferSelect'][]>,
    count: async (f) =>
      (
        await cachedQuery(
          db,
          db
            .select({ n: count() })
            .from(table as PgTable)
            .where(f),
        )
      )[0]!.n,
  });
}

/** How one sortable column of a listing orders rows: the column, and its value in a cursor. */
export type SortKey<Row> = [column: AnyColumn, keyOf: (row: Row) => Key];

/**
 * The keyset of a listing sorted as its `sort` parameter asks (contract/list-export.ts): the chosen
 * column, then the id so that equal values still page without skips or repeats, both one way.
 * Sort columns are NOT NULL: a row comparison with a NULL would drop rows from every page.
 */
export function sortedBy<Row, C extends string>(
  sort: { column: C; direction: 'asc' | 'desc' },
  keys: Record<C, SortKey<Row>>,
  id: SortKey<Row>,
): KeysetSpec<Row> {
  const [column, keyOf] = keys[sort.column];
  return {
    columns: [column, id[0]],
    direction: sort.direction,
    keyOf: (row) => [keyOf(row), id[1](row)],
    sort: `${sort.direction === 'desc' ? '-' : ''}${sort.column}`,
  };
}

/**
 * The keyset of a listing that was paged before it took `sort` (ADR 035), built so that the cursors its
 * clients already hold keep working: the default sort, which is the order the listing always had, pages
 * as it always did with the plain cursors it always issued (no sort named in them), while every other
 * sort names itself in its cursors as `sortedBy` does, so neither kind is taken for the other. A sort
 * column that is the id itself (`idColumn`: ids handed out as rows are added make `created` the id
 * order) pages by the id alone, an id after it adding nothing.
 */
export function sortedOrDefault<Row, C extends string, I extends string = never>(
  sort: { column: NoInfer<C | I>; direction: 'asc' | 'desc' },
  defaultSort: { column: NoInfer<C | I>; direction: 'asc' | 'desc' },
  keys: Record<C, SortKey<Row>>,
  id: SortKey<Row>,
  idColumn?: I,
): KeysetSpec<Row> {
  const isDefault = sort.column === defaultSort.column && sort.direction === defaultSort.direction;
  const named = isDefault ? {} : { sort: `${sort.direction === 'desc' ? '-' : ''}${sort.column}` };
  if (sort.column === idColumn)
    return { columns: [id[0]], direction: sort.direction, keyOf: (row) => [id[1](row)], ...named };
  const { columns, direction, keyOf } = sortedBy({ column: sort.column as C, direction: sort.direction }, keys, id);
  return { columns, direction, keyOf, ...named };
}

/** A date column's cursor value. */
export const isoKey = (d: Date) => d.toISOString();

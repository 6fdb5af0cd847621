// Sorting and exporting a paged listing (ADR 035), the additive query and operation every long list
// of the dashboard shares:
// - `sort`: one of the listing's meaningful columns, ascending, or with a leading `-` descending
//   (`sort=-amount`: largest first). The default is the order the spec names for the listing. Paging
//   stays keyset: a cursor belongs to the sort it was issued under, and another sort refuses it.
// - `GET <listing>/export`: the whole filtered, sorted listing as CSV (RFC 4180, CRLF records, a
//   header row, UTF-8 with a byte order mark so spreadsheets read accented names), streamed page by
//   page. A cell that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab
//   or a carriage return) is written with a leading `'`.
import { z } from 'zod';
import { sortValues, type SortValue } from './list-sorts';
import type { Operation } from './operation';

/** The `sort` query parameter of a listing that sorts by `columns`, `dflt` when absent. */
export function sortParam<const C extends readonly [string, ...string[]]>(columns: C, dflt: SortValue<C[number]>) {
  return z
    .enum(sortValues(columns), {
      error: `sort is one of ${columns.join(', ')}, each with a leading - for the reverse order`,
    })
    .default(dflt as never);
}

/**
 * The export operation of a listing: same scopes and filters (less paging), `text/csv` out.
 */
export function exportOf<const O extends Operation & { query: z.ZodObject }>(list: O, what: string) {
  const { cursor: _cursor, limit: _limit, ...filters } = list.query.shape;
  return {
    method: 'GET',
    path: `${list.path}/export`,
    tier: 'R',
    scopes: list.scopes,
    ...(list.errors ? { errors: list.errors } : {}),
    summary: `${what} as CSV: the whole filtered, sorted list (additive; ADR 035)`,
    produces: 'text/csv',
    query: z.object(filters) as z.ZodObject<Omit<O['query']['shape'], 'cursor' | 'limit'>>,
    response: z.string(),
  } as const;
}

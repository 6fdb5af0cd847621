// The CSV answer of a listing's export operation (contract/list-export.ts, ADR 035): the listing's own
// page function, called cursor after cursor, each page written as CSV records as the client reads.
// The first page is read before answering, so a bad filter or an unknown target is still a problem
// document; a failure after that ends the download unfinished (the client sees it fail, never a
// CSV that looks whole). csv-stringify writes the records: RFC 4180 quoting, CRLF, and a `'` before
// a cell a spreadsheet would run as a formula.
import { stringify, type Options } from 'csv-stringify/sync';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

export interface CsvPage<T> {
  data: T[];
  nextCursor: string | null;
}

/** Rows read per query: a large export is many short queries, never one long one. */
export const EXPORT_PAGE = 500;

const RECORDS: Options = { record_delimiter: 'windows', escape_formulas: true };

const records = <T>(columns: CsvColumn<T>[], rows: T[]) =>
  stringify(
    rows.map((r) => columns.map((c) => c.value(r) ?? '')),
    RECORDS,
  );

/** The download's file name: `<what>-<UTC date>.csv`. */
export const exportFileName = (what: string, now: Date) => `${what}-${now.toISOString().slice(0, 10)}.csv`;

export async function csvAnswer<T>(opts: {
  fileName: string;
  columns: CsvColumn<T>[];
  page: (cursor: string | undefined, limit: number) => Promise<CsvPage<T>>;
}): Promise<Response> {
  const { columns, page } = opts;
  const encoder = new TextEncoder();
  let next: CsvPage<T> | null = await page(undefined, EXPORT_PAGE);
  let cursor: string | null = null;
  // The byte order mark tells spreadsheets the file is UTF-8 (an accented name reads right in Excel).
  let head: string | null = `\uFEFF${stringify([columns.map((c) => c.header)], RECORDS)}`;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const current = next ?? (await page(cursor ?? undefined, EXPORT_PAGE));
      next = null;
      controller.enqueue(encoder.encode((head ?? '') + records(columns, current.data)));
      head = null;
      cursor = current.nextCursor;
      if (!cursor) controller.close();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${opts.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

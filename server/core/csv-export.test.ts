// The CSV answer of an export: RFC 4180 records, formulas defused, every page read in turn, and a
// failing first page still a problem rather than a download.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvAnswer, EXPORT_PAGE, exportFileName, type CsvPage } from './csv-export';

const columns = [
  { header: 'Name', value: (r: { name: string; n: number | null }) => r.name },
  { header: 'Count', value: (r: { name: string; n: number | null }) => r.n },
];

/** The bytes as sent: Response.text() would drop the byte order mark. */
const bytesOf = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

function pages(rows: { name: string; n: number | null }[]) {
  const asked: (string | undefined)[] = [];
  const page = async (cursor: string | undefined, limit: number): Promise<CsvPage<(typeof rows)[number]>> => {
    asked.push(cursor);
    const from = cursor ? Number(cursor) : 0;
    return {
      data: rows.slice(from, from + limit),
      nextCursor: from + limit < rows.length ? String(from + limit) : null,
    };
  };
  return { asked, page };
}

describe('csvAnswer', () => {
  it('writes a header and CRLF records, quotes what RFC 4180 needs and defuses formulas', async () => {
    const rows = [
      { name: 'plain', n: 1 },
      { name: 'a, "quoted"\nline', n: null },
      { name: '=HYPERLINK("http://x")', n: 2 },
      { name: '+1', n: 3 },
      { name: '-2', n: 4 },
      { name: '@SUM(A1)', n: 5 },
      { name: '\tTAB', n: 6 },
    ];
    const res = await csvAnswer({ fileName: 'things.csv', columns, page: pages(rows).page });
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="things.csv"');
    const text = await bytesOf(res);
    expect(text.startsWith('\uFEFFName,Count\r\nplain,1\r\n')).toBe(true);
    expect(text).toContain('"a, ""quoted""\nline",\r\n');
    const parsed = parse(text, { bom: true, relaxQuotes: false }) as string[][];
    expect(parsed.slice(4).map((r) => r[0])).toEqual(["'+1", "'-2", "'@SUM(A1)", "'\tTAB"]);
    expect(parsed[3]![0]).toBe('\'=HYPERLINK("http://x")');
    expect(parsed).toHaveLength(rows.length + 1);
  });

  it('reads the pages one after another, as the client reads, until the last', async () => {
    const rows = Array.from({ length: EXPORT_PAGE * 2 + 7 }, (_, i) => ({ name: `row ${i}`, n: i }));
    const source = pages(rows);
    const res = await csvAnswer({ fileName: 'many.csv', columns, page: source.page });
    // Only the first page is read before the answer starts.
    expect(source.asked).toEqual([undefined]);
    const parsed = parse(await bytesOf(res), { bom: true }) as string[][];
    expect(parsed).toHaveLength(rows.length + 1);
    expect(parsed.at(-1)).toEqual([`row ${rows.length - 1}`, String(rows.length - 1)]);
    expect(source.asked).toEqual([undefined, String(EXPORT_PAGE), String(EXPORT_PAGE * 2)]);
  });

  it('an empty list is the header alone; a failing first read fails the call, not the download', async () => {
    const empty = await csvAnswer({ fileName: 'none.csv', columns, page: pages([]).page });
    expect(await bytesOf(empty)).toBe('\uFEFFName,Count\r\n');
    await expect(
      csvAnswer({ fileName: 'x.csv', columns, page: () => Promise.reject(new Error('no such zone')) }),
    ).rejects.toThrow('no such zone');
  });

  it('names the file by what it holds and the UTC day', () => {
    expect(exportFileName('invoices', new Date('2026-11-29T23:59:00Z'))).toBe('invoices-2026-11-29.csv');
  });
});

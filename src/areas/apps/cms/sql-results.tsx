// What a statement answered: the row count, a visible notice when the server
// cut the rows at its limit, and the rows in a table a keyboard can scroll.
// A refusal (422) says what was refused, in the server's words.
import type { z } from 'zod';
import type { SqlCell, SqlResult } from '@contract/apps-cms-tools';
import { Notice } from '@/components/ui/notice';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ProblemState } from '@/components/ui/problem-state';
import { ApiProblem } from '@/lib/api-problem';
import { formatNumber } from '@/lib/format';

/** The server's row limit (the contract's `rows` maximum). */
export const SQL_ROW_LIMIT = 200;

const rowsText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;

/** "12 rows", or, when the server kept back some, how many of how many are shown. */
function summary(rowCount: number, shown: number, truncated: boolean) {
  if (rowCount > shown) return `${rowsText(shown)} shown of ${formatNumber(rowCount)}`;
  return truncated ? `${rowsText(shown)} shown` : rowsText(shown);
}

function Cell({ value }: { value: z.infer<typeof SqlCell> }) {
  if (value === null) return <span className="text-muted italic">NULL</span>;
  return <>{String(value)}</>;
}

export function SqlResultTable({ result }: { result: z.infer<typeof SqlResult> }) {
  const shown = result.rows.length;
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium">{summary(result.rowCount, shown, result.truncated)}</p>
      {result.truncated && (
        <Notice tone="warning" title={`Truncated at ${SQL_ROW_LIMIT} rows`}>
          The statement returned more rows than the console shows. Narrow it with a where clause or a limit to see the
          rest.
        </Notice>
      )}
      {result.columns.length === 0 ? (
        <p className="text-sm text-muted">The statement returned no columns.</p>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label="Result rows"
          className="max-h-[28rem] overflow-auto rounded-md border border-line"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Result of the statement: {rowsText(shown)}</caption>
            <thead className="sticky top-0 bg-surface-2">
              <tr>
                {result.columns.map((c, i) => (
                  <th key={`${c}-${i}`} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row, r) => (
                <tr key={r} className="border-t border-line/60">
                  {row.map((cell, i) => (
                    <td
                      key={i}
                      className="max-w-96 truncate px-3 py-1.5 align-top font-mono"
                      title={cell === null ? undefined : String(cell)}
                    >
                      <Cell value={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {shown === 0 && <p className="px-3 py-2 text-sm text-muted">No rows.</p>}
        </div>
      )}
    </div>
  );
}

/** A statement the server would not run: what was refused and why, or any other failure. */
export function SqlError({ error }: { error: unknown }) {
  if (error instanceof ApiProblem && error.status === 422) {
    const reasons = error.fieldErrors.map((e) => e.message).filter((m) => m && m !== error.problem.detail);
    return (
      <ProblemAlert title="Refused: the statement was not run" problem={error}>
        {reasons.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {reasons.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
        <p className="mt-1 text-muted">
          The console runs exactly one select, show, describe or explain statement, read-only.
        </p>
      </ProblemAlert>
    );
  }
  return <ProblemState error={error} />;
}

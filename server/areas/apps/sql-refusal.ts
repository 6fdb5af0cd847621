// How the read-only SQL console says no: 422 validation_failed on the `query`
// field, with a code that names the kind of refusal (the dashboard and the
// tests key on it) and a detail that says why in words.
import { ApiError } from '@server/core/problem';

export type RefusalCode =
  | 'empty_statement'
  | 'syntax_error'
  | 'multiple_statements'
  | 'not_read_only'
  | 'writing_cte'
  | 'select_into'
  | 'row_locking'
  | 'function_not_allowed'
  | 'explain_analyze'
  | 'explain_option'
  | 'system_catalog'
  | 'outside_database'
  | 'unknown_table'
  | 'setting_not_allowed'
  | 'parameter'
  | 'not_offered'
  | 'too_expensive'
  | 'query_timeout'
  | 'query_memory'
  | 'statement_failed';

export function refuse(code: RefusalCode, detail: string): never {
  throw new ApiError('validation_failed', detail, { errors: [{ path: 'query', message: detail, code }] });
}

/** Byte offsets (what the parser and its lexer report) into JavaScript strings. */
export const byteSlice = (text: string, start: number, end?: number) =>
  Buffer.from(text, 'utf8').subarray(start, end).toString('utf8');

/** A byte offset as the 1-based character position a person counts. */
export const characterAt = (text: string, byte: number) => byteSlice(text, 0, byte).length + 1;

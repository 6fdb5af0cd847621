// Turns zod failures into the API's problems: 422 with every failing field
// listed, so a form can put each message beside its field.
import type { z } from 'zod';
import { ApiError, type FieldError } from './problem';

export function fieldErrors(error: z.ZodError, prefix = ''): FieldError[] {
  return error.issues.map((i) => ({
    path: [prefix, ...i.path.map(String)].filter(Boolean).join('.') || '(body)',
    message: i.message,
    code: i.code,
  }));
}

export function parseOr422<S extends z.ZodType>(schema: S, value: unknown, where: 'query' | 'body'): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const errors = fieldErrors(r.error);
  const detail = errors.map((e) => `${e.path}: ${e.message}`).join('; ');
  throw new ApiError('validation_failed', `The ${where} is not valid: ${detail}`, { errors });
}

/** Query strings: one value per key, or an array when a key repeats. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

/**
 * The first text in a request that no database column can hold as sent: a NUL character (PostgreSQL
 * text refuses it) or a lone UTF-16 surrogate (it would be stored as U+FFFD, silently changing what the
 * customer saved). Keys count too. Returns the field's path, or null when all text is well formed.
 */
export function illFormedText(value: unknown, path: string[] = []): { path: string; reason: string } | null {
  if (typeof value === 'string') return textProblem(value, path);
  if (value === null || typeof value !== 'object') return null;
  for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const at = [...path, String(k)];
    const bad = (typeof k === 'string' ? textProblem(k, at) : null) ?? illFormedText(v, at);
    if (bad) return bad;
  }
  return null;
}

function textProblem(s: string, path: string[]) {
  const at = path.join('.') || '(body)';
  if (s.includes('\u0000')) return { path: at, reason: 'contains a NUL character, which text cannot hold' };
  if (!s.isWellFormed()) return { path: at, reason: 'contains a lone UTF-16 surrogate, which is not a character' };
  return null;
}

/** Refuse ill-formed text in the query or body before the schema sees it: 422 naming the field. */
export function refuseIllFormedText(value: unknown, where: 'query' | 'body') {
  const bad = illFormedText(value);
  if (!bad) return;
  throw new ApiError('validation_failed', `The ${where} is not valid: ${bad.path} ${bad.reason}`, {
    errors: [{ path: bad.path, message: `This ${bad.reason}`, code: 'invalid_text' }],
  });
}

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

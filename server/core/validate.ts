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
export function illFormedText(value: unknown): { path: string; reason: string } | null {
  // An explicit stack, not recursion: a hostile body can nest arrays 20,000 deep. Each entry keeps
  // a link to its parent, so the path is only spelled out for the one field that is refused.
  type Node = { value: unknown; key: string | null; parent: Node | null };
  const pathOf = (n: Node | null, key?: string) => {
    const parts: string[] = key === undefined ? [] : [key];
    for (let at = n; at && at.key !== null; at = at.parent) parts.unshift(at.key);
    return parts;
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      const reason = textProblem(node.value);
      if (reason) return { path: spell(pathOf(node)), reason };
      continue;
    }
    if (node.value === null || typeof node.value !== 'object') continue;
    for (const [k, v] of Object.entries(node.value)) {
      const reason = textProblem(k);
      if (reason) return { path: spell(pathOf(node, k)), reason };
      stack.push({ value: v, key: k, parent: node });
    }
  }
  return null;
}

const spell = (path: string[]) => path.join('.') || '(body)';

function textProblem(s: string): string | null {
  if (s.includes('\u0000')) return 'contains a NUL character, which text cannot hold';
  if (!s.isWellFormed()) return 'contains a lone UTF-16 surrogate, which is not a character';
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

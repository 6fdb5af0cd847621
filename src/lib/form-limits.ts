// Reads a field's limits from its contract schema, so the hint beside a field
// ("Up to 64 characters", "100 – 5,000,000") can never drift from what the
// server enforces. It reads the schemas' definitions rather than testing their classes, so
// it ships no zod of its own: a field without a schema (the login form, the first screen of
// a visit) costs nothing, and one with a schema has zod already.
import type { z } from 'zod';
import { formatNumber } from './format';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export interface FieldLimits {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let s: z.ZodType = schema;
  for (let i = 0; i < 10; i++) {
    const def = defOf(s);
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType)
      s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else break;
  }
  return s;
}

export function limitsOf(schema: z.ZodType): FieldLimits {
  const s = unwrap(schema) as {
    minLength?: number | null;
    maxLength?: number | null;
    minValue?: number | null;
    maxValue?: number | null;
  };
  const out: FieldLimits = {};
  if (s.minLength != null && s.minLength > 1) out.minLength = s.minLength;
  if (s.maxLength != null) out.maxLength = s.maxLength;
  if (s.minValue != null && Number.isFinite(s.minValue)) out.min = s.minValue;
  if (s.maxValue != null && Number.isFinite(s.maxValue)) out.max = s.maxValue;
  return out;
}

/** The schema of one (dot-path) field inside an object schema. */
export function fieldSchema(schema: z.ZodType, path: string): z.ZodType | undefined {
  let s: z.ZodType | undefined = schema;
  for (const key of path.split('.')) {
    const inner: z.ZodType | undefined = s && unwrap(s);
    const def: Def | undefined = inner && defOf(inner);
    s = def?.type === 'object' ? def.shape?.[key] : undefined;
  }
  return s;
}

export function describeLimits(l: FieldLimits): string | undefined {
  if (l.min !== undefined && l.max !== undefined) return `${formatNumber(l.min)} – ${formatNumber(l.max)}`;
  if (l.min !== undefined) return `At least ${formatNumber(l.min)}`;
  if (l.max !== undefined) return `At most ${formatNumber(l.max)}`;
  if (l.minLength !== undefined && l.maxLength !== undefined) return `${l.minLength}–${l.maxLength} characters`;
  if (l.maxLength !== undefined) return `Up to ${formatNumber(l.maxLength)} characters`;
  if (l.minLength !== undefined) return `At least ${l.minLength} characters`;
  return undefined;
}

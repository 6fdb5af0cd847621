// Reading record ids, names and records from a request, each refused with a
// field-level 422 that says what to send instead.
import { ApiError } from '@server/core/problem';
import { relativeName } from './names';
import { fromInput, type Rec, type RecordInput } from './rdata';

/** A record id is the row id; anything else cannot name a record. */
export function parseId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** The input record in stored form, or a 422 naming the fields. */
export function storedOrFail(input: RecordInput, zone: string, path: string): Rec {
  const r = fromInput(input, zone, path);
  if ('errors' in r) {
    throw new ApiError(
      'validation_failed',
      `${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}. Nothing was changed.`,
      { errors: r.errors },
    );
  }
  return r.rec;
}

/** The `name` query parameter as a stored relative name, or a 422 on `name`. */
export function nameOrFail(raw: string, zone: string): string {
  const n = relativeName(raw, zone);
  if (!n.ok)
    throw new ApiError('validation_failed', `name: ${n.message}`, {
      errors: [{ path: 'name', message: n.message, code: n.code }],
    });
  return n.name;
}

// PATCH semantics for forms: send only what the user changed, so a save never
// overwrites a field someone else changed meanwhile. A nested value (an
// address) goes as a whole when any part of it changed.
type DirtyFlags = boolean | DirtyFlags[] | { [key: string]: DirtyFlags | undefined } | undefined;

const changed = (flag: DirtyFlags): boolean =>
  flag === true || (typeof flag === 'object' && flag !== null && Object.values(flag).some(changed));

/** The values whose react-hook-form `dirtyFields` entry marks a change. */
export function changedFields<T extends object>(values: T, dirtyFields: Partial<Record<keyof T, unknown>>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (changed(dirtyFields[key] as DirtyFlags)) out[key] = values[key];
  }
  return out;
}

// <input type="datetime-local"> speaks local wall time; the API speaks UTC ISO.
export const localToIso = (v: unknown): string | null => {
  if (typeof v !== 'string' || !v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
};

export const isoToLocal = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Props for a controlled datetime-local input bound to an ISO field of a form. */
export function dateField<N extends string>(
  form: {
    watch: (name: N) => unknown;
    setValue: (name: N, value: never, o?: { shouldDirty?: boolean; shouldValidate?: boolean }) => void;
  },
  name: N,
) {
  return {
    value: isoToLocal(form.watch(name) as string | null | undefined),
    onChange: (e: { target: { value: string } }) =>
      form.setValue(name, localToIso(e.target.value) as never, { shouldDirty: true }),
  };
}

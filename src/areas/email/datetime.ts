// <input type="datetime-local"> speaks wall time; the API speaks UTC ISO. The
// wall time is the zone every screen shows times in (the account's choice),
// not the browser's, so what the form says matches what the lists show.
import { displayTimeZone } from '@/lib/display-zone';
import { isoToWallTime, wallTimeToIso } from '@/lib/zoned-time';

export const localToIso = (v: unknown, zone = displayTimeZone()): string | null => {
  if (typeof v !== 'string' || !v) return null;
  return wallTimeToIso(v, zone) ?? v;
};

export const isoToLocal = (iso: string | null | undefined, zone = displayTimeZone()): string =>
  isoToWallTime(iso, zone);

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

// The zone every time on screen is shown in: the one the account chose in its
// preferences (preferences.ts keeps it in step), else the browser's own, until
// that answer is there or when it cannot be read.
import { createStore, useStore } from './store';

// Read once: building a formatter per call would cost every cell of a big list.
let browserZone: string | undefined;
export const browserTimeZone = (): string => (browserZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);

// Each zone is asked about once: a formatter for a zone costs milliseconds to build.
const knownZones = new Map<string, boolean>();

function isTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      // Any locale: this only asks whether the zone is known (format.ts writes in the account's).
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

// null: no preference known, so the browser's zone.
const preferredZone = createStore<string | null>(null);

/** The zone times are shown in right now (an IANA name such as "Europe/Prague"). */
export const displayTimeZone = (): string => preferredZone.get() ?? browserTimeZone();

/** For screens that must redraw when the zone changes (e.g. a form that states it). */
export function useDisplayTimeZone(): string {
  return useStore(preferredZone) ?? browserTimeZone();
}

/** Use this zone (a name the browser does not know counts as none); null goes back to the browser's. */
export function setDisplayTimeZone(zone: string | null | undefined): void {
  preferredZone.set(zone && isTimeZone(zone) ? zone : null);
}

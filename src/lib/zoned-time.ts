// Wall-clock time in a named IANA zone, both ways, with Intl alone: what a
// date or datetime-local input shows, and the UTC instant the API speaks.
// The browser's own zone plays no part, so a form reads the same in the zone
// the account chose wherever the browser is.

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let f = partsFormats.get(zone);
  if (!f) {
    // A fixed locale on purpose: only the numbers of its parts are read, nothing here is shown (format.ts writes).
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, f);
  }
  return f;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallAt(epochMs: number, zone: string): Wall {
  const n: Record<string, number> = {};
  for (const p of partsFormat(zone).formatToParts(epochMs)) if (p.type !== 'literal') n[p.type] = Number(p.value);
  return { year: n.year, month: n.month, day: n.day, hour: n.hour, minute: n.minute, second: n.second };
}

const wallAsUtc = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
export function zoneOffsetMs(epochMs: number, zone: string): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  return wallAsUtc(wallAt(whole, zone)) - whole;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-12-12": the calendar day in that zone at that instant. */
export function calendarDayIn(epochMs: number, zone: string): string {
  const w = wallAt(epochMs, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** "2026-12-12T14:00": what a datetime-local input shows for the instant, in the zone. "" for none. */
export function isoToWallTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const w = wallAt(t, zone);
  return `${calendarDayIn(t, zone)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The UTC instant (ISO, "…Z") at which the zone's clock reads `wall`
 * ("2026-12-12T14:00", or a day "2026-12-12" for its midnight); null when it
 * is not a date. Like Temporal's "compatible": a time that occurs twice (clocks
 * going back) is the earlier one; a time that never occurs (clocks going
 * forward) moves on by the gap, e.g. 02:30 becomes 03:30.
 */
export function wallTimeToIso(wall: string, zone: string): string | null {
  const m = WALL.exec(wall);
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => (v ? Number(v) : undefined));
  const asUtc = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offsets a day either side cover any transition near this wall time.
  const offsets = [...new Set([zoneOffsetMs(asUtc - 86_400_000, zone), zoneOffsetMs(asUtc + 86_400_000, zone)])];
  const matches = offsets
    .map((offset) => asUtc - offset)
    .filter((t) => wallAsUtc(wallAt(t, zone)) === asUtc)
    .sort((a, b) => a - b);
  // No match is a gap: read the wall time with the offset in force before it.
  const t = matches[0] ?? asUtc - zoneOffsetMs(asUtc - 86_400_000, zone);
  // Whole seconds, written the way the API writes its timestamps.
  return new Date(t).toISOString().replace(/\.000Z$/, 'Z');
}

// A statistics period as a window ending now, and the buckets a chart of it uses.
import type { z } from 'zod';
import type { StatsPeriod } from '@contract/monitoring';
import { decodeCursor, encodeCursor } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LENGTH: Record<z.infer<typeof StatsPeriod>, number> = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY };

export function windowOf(period: z.infer<typeof StatsPeriod>, now: Date) {
  return { from: new Date(now.getTime() - LENGTH[period]), to: now };
}

/** Buckets of `ms` from the whole bucket the window starts in (UTC) to now, oldest first. */
export function bucketsOf(w: { from: Date; to: Date }, ms: number) {
  const start = new Date(Math.floor(w.from.getTime() / ms) * ms);
  const count = Math.ceil((w.to.getTime() - start.getTime()) / ms);
  return { start, seconds: ms / 1000, at: (i: number) => new Date(start.getTime() + i * ms), count };
}

/** Errors: hourly over a day, daily over a week or a month. */
export const errorBucketMs = (period: z.infer<typeof StatsPeriod>) => (period === '24h' ? HOUR : DAY);
/** PHP samples: hourly over a day, every 6 hours over a week, daily over a month. */
export const phpBucketMs = (period: z.infer<typeof StatsPeriod>) =>
  period === '24h' ? HOUR : period === '7d' ? 6 * HOUR : DAY;

/**
 * The ranked listings page by position: the cursor is the sort it was issued under (ADR 035) and the
 * next offset. A cursor of another sort would page from the wrong place, so it is refused.
 */
export function offsetOf(cursor: string | undefined, sort: string): number {
  if (cursor === undefined) return 0;
  const [from, offset, ...rest] = decodeCursor(cursor);
  if (typeof from === 'string' && from !== sort && Number.isInteger(offset))
    throw new ApiError('invalid_request', 'The cursor belongs to another sort of this listing; start again without it');
  if (
    from !== sort ||
    rest.length ||
    !Number.isInteger(offset) ||
    (offset as number) < 0 ||
    (offset as number) > 1_000_000
  )
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing; pass back nextCursor unchanged');
  return offset as number;
}

export const nextCursorOf = (sort: string, offset: number, shown: number, total: number) =>
  offset + shown < total ? encodeCursor([sort, offset + shown]) : null;

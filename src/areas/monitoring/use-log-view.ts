// The lines of one log view. The first load is a query (queries.ts); from then
// on the view keeps its own lines: while following (and only while the tab is
// visible) it asks every few seconds for the lines written after its cursor
// and appends them. Pausing stops the requests; the lines stay.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { monitoringMeta as monitoringOps } from '@/lib/ops-meta/monitoring';
import { apiRequest } from '@/lib/api-client';
import type { LogName } from './keys';
import { usePageVisible } from './page-visible';
import { monitoringQueries } from './queries';

/** How often follow mode asks for new lines. */
export const FOLLOW_MS = 3_000;
/** The most lines a view keeps; older ones are dropped from the top as new ones arrive. */
export const MAX_LINES = 20_000;
/** The most lines one follow request brings (the contract's maximum). */
const FOLLOW_BATCH = 1000;

interface Loaded {
  lines: string[];
  cursor: string;
  /** Lines added since following last began: what the live region says. */
  arrived: number;
  /** The log held more lines than one answer carried (at the first load or since the cursor). */
  truncated: boolean;
  /** Lines dropped from the top to stay under MAX_LINES. */
  dropped: number;
}

export function useLogView(input: string, log: LogName, grep: string | undefined) {
  const first = useQuery(monitoringQueries.logTail(input, log, grep));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [following, setFollowing] = useState(false);
  const [followError, setFollowError] = useState<unknown>(null);
  const visible = usePageVisible();
  const cursor = useRef<string | null>(null);

  // A new first answer (another site, log or filter) replaces whatever the view held: set while
  // rendering, so the view never draws the old lines under the new filter.
  const [shown, setShown] = useState(first.data);
  if (first.data && first.data !== shown) {
    setShown(first.data);
    setLoaded({
      lines: first.data.lines,
      cursor: first.data.cursor,
      arrived: 0,
      truncated: first.data.truncated,
      dropped: 0,
    });
  }
  // The follow loop reads on from the newest answer's cursor.
  useEffect(() => {
    if (first.data) cursor.current = first.data.cursor;
  }, [first.data]);

  const poll = useCallback(
    async (signal: AbortSignal) => {
      const since = cursor.current;
      if (!since) return;
      try {
        const r = await apiRequest(monitoringOps.tailLog, {
          query: { input, log, since, grep, limit: FOLLOW_BATCH },
          signal,
        });
        if (signal.aborted) return;
        setFollowError(null);
        cursor.current = r.cursor;
        if (r.lines.length === 0) return;
        setLoaded((prev) => {
          const all = [...(prev?.lines ?? []), ...r.lines];
          const over = Math.max(0, all.length - MAX_LINES);
          return {
            lines: over ? all.slice(over) : all,
            cursor: r.cursor,
            arrived: (prev?.arrived ?? 0) + r.lines.length,
            truncated: (prev?.truncated ?? false) || r.truncated,
            dropped: (prev?.dropped ?? 0) + over,
          };
        });
      } catch (e) {
        if (!signal.aborted) setFollowError(e);
      }
    },
    [input, log, grep],
  );

  const active = following && visible && loaded !== null;
  useEffect(() => {
    if (!active) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    // One request at a time: the next is scheduled when the last has answered.
    const tick = async () => {
      await poll(abort.signal);
      if (!abort.signal.aborted) timer = setTimeout(() => void tick(), FOLLOW_MS);
    };
    timer = setTimeout(() => void tick(), FOLLOW_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [active, poll]);

  const setFollow = useCallback((on: boolean) => {
    // The count of arrivals starts again each time following starts.
    if (on) setLoaded((prev) => (prev ? { ...prev, arrived: 0 } : prev));
    setFollowError(null);
    setFollowing(on);
  }, []);

  return { first, loaded, following, setFollowing: setFollow, followError, waitingForTab: following && !visible };
}

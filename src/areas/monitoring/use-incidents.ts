// What the incident timeline reads for one site and period: three requests
// (its monitors, its error statistics with their buckets, and the node's limit
// faults), plus the events of only those monitors whose status changed in the
// period (none on a quiet day). The period's start is the server's own `from`,
// so every part covers the same window.
import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { errorSpikes } from './error-spikes';
import { mergeTimeline, monitorsChangedSince } from './incident-timeline';
import type { Period } from './keys';
import { bucketMs } from './period-picker';
import { monitoringQueries } from './queries';

export function useIncidents(input: string, period: Period) {
  const monitors = useQuery(monitoringQueries.monitors(input));
  const errors = useQuery(monitoringQueries.errors(input, period));
  const resources = useQuery(monitoringQueries.resourceUsage(input));
  const from = errors.data?.from;
  const changed = useMemo(
    () => (monitors.data && from ? monitorsChangedSince(monitors.data.data, from) : []),
    [monitors.data, from],
  );
  const events = useQueries({ queries: changed.map((m) => monitoringQueries.events(m.id, from)) });

  // Cheap to merge (a few dozen entries): done on every render rather than memoised on changing arrays.
  const eventsReady = events.every((e) => e.data);
  const entries =
    monitors.data && errors.data && eventsReady && !resources.isPending
      ? mergeTimeline(
          {
            monitors: monitors.data.data,
            events: Object.fromEntries(events.map((e) => [e.data!.monitorId, e.data!.data])),
            spikes: errorSpikes(errors.data.buckets, bucketMs(period)),
            faults: resources.data
              ? { counts: resources.data.faults24h, sampledAt: resources.data.sampledAt, windowHours: 24 }
              : null,
          },
          errors.data.from,
        )
      : null;

  const failed = [monitors, errors, ...events].find((q) => q.isError);
  return {
    entries,
    /** A part the timeline cannot do without failed. */
    error: failed?.error ?? null,
    retry: () => [monitors, errors, ...events].forEach((q) => q.isError && void q.refetch()),
    /** The node's fault counters are a bonus: without them the timeline says so and goes on. */
    faultsMissing: resources.isError,
    serviceId: resources.data?.target.serviceId ?? null,
    monitorCount: monitors.data?.data.length ?? 0,
    from,
  };
}

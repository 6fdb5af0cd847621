// Runs the palette's query against every source: sync sources answer at once,
// async ones after a short pause, and a newer query aborts the older one.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CommandItem, CommandSource } from './command-sources';

export interface SourceResult {
  source: CommandSource;
  items: CommandItem[];
  loading: boolean;
  error?: string;
}

const DEBOUNCE_MS = 200;
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** `sources` must be stable (memoised) or every render restarts the search. */
export function useCommandResults(sources: CommandSource[], query: string, active: boolean): SourceResult[] {
  const [results, setResults] = useState<SourceResult[]>([]);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const q = query.trim();
    const bySource = new Map<string, SourceResult>();
    const publish = () =>
      setResults(sources.map((s) => bySource.get(s.id) ?? { source: s, items: [], loading: false }));
    const settle = (r: SourceResult) => {
      if (controller.signal.aborted) return;
      bySource.set(r.source.id, r);
      publish();
    };
    const timers: ReturnType<typeof setTimeout>[] = [];

    const run = (source: CommandSource) => {
      let answer: CommandItem[] | Promise<CommandItem[]>;
      try {
        answer = source.search(q, controller.signal, queryClient);
      } catch (e) {
        return settle({ source, items: [], loading: false, error: message(e) });
      }
      if (Array.isArray(answer)) return settle({ source, items: answer, loading: false });
      settle({ source, items: [], loading: true });
      answer.then(
        (items) => settle({ source, items, loading: false }),
        (e: unknown) => settle({ source, items: [], loading: false, error: message(e) }),
      );
    };

    for (const source of sources) {
      if (q.length < (source.minLength ?? 0)) continue;
      // Sync sources (screens) are instant; API-backed ones wait for typing to pause.
      if (source.minLength) timers.push(setTimeout(() => run(source), DEBOUNCE_MS));
      else run(source);
    }
    publish();
    return () => {
      controller.abort();
      timers.forEach(clearTimeout);
    };
  }, [sources, query, active, queryClient]);

  return results;
}

// A description of the schedule being typed, in words, while it is typed.
// The schedule is first checked by the node's cron rules (the contract's, the
// same the server applies), so a mistake is said in plain words at once; only
// a valid schedule goes to cronstrue for its words. cronstrue is imported
// dynamically, so it loads with the editor and never with the rest of the
// dashboard; the server's description is the one shown once the job is saved.
import { useEffect, useState } from 'react';
import { parseCronSchedule } from '@contract/cron-rules';
import type { Schedule } from './schedule-fields';

type Describe = (expression: string) => string;
let loading: Promise<Describe> | null = null;

function loadDescriber(): Promise<Describe> {
  loading ??= import('cronstrue').then(
    ({ default: cronstrue }) =>
      (e: string) =>
        cronstrue.toString(e, { use24HourTimeFormat: true, throwExceptionOnParseError: true, verbose: false }),
  );
  return loading;
}

export type LiveDescription =
  | { state: 'loading' }
  | { state: 'ok'; text: string }
  | { state: 'invalid'; message: string }
  | { state: 'unavailable' };

export function useLiveDescription(schedule: Schedule, expression: string): LiveDescription {
  const parsed = parseCronSchedule(schedule);
  const problem = parsed.ok ? null : parsed.problems[0]!.message;
  const [result, setResult] = useState<LiveDescription>({ state: 'loading' });
  useEffect(() => {
    if (problem) return;
    let current = true;
    loadDescriber().then(
      (describe) => {
        if (!current) return;
        try {
          setResult({ state: 'ok', text: describe(expression) });
        } catch {
          // The node runs it (the rules accepted it) but cronstrue has no words for it: show no words.
          setResult({ state: 'unavailable' });
        }
      },
      // The chunk did not load (offline, a deploy in between): the editor still works without it.
      () => current && setResult({ state: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [expression, problem]);
  return problem ? { state: 'invalid', message: problem } : result;
}

// A description of the schedule being typed, in words, while it is typed.
// cronstrue is imported dynamically, so it loads with the editor and never
// with the rest of the dashboard. It is only feedback: the server checks the
// schedule with its own cron library and its description is the one shown
// once the job is saved.
import { useEffect, useState } from 'react';

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

export function useLiveDescription(expression: string): LiveDescription {
  const [result, setResult] = useState<LiveDescription>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    loadDescriber().then(
      (describe) => {
        if (!current) return;
        try {
          setResult({ state: 'ok', text: describe(expression) });
        } catch (error) {
          setResult({ state: 'invalid', message: error instanceof Error ? error.message : String(error) });
        }
      },
      // The chunk did not load (offline, a deploy in between): the editor still works without it.
      () => current && setResult({ state: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [expression]);
  return result;
}

// The API client reports an expired session here; the app (src/main.tsx)
// decides what that means: clear cached data, go to /login?redirect=… .
// Kept apart from the client so the client never imports the router.
import type { ApiProblem } from './api-problem';

type Listener = (problem: ApiProblem) => void;
let listener: Listener | null = null;

export function onSessionExpired(fn: Listener) {
  listener = fn;
  return () => {
    if (listener === fn) listener = null;
  };
}

export function reportSessionExpired(problem: ApiProblem) {
  listener?.(problem);
}

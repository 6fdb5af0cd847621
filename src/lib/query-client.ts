// One QueryClient policy for the app. Problems the user must act on (4xx) are
// never retried; 429s were already waited out by the API client; only network
// failures and 5xx get a couple of quiet retries.
import { QueryClient } from '@tanstack/react-query';
import { ApiProblem } from './api-problem';

export function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiProblem)) return true;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

// The human web session: who is logged in and which account they act on.
// The session itself lives in an HttpOnly cookie; the SPA only caches the
// non-secret Session document the server returns.
import { hashKey, queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { authMeta as authOps } from './ops-meta/auth';
import type { Session } from '@contract/auth';
import { SESSION_DATA_ID } from '@contract/served-session';
import { apiRequest } from './api-client';
import { isProblem } from './api-problem';
import { defineMutation, useOperationMutation } from './mutation';

export type { Session };

export const sessionQuery = queryOptions({
  queryKey: ['auth', 'session'],
  // A 401 here answers "nobody is logged in"; the route guard redirects.
  queryFn: ({ signal }) => apiRequest(authOps.getSession, { signal, on401: 'throw' }),
  staleTime: 5 * 60_000,
  retry: false,
  // Asked once per page load, not again by each screen that shows it: an ended session
  // shows as a 401 on the screen's own call. Refreshed when the person comes back to the
  // tab (another tab may have switched the account) and when a change invalidates it.
  refetchOnMount: false,
  refetchOnWindowFocus: true,
});

/**
 * The session the server wrote into the page it served (server/pages/spa.ts), taken once: the
 * first screen starts without a round trip for it. undefined when the page carries none (the
 * dev server, a dashboard pointed at another API, a server that could not say); null when the
 * server found nobody logged in. Later checks always ask the API.
 */
function takeServedSession(): Session | null | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SESSION_DATA_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as Session | null;
  } catch {
    return undefined;
  }
}

/** The session, or null when nobody is logged in. Other failures propagate. */
export async function loadSession(queryClient: QueryClient): Promise<Session | null> {
  const served = takeServedSession();
  if (served === null) return null;
  if (served) queryClient.setQueryData(sessionQuery.queryKey, served);
  try {
    // The cached session, however old: navigating costs no request for it (see sessionQuery).
    return await queryClient.query({ ...sessionQuery, staleTime: 'static' });
  } catch (error) {
    if (isProblem(error) && error.status === 401) return null;
    throw error;
  }
}

export function useSession(): Session {
  return useSuspenseQuery(sessionQuery).data;
}

const login = defineMutation(authOps.login, {
  request: (body: { email: string; password: string; totp?: string }) => ({ body }),
  update: (queryClient, session) => {
    // A new login may be a different person: nothing cached may carry over.
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, session);
  },
});

/** The caller leaves the authenticated pages first, then clears the cache (see Header). */
const logout = defineMutation(authOps.logout);

const switchAccount = defineMutation(authOps.switchAccount, {
  request: (accountId: number) => ({ body: { accountId } }),
  update: (queryClient, session) => dropAccountData(queryClient, session),
});

export const useLogin = () => useOperationMutation(login);
export const useLogout = () => useOperationMutation(logout);
export const useSwitchAccount = () => useOperationMutation(switchAccount);

/**
 * Every cached answer belonged to the previous account, so none may survive a
 * switch. A bare clear() would leave mounted screens holding the old data
 * (their observers keep the removed queries), so: drop what nobody shows, and
 * reset what is on screen, which empties it and fetches it for the new account.
 */
export async function dropAccountData(queryClient: QueryClient, session: Session) {
  await queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (q) => !q.isActive() });
  queryClient.setQueryData(sessionQuery.queryKey, session);
  void queryClient.resetQueries({ predicate: (q) => q.queryHash !== sessionQueryHash });
}

const sessionQueryHash = hashKey(sessionQuery.queryKey);

/**
 * Ask the server whether a session exists, bypassing the cache (the login page
 * must not trust a cached session after logout). Any failure counts as "no".
 */
export async function probeSession(): Promise<Session | null> {
  const served = takeServedSession();
  if (served !== undefined) return served;
  try {
    return await apiRequest(authOps.getSession, { on401: 'throw' });
  } catch {
    return null;
  }
}

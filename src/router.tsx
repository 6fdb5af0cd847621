// The router and the app-wide wiring around it. Tests build the same app with
// a memory history, so what they exercise is what ships.
import { createRouter, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { createQueryClient } from './lib/query-client';
import { followPreferences } from './lib/preferences';
import { onSessionExpired } from './lib/session-events';
import { PagePending } from './components/ui/spinner';
import { RouteError } from './components/layout/route-error';

// The router writes a search value that reads as JSON in quotes, so it reads back as the same type:
// `backup=%2236%22` for the backup "36". A whole number is written as its digits instead; every text
// check takes one back as its digits (lib/search-params.ts), so the address is what a person expects.
const wholeNumber = /^(?:0|[1-9]\d{0,14})$/;
const stringifySearch = stringifySearchWith(
  (value) => (typeof value === 'string' && wholeNumber.test(value) ? value : JSON.stringify(value)),
  JSON.parse,
);

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    stringifySearch,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PagePending />,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Any 401 on an authenticated call means the session ended: go to the login
 * page, remembering where the user was, then drop every cached answer.
 */
export function wireSessionExpiry(router: AppRouter, queryClient: QueryClient) {
  let redirecting = false;
  return onSessionExpired(async () => {
    if (redirecting || router.state.location.pathname === '/login') return;
    redirecting = true;
    try {
      await router.navigate({ to: '/login', search: { redirect: router.state.location.href, expired: true } });
      queryClient.clear();
    } finally {
      redirecting = false;
    }
  });
}

/**
 * Fetch the matched routes' lazy chunks (components) as soon as a navigation starts, beside
 * `beforeLoad` (the session check), rather than after it: on a first visit that is one
 * round trip less before the screen shows. Failures surface when the router loads them itself.
 */
export function loadRouteChunksEarly(router: AppRouter) {
  return router.subscribe('onBeforeLoad', ({ toLocation }) => {
    for (const match of router.matchRoutes(toLocation)) {
      const route = router.routesById[match.routeId as keyof typeof router.routesById];
      if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
    }
  });
}

export function createApp(history?: RouterHistory) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, history);
  const unwireExpiry = wireSessionExpiry(router, queryClient);
  const unloadEarly = loadRouteChunksEarly(router);
  // Times, numbers and the theme are drawn as the account chose, once its preferences are read.
  const unfollowPreferences = followPreferences(queryClient);
  const unwire = () => {
    unwireExpiry();
    unloadEarly();
    unfollowPreferences();
  };
  return { queryClient, router, unwire };
}

// Renders one applications screen or tab on `/` of a test router, with the
// pages it may lead to standing in: `/elsewhere` (a "Go elsewhere" link in the
// layout leads there, to test the unsaved-changes guard) and the confirmation
// page `/confirm/$pendingActionId`.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createQueryClient } from '@/lib/query-client';

export function mountPage(ui: ReactNode) {
  const root = createRootRoute({
    component: () => (
      <>
        {/* The test router is not the registered app router, so its paths are untyped here. */}
        <Link to={'/elsewhere' as never}>Go elsewhere</Link>
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <>{ui}</> });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '/elsewhere',
    component: () => <p>Another page</p>,
  });
  const confirm = createRoute({
    getParentRoute: () => root,
    path: '/confirm/$pendingActionId',
    component: () => <p>Confirmation page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, elsewhere, confirm]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return router;
}

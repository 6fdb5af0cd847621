import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NoticeRegion } from '@/components/layout/notice-region';
import { NotFound } from '@/components/layout/not-found';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  return (
    <>
      <Outlet />
      {/* On every page, including login: a 429 can happen anywhere. */}
      <NoticeRegion />
    </>
  );
}

// Renders the real app (router, query client, session-expiry wiring) at a
// path, with a memory history, for tests that exercise whole screens.
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createApp } from '@/router';

export function renderApp(path: string) {
  const app = createApp(createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  return { ...app, ...view };
}

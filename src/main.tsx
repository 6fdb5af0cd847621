import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { budgetFromPage } from './lib/budget';
import { readsUnderWaySettled } from './lib/reads-settled';
import { createApp } from './router';
import './styles.css';

// Evaluating the modules is one task; setting up the router (its route tree of some 70 routes and
// the history) is a second, and loading the first route (its session check, its loader) a third, so
// none holds the main thread as long as they did together (issue 34).
setTimeout(start);

function start() {
  budgetFromPage();
  const app = createApp();
  setTimeout(() => load(app));
}

function load({ queryClient, router }: ReturnType<typeof createApp>) {
  const root = document.getElementById('root')!;

  // React empties #root on its first render. Rendered at once, the router would draw nothing there
  // while the first route still loads (its session check, its chunk, its loader's data): the page's
  // first frame (the loading line, or the shell's outline and the screen's heading that the served
  // page drew, server/pages/first-frame.ts) would give way to a blank page for a moment. So the route
  // is loaded first, and the first render draws the screen; the router does not load it again (a
  // failure is left to the router, which shows it), and so are the reads its loader started without
  // awaiting them (lib/reads-settled.ts), so the first render draws them rather than their loading
  // states. The frame stays no longer than the router waits before it shows its pending view: a
  // screen waiting on slow data gets the shell and that view.
  const loaded = router
    .load()
    .then(() => readsUnderWaySettled(queryClient))
    .catch(() => undefined);
  const pendingMs = router.options.defaultPendingMs ?? 1000;
  void Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, pendingMs))]).then(() => {
    const reactRoot = createRoot(root);
    // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
    // browser between them, instead of in one long task that holds input (the frame is on screen).
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  });
}

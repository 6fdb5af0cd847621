import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '@/areas/auth/login-page';
import { safeRedirect } from '@/lib/safe-redirect';
import { probeSession } from '@/lib/session';
import { flag, optional, searchParams, text } from '@/lib/search-params';

const search = searchParams({
  redirect: optional(text(2000)),
  expired: optional(flag),
});

/**
 * The sandbox pages (the mailbox's "Log in" sends people here) are served by the server, not routes of
 * this app: going back to one is a page load, or the router would answer "Page not found".
 */
const isServerPage = (href: string) => href.startsWith('/sandbox/');

export const Route = createFileRoute('/login')({
  validateSearch: search,
  beforeLoad: async ({ search, location }) => {
    // A mailed reset link (`/login#reset=…`; TanStack's hash has no '#') is opened even in a signed-in
    // browser: the sandbox mailbox shows mail only to a session, so that is where the link is clicked.
    // Completing it signs out every browser, this one too. The session the page carries is taken all the
    // same, so no later screen reads that copy after the reset has ended it.
    if (location.hash.startsWith('reset=')) {
      await probeSession();
      return;
    }
    // Already logged in (e.g. a second tab): go straight on. The session module is in the entry
    // (it carries operations without schemas, src/lib/ops-meta), so the probe starts at once.
    if (await probeSession()) {
      const href = safeRedirect(search.redirect);
      throw redirect({ href, reloadDocument: isServerPage(href) });
    }
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target, expired } = Route.useSearch();
  const navigate = useNavigate();
  const onLoggedIn = () => {
    const href = safeRedirect(target);
    void navigate({ href, reloadDocument: isServerPage(href) });
  };
  return <LoginPage expired={expired === true} onLoggedIn={onLoggedIn} />;
}

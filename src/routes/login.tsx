import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '@/areas/auth/login-page';
import { safeRedirect } from '@/lib/safe-redirect';
import { probeSession } from '@/lib/session';
import { flag, optional, searchParams, text } from '@/lib/search-params';

const search = searchParams({
  redirect: optional(text(2000)),
  expired: optional(flag),
});

export const Route = createFileRoute('/login')({
  validateSearch: search,
  beforeLoad: async ({ search }) => {
    // Already logged in (e.g. a second tab): go straight on. The session module is in the entry
    // (it carries operations without schemas, src/lib/ops-meta), so the probe starts at once.
    if (await probeSession()) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target, expired } = Route.useSearch();
  const navigate = useNavigate();
  return <LoginPage expired={expired === true} onLoggedIn={() => navigate({ href: safeRedirect(target) })} />;
}

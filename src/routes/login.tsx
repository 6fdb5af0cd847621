import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '@/areas/auth/login-page';
import { probeSession, safeRedirect } from '@/lib/session';

const search = z.object({
  redirect: z.string().max(2000).optional().catch(undefined),
  expired: z.boolean().optional().catch(undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: search,
  beforeLoad: async ({ search }) => {
    // Already logged in (e.g. a second tab): go straight on.
    if (await probeSession()) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target, expired } = Route.useSearch();
  const navigate = useNavigate();
  return <LoginPage expired={expired === true} onLoggedIn={() => navigate({ href: safeRedirect(target) })} />;
}

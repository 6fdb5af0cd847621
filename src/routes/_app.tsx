import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { screensSource } from '@/components/layout/command-sources';
import { navItems } from '@/components/layout/nav-items';
import { preferencesQuery } from '@/lib/preferences';
import { loadSession } from '@/lib/session';
import { servicesCommandSource } from '@/areas/services/command-source';
import { invoicesCommandSource } from '@/areas/billing/command-source';
import { dnsZonesCommandSource } from '@/areas/dns/command-source';
import { mailboxesCommandSource } from '@/areas/email/command-source';

// Areas add palette sources here (e.g. a domain or mailbox by name).
const commandSources = [
  screensSource(navItems),
  servicesCommandSource,
  invoicesCommandSource,
  mailboxesCommandSource,
  dnsZonesCommandSource,
];

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const session = await loadSession(context.queryClient);
    // Logged out: log in, then come back to exactly this address.
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { session };
  },
  // The account's time zone, beside the page's own loaders, so the first paint
  // already shows times in it. A failure only leaves the browser's zone.
  loader: ({ context }) => context.queryClient.prefetchQuery(preferencesQuery),
  component: AppLayout,
});

function AppLayout() {
  return (
    <AppShell navItems={navItems} commandSources={commandSources}>
      <Outlet />
    </AppShell>
  );
}

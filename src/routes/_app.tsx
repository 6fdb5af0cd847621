import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { lazySource } from '@/components/layout/command-sources';
import { navItems } from '@/components/layout/nav-items';
import { NotificationBell } from '@/areas/notifications/notification-bell';
import { takeServedNotifications } from '@/areas/notifications/queries';
import { takeServedAccessibleAccounts } from '@/lib/accessible-accounts';
import { loadPreferences } from '@/lib/preferences';
import { loadSession } from '@/lib/session';

// Areas add palette sources here (e.g. a domain or mailbox by name; the palette finds screens
// itself). Each area's source, and the area's contract with it, loads the first time the
// palette asks it, not with the shell.
const commandSources = [
  lazySource({ id: 'domains', label: 'Domains', minLength: 2 }, () =>
    import('@/areas/domains/command-source').then((m) => m.domainsCommandSource),
  ),
  lazySource({ id: 'services', label: 'Services', minLength: 2 }, () =>
    import('@/areas/services/command-source').then((m) => m.servicesCommandSource),
  ),
  lazySource({ id: 'invoices', label: 'Invoices', minLength: 2 }, () =>
    import('@/areas/billing/command-source').then((m) => m.invoicesCommandSource),
  ),
  lazySource({ id: 'mailboxes', label: 'Mailboxes', minLength: 2 }, () =>
    import('@/areas/email/command-source').then((m) => m.mailboxesCommandSource),
  ),
  lazySource({ id: 'dns-zones', label: 'DNS zones', minLength: 2 }, () =>
    import('@/areas/dns/command-source').then((m) => m.dnsZonesCommandSource),
  ),
  lazySource({ id: 'databases', label: 'Databases', minLength: 2 }, () =>
    import('@/areas/databases/command-source').then((m) => m.databasesCommandSource),
  ),
];

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    // The session module is in the entry (its operations carry no schemas, src/lib/ops-meta):
    // the check's request starts as soon as the app does, not after another chunk.
    const session = await loadSession(context.queryClient);
    // Logged out: log in, then come back to exactly this address.
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { session };
  },
  // The account's time zone, beside the page's own loaders, so the first paint already shows
  // times in it; on a fresh page load it comes with the page. A failure only leaves the browser's zone.
  loader: ({ context }) => {
    takeServedAccessibleAccounts(context.queryClient);
    takeServedNotifications(context.queryClient);
    return loadPreferences(context.queryClient);
  },
  component: AppLayout,
});

function AppLayout() {
  return (
    <AppShell navItems={navItems} commandSources={commandSources} bell={<NotificationBell />}>
      <Outlet />
    </AppShell>
  );
}

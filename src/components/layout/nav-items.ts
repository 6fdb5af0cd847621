// The navigation, as data: the sidebar and the command palette's "screens"
// source are both built from this list, so adding an area is one entry here.
import type { LinkProps } from '@tanstack/react-router';

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
  group: string;
  /** Extra words the command palette matches on. */
  keywords?: string[];
  /** Other addresses this entry's section holds, outside its own path (the provider's card page under Payment methods). */
  also?: string[];
}

// Each entry takes the group it is listed under, so an item cannot drift from its heading.
const inGroup = (group: string, items: Omit<NavItem, 'group'>[]): NavItem[] => items.map((i) => ({ ...i, group }));

export const navItems: NavItem[] = [
  ...inGroup('General', [{ to: '/', label: 'Overview', keywords: ['home', 'dashboard', 'services'] }]),
  ...inGroup('Account', [
    {
      to: '/account/profile',
      label: 'Profile & preferences',
      keywords: ['contact', 'address', 'vat', 'email', 'language', 'time zone', 'notifications', 'theme'],
    },
    { to: '/account/guests', label: 'Guests', keywords: ['invite', 'share', 'access', 'people'] },
    { to: '/account/security', label: 'Security', keywords: ['two-factor', '2fa', 'totp', 'authenticator'] },
    { to: '/account/tokens', label: 'API tokens', keywords: ['token', 'api', 'scopes', 'keys', 'secret'] },
    {
      to: '/account/balance',
      label: 'Balance',
      keywords: ['funds', 'top-up', 'add funds', 'ledger', 'prepaid', 'deposit'],
    },
    { to: '/account/audit-log', label: 'Audit log', keywords: ['history', 'events', 'activity', 'who'] },
  ]),
  ...inGroup('Billing', [
    { to: '/billing/invoices', label: 'Invoices', keywords: ['invoice', 'pay', 'pdf', 'receipt', 'ocr', 'orders'] },
    {
      to: '/billing/addresses',
      label: 'Billing addresses',
      keywords: ['address', 'vat', 'invoice email', 'contacts', 'company'],
    },
    {
      to: '/billing/payment-methods',
      label: 'Payment methods',
      keywords: ['card', 'visa', 'direct debit', 'autogiro', 'mandate'],
      // The provider's page behind a card setup link, asked for on Payment methods.
      also: ['/billing/card-setup'],
    },
    {
      to: '/billing/activity',
      label: 'Money timeline',
      keywords: ['payments', 'history', 'credit note', 'refund', 'statement'],
    },
  ]),
  ...inGroup('Email', [
    {
      to: '/email',
      label: 'Email',
      keywords: [
        'mailbox',
        'mail',
        'webmail',
        'forwarder',
        'quota',
        'spf',
        'dkim',
        'dmarc',
        'mx',
        'autoresponder',
        'spam',
      ],
      // A webmail link lands on /webmail/<link> and opens the Email section's webmail view.
      also: ['/webmail'],
    },
  ]),
  ...inGroup('Domains & DNS', [
    {
      to: '/domains',
      label: 'Domains',
      keywords: [
        'registrar',
        'renew',
        'expiry',
        'auto-renew',
        'nameservers',
        'dnssec',
        'ds record',
        'glue',
        'whois',
        'contacts',
        'registrant',
        'auth code',
        'epp',
        'transfer lock',
        'redemption',
        'web-forward',
      ],
    },
    {
      to: '/dns',
      label: 'DNS zones',
      keywords: ['dns', 'zone', 'records', 'mx', 'txt', 'cname', 'spf', 'dkim', 'nameservers', 'propagation', 'bind'],
    },
    {
      to: '/domains/register',
      label: 'Register a domain',
      keywords: ['buy', 'new domain', 'availability', 'whois', 'price', 'order'],
    },
    {
      to: '/domains/transfers',
      label: 'Transfers',
      keywords: ['transfer in', 'move domain', 'auth code', 'epp', 'precheck', 'registrar'],
    },
    {
      to: '/domains/snapback',
      label: 'Snapback',
      keywords: ['dropping', 'expired names', 'backorder', 'catch', 'booking', 'drop'],
    },
  ]),
  ...inGroup('Hosting', [
    {
      to: '/hosting',
      label: 'Web hosting',
      keywords: [
        'website',
        'addon domain',
        'subdomain',
        'redirect',
        'pointer',
        'alias',
        'hotlink',
        'disk',
        'bandwidth',
        'usage',
        'ftp',
        'ssh',
        'control panel',
        'preview url',
        'php',
      ],
    },
    {
      to: '/databases',
      label: 'Databases',
      keywords: ['mysql', 'mariadb', 'sql', 'database user', 'privileges', 'grants', 'phpmyadmin', 'access hosts'],
    },
    { to: '/cron', label: 'Cron jobs', keywords: ['crontab', 'schedule', 'scheduled task', 'runs', 'missed run'] },
    {
      to: '/backups',
      label: 'Backups',
      keywords: ['backup', 'restore', 'snapshot', 'recover', 'undo', 'schedule', 'retention', 'deleted file'],
    },
    {
      to: '/vps',
      label: 'Virtual servers',
      keywords: ['vps', 'servers', 'reboot', 'power', 'console', 'root password', 'terminal', 'iso', 'os template'],
    },
  ]),
  ...inGroup('Monitoring', [
    {
      to: '/monitoring',
      label: 'Uptime monitors',
      keywords: ['monitor', 'uptime', 'down', 'outage', 'response time', 'alert', 'ping', 'port', 'keyword'],
    },
    { to: '/monitoring/logs', label: 'Logs', keywords: ['access log', 'error log', 'php errors', 'tail', 'follow'] },
    {
      to: '/monitoring/statistics',
      label: 'Statistics',
      keywords: ['traffic', 'top pages', 'visitors', 'errors', '404', '500', 'php usage', 'workers', 'memory'],
    },
    {
      to: '/monitoring/incidents',
      label: 'Incidents',
      keywords: ['incident', 'timeline', 'outage', 'spike', 'faults'],
    },
  ]),
  ...inGroup('Troubleshooting', [
    {
      to: '/diagnostics',
      label: 'Diagnostics',
      keywords: [
        'what is wrong',
        'triage',
        'health',
        'not working',
        'bounce',
        'fix',
        'blocked ip',
        'whitelist',
        'firewall',
        'disk usage',
        'disk full',
      ],
    },
  ]),
  ...inGroup('Applications', [
    {
      to: '/apps/cms',
      label: 'CMS sites',
      keywords: ['wordpress', 'cms', 'plugins', 'themes', 'staging', 'blog', 'site health', 'maintenance mode'],
    },
    {
      to: '/apps/installer',
      label: 'App installer',
      keywords: ['applications', 'catalogue', 'install app', 'softaculous', 'one-click', 'backups', 'upgrade'],
    },
  ]),
  ...inGroup('Services', [
    { to: '/services', label: 'Services', keywords: ['plans', 'upgrade', 'addons', 'subscriptions', 'hosting', 'vps'] },
    { to: '/migrations', label: 'Migrations', keywords: ['move', 'transfer site', 'import', 'old host'] },
  ]),
];

export function groupNavItems(items: NavItem[]): Array<[string, NavItem[]]> {
  const groups = new Map<string, NavItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups];
}

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/** Whether `prefix` is `path` or one of its parent folders: /domains holds /domains/nordlight.se, not /domainsx. */
function holds(prefix: string, path: string): boolean {
  if (path === prefix) return true;
  // The root holds only itself: Overview is no section of every page.
  return prefix !== '/' && path.startsWith(`${prefix}/`);
}

/**
 * The entry that marks the current page: the one whose path (or `also` path) is the longest prefix of the
 * address, at a segment boundary: /domains/transfers/12 is under Transfers, not Domains, though both paths are
 * its prefixes. None for a page no section holds (a confirmation).
 */
export function currentNavItem(items: NavItem[], pathname: string): NavItem | undefined {
  const path = withoutTrailingSlash(pathname);
  let best: NavItem | undefined;
  let bestLength = -1;
  for (const item of items)
    for (const prefix of [item.to, ...(item.also ?? [])]) {
      const p = withoutTrailingSlash(prefix);
      if (p.length > bestLength && holds(p, path)) {
        best = item;
        bestLength = p.length;
      }
    }
  return best;
}

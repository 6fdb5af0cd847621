// The navigation, as data: the sidebar and the command palette's "screens"
// source are both built from this list, so adding an area is one entry here.
import type { LinkProps } from '@tanstack/react-router';

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
  group: string;
  /** Extra words the command palette matches on. */
  keywords?: string[];
  /** Match only this exact path when marking the current page. */
  exact?: boolean;
}

// Each entry takes the group it is listed under, so an item cannot drift from its heading.
const inGroup = (group: string, items: Omit<NavItem, 'group'>[]): NavItem[] => items.map((i) => ({ ...i, group }));

export const navItems: NavItem[] = [
  ...inGroup('General', [{ to: '/', label: 'Overview', keywords: ['home', 'dashboard', 'services'], exact: true }]),
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
      exact: true,
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

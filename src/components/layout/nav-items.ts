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

export const navItems: NavItem[] = [
  { to: '/', label: 'Overview', group: 'General', keywords: ['home', 'dashboard', 'services'], exact: true },
  {
    to: '/account/profile',
    label: 'Profile & preferences',
    group: 'Account',
    keywords: ['contact', 'address', 'vat', 'email', 'language', 'time zone', 'notifications', 'theme'],
  },
  { to: '/account/guests', label: 'Guests', group: 'Account', keywords: ['invite', 'share', 'access', 'people'] },
  {
    to: '/account/security',
    label: 'Security',
    group: 'Account',
    keywords: ['two-factor', '2fa', 'totp', 'authenticator'],
  },
  {
    to: '/account/tokens',
    label: 'API tokens',
    group: 'Account',
    keywords: ['token', 'api', 'scopes', 'keys', 'secret'],
  },
  {
    to: '/account/balance',
    label: 'Balance',
    group: 'Account',
    keywords: ['funds', 'top-up', 'add funds', 'ledger', 'prepaid', 'deposit'],
  },
  {
    to: '/account/audit-log',
    label: 'Audit log',
    group: 'Account',
    keywords: ['history', 'events', 'activity', 'who'],
  },
  {
    to: '/billing/invoices',
    label: 'Invoices',
    group: 'Billing',
    keywords: ['invoice', 'pay', 'pdf', 'receipt', 'ocr', 'orders'],
  },
  {
    to: '/billing/addresses',
    label: 'Billing addresses',
    group: 'Billing',
    keywords: ['address', 'vat', 'invoice email', 'contacts', 'company'],
  },
  {
    to: '/billing/payment-methods',
    label: 'Payment methods',
    group: 'Billing',
    keywords: ['card', 'visa', 'direct debit', 'autogiro', 'mandate'],
  },
  {
    to: '/billing/activity',
    label: 'Money timeline',
    group: 'Billing',
    keywords: ['payments', 'history', 'credit note', 'refund', 'statement'],
  },
  {
    to: '/email',
    label: 'Email',
    group: 'Email',
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
  {
    to: '/dns',
    label: 'DNS zones',
    group: 'Domains & DNS',
    keywords: ['dns', 'zone', 'records', 'mx', 'txt', 'cname', 'spf', 'dkim', 'nameservers', 'propagation', 'bind'],
  },
  {
    to: '/services',
    label: 'Services',
    group: 'Services',
    keywords: ['plans', 'upgrade', 'addons', 'subscriptions', 'hosting', 'vps'],
  },
  {
    to: '/migrations',
    label: 'Migrations',
    group: 'Services',
    keywords: ['move', 'transfer site', 'import', 'old host'],
  },
];

export function groupNavItems(items: NavItem[]): Array<[string, NavItem[]]> {
  const groups = new Map<string, NavItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups];
}

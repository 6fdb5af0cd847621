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
  { to: '/account/profile', label: 'Profile & preferences', group: 'Account', keywords: ['contact', 'address', 'vat', 'email', 'language', 'time zone', 'notifications', 'theme'] },
  { to: '/account/guests', label: 'Guests', group: 'Account', keywords: ['invite', 'share', 'access', 'people'] },
  { to: '/account/security', label: 'Security', group: 'Account', keywords: ['two-factor', '2fa', 'totp', 'authenticator'] },
  { to: '/account/tokens', label: 'API tokens', group: 'Account', keywords: ['token', 'api', 'scopes', 'keys', 'secret'] },
  { to: '/account/balance', label: 'Balance', group: 'Account', keywords: ['funds', 'top-up', 'add funds', 'ledger', 'prepaid', 'deposit'] },
  { to: '/account/audit-log', label: 'Audit log', group: 'Account', keywords: ['history', 'events', 'activity', 'who'] },
];

export function groupNavItems(items: NavItem[]): Array<[string, NavItem[]]> {
  const groups = new Map<string, NavItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups];
}

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
  { to: '/account/audit-log', label: 'Audit log', group: 'Account', keywords: ['history', 'events', 'activity', 'who'] },
];

export function groupNavItems(items: NavItem[]): Array<[string, NavItem[]]> {
  const groups = new Map<string, NavItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups];
}

// Scope names have the form <verb>:<area>. The spec names some; the rest are
// ours (docs/decisions/002-scopes-and-tiers.md). Tokens carry an immutable subset.
import { z } from 'zod';

export const scopeNames = [
  'read:account',
  'write:account',
  'read:billing',
  'write:billing',
  'read:domains',
  'write:domains',
  'read:dns',
  'write:dns',
  'read:hosting',
  'write:hosting',
  'read:email',
  'write:email',
  'read:database',
  'write:database',
  'read:services',
  'write:services',
  'read:vps',
  'power:vps',
  'read:backups',
  'write:backups',
  'read:cron',
  'write:cron',
  'read:monitoring',
  'write:monitoring',
] as const;
export type ScopeName = (typeof scopeNames)[number];
export const Scope = z.enum(scopeNames);

export const scopeDescriptions: Record<ScopeName, string> = {
  'read:account': 'Read the account, profile, guests, audit log and balance',
  'write:account': 'Change profile and preferences, invite and revoke guests',
  'read:billing': 'Read invoices, billing addresses and payment methods',
  'write:billing': 'Send invoices, manage billing addresses; request payments and top-ups (held)',
  'read:domains': 'Read registrar domains, transfers and contacts',
  'write:domains': 'Change registrar settings; request registrations and renewals (held)',
  'read:dns': 'Read DNS zones and records',
  'write:dns': 'Create, change and delete DNS records',
  'read:hosting': 'Read hosting accounts, sites, applications and migrations',
  'write:hosting': 'Change hosting, applications and request migrations',
  'read:email': 'Read mailboxes, mail settings and messages',
  'write:email': 'Create and change mailboxes and mail settings',
  'read:database': 'Read databases and database users',
  'write:database': 'Create and change databases and users',
  'read:services': 'Read services, plans and addons',
  'write:services': 'Request upgrades and addons (held)',
  'read:vps': 'Read virtual servers',
  'power:vps': 'Start servers; request stop, reboot and password resets (held)',
  'read:backups': 'Read backups and restores',
  'write:backups': 'Request restores (held) and cancel them',
  'read:cron': 'Reserved: cron listings are write-tier (see write:cron)',
  'write:cron': 'List, create, change and delete cron jobs',
  'read:monitoring': 'Read statistics, monitors and logs',
  'write:monitoring': 'Create and delete monitors',
};

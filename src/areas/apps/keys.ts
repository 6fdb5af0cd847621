// Every cache key of the applications area, shared by its query and mutation
// modules (the CMS toolkit's, the SQL console's and the installer's). Everything
// is addressed by the hosting account's `input`; inside a CMS install also by
// the install id.
import type { Query } from '@tanstack/react-query';
import { areaKeys } from '@/lib/query-keys';

const k = areaKeys('apps');

/** A list's order in its key, absent for the default: a write's key without it marks every order stale. */
const ordered = (sort?: string) => (sort ? { sort } : {});

export const appsKeys = {
  ...k,
  // CMS toolkit
  cmsInstalls: (input: string, sort?: string) => k.list({ kind: 'cms-installs', input, ...ordered(sort) }),
  cmsInstall: (input: string, installId: string) => k.detail({ kind: 'cms-install', input, installId }),
  cmsSite: (input: string, installId: string) => k.detail({ kind: 'cms-site', input, installId }),
  cmsUsers: (input: string, installId: string, sort?: string) =>
    k.list({ kind: 'cms-users', input, installId, ...ordered(sort) }),
  cmsThemes: (input: string, installId: string) => k.list({ kind: 'cms-themes', input, installId }),
  cmsPlugins: (input: string, installId: string, q?: string) => k.list({ kind: 'cms-plugins', input, installId, q }),
  cmsContent: (input: string, installId: string, filters: object = {}) =>
    k.list({ kind: 'cms-content', input, installId, ...filters }),
  cmsContentItem: (input: string, installId: string, id: number) =>
    k.detail({ kind: 'cms-content-item', input, installId, id }),
  cmsSettings: (input: string, installId: string) => k.detail({ kind: 'cms-settings', input, installId }),
  webcache: (input: string) => k.detail({ kind: 'webcache', input }),
  // installer
  apps: (input: string, sort?: string) => k.list({ kind: 'apps', input, ...ordered(sort) }),
  app: (input: string, installId: string) => k.detail({ kind: 'app', input, installId }),
  available: (input: string, filters: object = {}) => k.list({ kind: 'available', input, ...filters }),
  backups: (input: string, installId?: string) => k.list({ kind: 'backups', input, installId }),
  activity: (input: string, status?: string) => k.list({ kind: 'activity', input, status }),
  // staging, updates and the SQL console (one install's)
  installActivity: (input: string, installId: string) => k.list({ kind: 'install-activity', input, installId }),
  rollbackPoint: (input: string, installId: string, backupId: string) =>
    k.detail({ kind: 'rollback-point', input, installId, backupId }),
  stagingCompare: (input: string, installId: string, stagingId: string) =>
    k.detail({ kind: 'staging-compare', input, installId, stagingId }),
  // the screens' choice of site (GET /hosting/domains); the account picker's list is shared (lib/hosting-accounts)
  sites: (input: string) => k.list({ kind: 'sites', input }),
  /** The installer's own read of the hosting side: the domains of one account. */
  installerDomains: (input: string) => k.list({ kind: 'installer-domains', input }),
};

/** Every cached query of one hosting account's applications. */
export const ofAccount = (input: string) => (q: Pick<Query, 'queryKey'>) =>
  q.queryKey[0] === 'apps' && (q.queryKey[2] as { input?: string } | undefined)?.input === input;

/** Every cached query about one install (its detail, site, users, plugins, ...). */
export const ofInstall = (input: string, installId: string) => (q: Pick<Query, 'queryKey'>) => {
  const p = q.queryKey[2] as { input?: string; installId?: string } | undefined;
  return q.queryKey[0] === 'apps' && p?.input === input && p?.installId === installId;
};

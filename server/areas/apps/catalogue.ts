// The installer's catalogue: what a hosting node can install, with the release
// each app installs now and the releases an older install may run (the oldest
// first), so "update available" compares against something real. The CMS the
// dashboard's CMS toolkit manages is one of these apps (CMS_APP_ID).
export interface CatalogueApp {
  appId: number;
  name: string;
  category: string;
  description: string;
  /** Releases, oldest first; the last one is what a new install gets. */
  versions: string[];
  needsDatabase: boolean;
  minPhpVersion: string | null;
  diskMb: number;
  /** The admin screen below the install's URL, where it has one. */
  adminPath: string | null;
}

export const CMS_APP_ID = 26;

export const CATALOGUE: readonly CatalogueApp[] = [
  {
    appId: CMS_APP_ID,
    name: 'WordPress',
    category: 'cms',
    description: 'Blogs and websites, with themes and plugins',
    versions: ['6.6.2', '6.7.1', '6.7.2', '6.8.3'],
    needsDatabase: true,
    minPhpVersion: '7.4',
    diskMb: 68,
    adminPath: 'wp-admin/',
  },
  {
    appId: 413,
    name: 'Joomla',
    category: 'cms',
    description: 'A content management system for sites with many editors',
    versions: ['5.1.4', '5.2.6', '5.3.3'],
    needsDatabase: true,
    minPhpVersion: '8.1',
    diskMb: 92,
    adminPath: 'administrator/',
  },
  {
    appId: 419,
    name: 'Drupal',
    category: 'cms',
    description: 'A flexible content framework for structured sites',
    versions: ['10.4.6', '11.1.5', '11.2.4'],
    needsDatabase: true,
    minPhpVersion: '8.3',
    diskMb: 110,
    adminPath: 'user/login',
  },
  {
    appId: 461,
    name: 'Nextcloud',
    category: 'files',
    description: 'File sync and share, calendars and contacts on your own hosting',
    versions: ['30.0.8', '31.0.4', '31.0.9'],
    needsDatabase: true,
    minPhpVersion: '8.1',
    diskMb: 540,
    adminPath: 'index.php/settings/admin',
  },
  {
    appId: 270,
    name: 'Matomo',
    category: 'analytics',
    description: 'Web analytics that keeps the data on your own server',
    versions: ['5.2.2', '5.3.2', '5.4.0'],
    needsDatabase: true,
    minPhpVersion: '7.2',
    diskMb: 180,
    adminPath: 'index.php',
  },
  {
    appId: 77,
    name: 'PrestaShop',
    category: 'ecommerce',
    description: 'An online shop with catalogue, cart and payments',
    versions: ['8.1.7', '8.2.1', '9.0.0'],
    needsDatabase: true,
    minPhpVersion: '8.1',
    diskMb: 260,
    adminPath: 'admin/',
  },
  {
    appId: 4,
    name: 'phpBB',
    category: 'forums',
    description: 'A discussion forum',
    versions: ['3.3.13', '3.3.14', '3.3.15'],
    needsDatabase: true,
    minPhpVersion: '7.2',
    diskMb: 34,
    adminPath: 'adm/',
  },
  {
    appId: 15,
    name: 'MediaWiki',
    category: 'wikis',
    description: 'The wiki engine behind Wikipedia',
    versions: ['1.42.6', '1.43.1', '1.44.0'],
    needsDatabase: true,
    minPhpVersion: '8.1',
    diskMb: 190,
    adminPath: 'index.php/Special:SpecialPages',
  },
  {
    appId: 21,
    name: 'DokuWiki',
    category: 'wikis',
    description: 'A wiki that keeps its pages in files, no database needed',
    versions: ['2024-02-06b', '2025-05-14a'],
    needsDatabase: false,
    minPhpVersion: '7.4',
    diskMb: 16,
    adminPath: 'doku.php?do=admin',
  },
  {
    appId: 563,
    name: 'Grav',
    category: 'cms',
    description: 'A fast flat-file CMS, no database needed',
    versions: ['1.7.47', '1.7.48', '1.7.49'],
    needsDatabase: false,
    minPhpVersion: '7.3',
    diskMb: 28,
    adminPath: 'admin',
  },
];

const byId = new Map(CATALOGUE.map((a) => [a.appId, a]));

/** The catalogue entry; every install names one, so a miss is a bug. */
export function catalogueApp(appId: number): CatalogueApp {
  const app = byId.get(appId);
  if (!app) throw new Error(`App ${appId} is not in the catalogue`);
  return app;
}

export const findCatalogueApp = (appId: number) => byId.get(appId) ?? null;
export const latestVersion = (app: CatalogueApp) => app.versions.at(-1)!;

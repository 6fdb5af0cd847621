// The CMS side of applications: installs and their lifecycle (install, clone,
// staging), and the site-wide status and actions. Admin access, restore,
// import, the web cache and the SQL console are in apps-cms-tools.ts; a
// staging push is held while a staging create is not.
import { z } from 'zod';
import {
  AsciiDomainName,
  AttemptKey,
  ConfirmationHold,
  Input,
  Target,
  Timestamp,
  targetCollection,
  targetPage,
} from './common';
import { DomainName, Email } from './domain-name-fields';
import { defineArea } from './operation';
import { AppTask, InstallId, PickedInstallId, SitePath, appErrors, readHosting, writeHosting } from './apps-shared';
import { CMS_INSTALL_SORT_DEFAULT, CMS_INSTALL_SORTS } from './list-sorts';
import { sortParam } from './list-export';

export const AutoUpdate = z.enum(['off', 'minor', 'all']);

export const CmsInstall = z.object({
  id: z.string(),
  domain: AsciiDomainName,
  path: z.string(),
  url: z.string(),
  version: z.string(),
  latestVersion: z.string(),
  updateAvailable: z.boolean(),
  autoUpdate: AutoUpdate,
  isStaging: z.boolean(),
  /** For a staging copy: the production install it was cloned from. */
  stagingOf: z.string().nullable(),
  createdAt: Timestamp,
});

export const CmsInstallDetail = CmsInstall.extend({
  target: Target,
  adminUrl: z.string(),
  phpVersion: z.string(),
  database: z.object({ name: z.string(), user: z.string(), host: z.string(), tablePrefix: z.string() }),
  activeTheme: z.string().nullable(),
  plugins: z.object({
    total: z.number().int().min(0),
    active: z.number().int().min(0),
    updates: z.number().int().min(0),
  }),
  stagingCopies: z.array(z.object({ id: z.string(), url: z.string(), createdAt: Timestamp })),
  diskUsageMb: z.number().min(0),
  lastBackupAt: Timestamp.nullable(),
});

export const CmsSiteStatus = z.object({
  target: Target,
  installId: z.string(),
  url: z.string(),
  reachable: z.boolean(),
  httpStatus: z.number().int().nullable(),
  version: z.string(),
  updateAvailable: z.boolean(),
  maintenanceMode: z.boolean(),
  searchEngineVisible: z.boolean(),
  debugMode: z.boolean(),
  siteHealth: z.enum(['good', 'should_improve', 'critical']),
  checkedAt: Timestamp,
});

export const CmsSiteAction = z.enum([
  'maintenance_on',
  'maintenance_off',
  'update_core',
  'flush_cache',
  'flush_rewrite_rules',
  'search_engines_allow',
  'search_engines_discourage',
  'debug_on',
  'debug_off',
]);

export const StagingCreated = z.object({
  status: z.literal('created'),
  target: Target,
  installId: z.string(),
  staging: z.object({
    id: z.string(),
    domain: AsciiDomainName,
    path: z.string(),
    url: z.string(),
    createdAt: Timestamp,
  }),
});

// `create` answers at once; `push` overwrites production, so it is held.
export const StagingBody = z
  .object({
    input: Input,
    install_id: PickedInstallId,
    action: z.enum(['create', 'push']),
    staging_id: InstallId.optional(),
    target_domain: DomainName.optional(),
    target_path: SitePath.optional(),
    attempt_key: AttemptKey,
  })
  .refine((b) => b.action !== 'push' || !!b.staging_id, {
    message: 'A push needs staging_id: the staging copy to push over production',
    path: ['staging_id'],
  });

const installQuery = z.object({ input: Input, install_id: PickedInstallId });

export const cmsOps = defineArea('apps', {
  getCmsSite: {
    method: 'GET',
    path: '/cms/site',
    tier: 'R',
    scopes: readHosting,
    errors: [...appErrors, 'conflict'],
    summary: 'Live status of a CMS site: reachability, version, maintenance and health',
    query: z.object({ input: Input, install_id: PickedInstallId }),
    response: CmsSiteStatus,
  },
  runCmsSiteAction: {
    method: 'POST',
    path: '/cms/site',
    tier: 'W',
    scopes: writeHosting,
    errors: [...appErrors, 'conflict'],
    summary: 'Run a site-wide action: maintenance mode, core update, cache flush, indexing, debug',
    body: z.object({ input: Input, install_id: PickedInstallId, action: CmsSiteAction }),
    // `update_core` runs as a safe update: its task (null for the other actions).
    response: z.object({ action: CmsSiteAction, message: z.string(), site: CmsSiteStatus, task: AppTask.nullable() }),
  },
  listCmsInstalls: {
    method: 'GET',
    path: '/cms/installs',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: 'CMS installs of the target, staging copies included, in the order they were made (or as `sort` asks)',
    // `sort` is additive (ADR 035).
    query: z.object({ ...targetPage(100), sort: sortParam(CMS_INSTALL_SORTS, CMS_INSTALL_SORT_DEFAULT) }),
    response: targetCollection(CmsInstall),
  },
  getCmsInstall: {
    method: 'GET',
    path: '/cms/installs/detail',
    tier: 'R',
    scopes: readHosting,
    errors: [...appErrors, 'conflict'],
    summary: 'One install: database, theme, plugins, staging copies, last backup',
    query: installQuery,
    response: CmsInstallDetail,
  },
  installCms: {
    method: 'POST',
    path: '/cms/install',
    tier: 'W',
    scopes: writeHosting,
    status: 201,
    summary: 'Install the CMS on a domain; sign in afterwards with an admin link',
    errors: [...appErrors, 'conflict'],
    body: z.object({
      input: Input,
      path: SitePath.default(''),
      site_title: z.string().trim().min(1, 'Give the site a title').max(100, 'At most 100 characters'),
      admin_username: z
        .string()
        .trim()
        .min(3, 'At least 3 characters')
        .max(60, 'At most 60 characters')
        .regex(/^[A-Za-z0-9._@-]+$/, 'Use letters, digits and . _ @ - only')
        .refine((u) => u.toLowerCase() !== 'admin', 'Choose an admin name other than "admin"'),
      admin_email: Email,
      language: z
        .string()
        .max(5, { error: 'Use a locale such as en_US', abort: true })
        .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'Use a locale such as en_US')
        .default('en_US'),
      auto_update: AutoUpdate.default('minor'),
      attempt_key: AttemptKey,
    }),
    response: z.object({ target: Target, install: CmsInstall, adminUrl: z.string() }),
  },
  cloneCms: {
    method: 'POST',
    path: '/cms/clone',
    tier: 'W',
    scopes: writeHosting,
    status: 201,
    summary: 'Copy an install, files and database, to another domain or path of the account',
    errors: [...appErrors, 'conflict'],
    body: z.object({
      input: Input,
      install_id: PickedInstallId,
      target_domain: DomainName,
      target_path: SitePath.default(''),
      attempt_key: AttemptKey,
    }),
    response: z.object({ target: Target, sourceInstallId: z.string(), install: CmsInstall }),
  },
  cmsStaging: {
    method: 'POST',
    path: '/cms/staging',
    tier: 'W',
    scopes: writeHosting,
    errors: [...appErrors, 'conflict'],
    summary: 'Create a staging copy (runs now) or push one over production (held for confirmation)',
    body: StagingBody,
    response: z.discriminatedUnion('status', [StagingCreated, ConfirmationHold]),
  },
});

// The CMS side of applications: installs and their lifecycle (install, clone,
// staging, restore, import), admin access, the web cache and the read-only
// SQL console. Operations that overwrite a live site or reset an admin's
// password are holds; a staging push is held while a staging create is not.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Email, Input, Target, Timestamp, collection, page } from './common';
import { defineArea } from './operation';

export const InstallId = z
  .string()
  .trim()
  .min(1, 'Choose an install (its id is in the installs listing)')
  .max(64, 'At most 64 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'An install id has letters, digits, dot, underscore and hyphen only');

/** A directory under the domain's document root; the spec's staging limit applies everywhere. */
export const SitePath = z
  .string()
  .trim()
  .max(64, 'At most 64 characters')
  .regex(/^[A-Za-z0-9._/-]*$/, 'Use only letters, digits, dot, underscore, slash and hyphen')
  .refine((p) => !p.split('/').includes('..'), 'A path may not contain ..');

export const AutoUpdate = z.enum(['off', 'minor', 'all']);

export const CmsInstall = z.object({
  id: z.string(),
  domain: z.string(),
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
  staging: z.object({ id: z.string(), domain: z.string(), path: z.string(), url: z.string(), createdAt: Timestamp }),
});

// `create` answers at once; `push` overwrites production, so it is held.
export const StagingBody = z
  .object({
    input: Input,
    install_id: InstallId,
    action: z.enum(['create', 'push']),
    staging_id: InstallId.optional(),
    target_domain: z.string().trim().toLowerCase().max(253, 'At most 253 characters').optional(),
    target_path: SitePath.optional(),
    attempt_key: AttemptKey,
  })
  .refine((b) => b.action !== 'push' || !!b.staging_id, {
    message: 'A push needs staging_id: the staging copy to push over production',
    path: ['staging_id'],
  });

export const SqlQuery = z
  .string()
  .trim()
  .min(1, 'Enter a statement')
  .max(10000, 'A statement is at most 10,000 characters')
  .refine((q) => /^(select|show|describe|explain)\b/i.test(q), 'Only select, show, describe and explain are accepted')
  .refine((q) => !/;\s*\S/.test(q), 'One statement per call');

export const SqlCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const SqlResult = z.object({
  target: Target,
  /** The install's table prefix that replaced `{prefix}`. */
  prefix: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(SqlCell)).max(200),
  rowCount: z.number().int().min(0),
  truncated: z.boolean(),
});

export const CmsImportBody = z
  .object({
    input: Input,
    source: z.enum(['local', 'remote']),
    /** `local`: a directory of this account holding an existing site. */
    source_path: SitePath.optional(),
    remote: z
      .object({
        protocol: z.enum(['ftp', 'ftps', 'sftp']),
        host: z.string().trim().min(1, 'Enter the remote host').max(253),
        port: z.number().int().min(1).max(65535).optional(),
        username: z.string().min(1, 'Enter the remote user name').max(128),
        password: z.string().min(1, 'Enter the remote password').max(256),
        path: z.string().max(255).default('/public_html'),
      })
      .optional(),
    target_path: SitePath.default(''),
    attempt_key: AttemptKey,
  })
  .superRefine((b, ctx) => {
    if (b.source === 'remote' && !b.remote)
      ctx.addIssue({ code: 'custom', path: ['remote'], message: 'A remote import needs the remote server details' });
    if (b.source === 'local' && b.source_path === undefined)
      ctx.addIssue({ code: 'custom', path: ['source_path'], message: 'A local import needs source_path' });
  });

const read = ['read:hosting'] as const;
const write = ['write:hosting'] as const;
const errors = ['domain_not_owned', 'not_owned', 'not_found'] as const;
const installQuery = z.object({ input: Input, install_id: InstallId });

export const cmsOps = defineArea('apps', {
  getCmsSite: {
    method: 'GET',
    path: '/cms/site',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Live status of a CMS site: reachability, version, maintenance and health',
    // `install_id` may be left out when the domain has one install.
    query: z.object({ input: Input, install_id: InstallId.optional() }),
    response: CmsSiteStatus,
  },
  runCmsSiteAction: {
    method: 'POST',
    path: '/cms/site',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Run a site-wide action: maintenance mode, core update, cache flush, indexing, debug',
    body: z.object({ input: Input, install_id: InstallId.optional(), action: CmsSiteAction }),
    response: z.object({ action: CmsSiteAction, message: z.string(), site: CmsSiteStatus }),
  },
  listCmsInstalls: {
    method: 'GET',
    path: '/cms/installs',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'CMS installs of the target, staging copies included',
    query: z.object({ input: Input, ...page(100) }),
    response: collection(CmsInstall).extend({ target: Target }),
  },
  getCmsInstall: {
    method: 'GET',
    path: '/cms/installs/detail',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'One install: database, theme, plugins, staging copies, last backup',
    query: installQuery,
    response: CmsInstallDetail,
  },
  installCms: {
    method: 'POST',
    path: '/cms/install',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Install the CMS on a domain; sign in afterwards with an admin link',
    errors: [...errors, 'conflict'],
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
    scopes: write,
    status: 201,
    summary: 'Copy an install, files and database, to another domain or path of the account',
    errors: [...errors, 'conflict'],
    body: z.object({
      input: Input,
      install_id: InstallId,
      target_domain: z.string().trim().toLowerCase().min(3).max(253, 'At most 253 characters'),
      target_path: SitePath.default(''),
      attempt_key: AttemptKey,
    }),
    response: z.object({ target: Target, sourceInstallId: z.string(), install: CmsInstall }),
  },
  cmsStaging: {
    method: 'POST',
    path: '/cms/staging',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Create a staging copy (runs now) or push one over production (held for confirmation)',
    body: StagingBody,
    response: z.discriminatedUnion('status', [StagingCreated, ConfirmationHold]),
  },
  resetCmsAdminPassword: {
    method: 'POST',
    path: '/cms/admin-password-reset',
    tier: 'W',
    scopes: write,
    hold: true,
    errors,
    summary: "Hold resetting a CMS admin's password; the new one is shown once on approval",
    body: z.object({
      input: Input,
      install_id: InstallId,
      username: z.string().trim().min(1).max(60).optional(),
      attempt_key: AttemptKey,
    }),
    response: ConfirmationHold,
  },
  createCmsAdminLink: {
    method: 'POST',
    path: '/cms/admin-link',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'One-time login URL to the CMS admin',
    body: z.object({ input: Input, install_id: InstallId, username: z.string().trim().min(1).max(60).optional() }),
    response: z.object({
      target: Target,
      installId: z.string(),
      username: z.string(),
      url: z.string(),
      expiresAt: Timestamp,
    }),
  },
  restoreCms: {
    method: 'POST',
    path: '/cms/restore',
    tier: 'W',
    scopes: write,
    hold: true,
    errors,
    summary: 'Hold restoring an install from one of its backups; nothing is overwritten on this call',
    body: z.object({
      input: Input,
      install_id: InstallId,
      backup_id: z.string().trim().min(1, 'Choose a backup').max(128),
      restore: z.enum(['full', 'files', 'database']).default('full'),
      attempt_key: AttemptKey,
    }),
    response: ConfirmationHold,
  },
  importCms: {
    method: 'POST',
    path: '/cms/import',
    tier: 'W',
    scopes: write,
    status: 202,
    summary: 'Import an existing site into the installer, from this account or a remote server',
    errors: [...errors, 'conflict'],
    body: CmsImportBody,
    response: z.object({
      target: Target,
      taskId: z.string(),
      status: z.enum(['queued', 'running']),
      source: z.enum(['local', 'remote']),
      startedAt: Timestamp,
    }),
  },
  getWebcache: {
    method: 'GET',
    path: '/cms/webcache',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Web-cache status for a domain',
    query: z.object({ input: Input }),
    response: z.object({
      target: Target,
      domain: z.string(),
      enabled: z.boolean(),
      engine: z.string(),
      ttlSeconds: z.number().int().min(0),
      hitRatePercent: z.number().min(0).max(100).nullable(),
      cachedObjects: z.number().int().min(0),
      sizeMb: z.number().min(0),
      lastPurgedAt: Timestamp.nullable(),
    }),
  },
  purgeWebcache: {
    method: 'POST',
    path: '/cms/webcache/purge',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Purge the web cache of a domain, wholly or for some paths',
    body: z.object({
      input: Input,
      paths: z
        .array(z.string().max(2048).regex(/^\//, 'A path starts with /'))
        .max(50, 'At most 50 paths per purge')
        .optional(),
    }),
    response: z.object({
      target: Target,
      domain: z.string(),
      purged: z.enum(['all', 'paths']),
      paths: z.array(z.string()),
      purgedAt: Timestamp,
    }),
  },
  queryCmsDatabase: {
    method: 'POST',
    path: '/cms/database/query',
    tier: 'W',
    scopes: ['write:hosting', 'read:hosting', 'read:database'],
    errors,
    summary: 'Run one read-only SQL statement on the install database; tables as {prefix}name',
    body: z.object({ input: Input, install_id: InstallId.optional(), query: SqlQuery }),
    response: SqlResult,
  },
});

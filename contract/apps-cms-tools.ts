// Working on a CMS install: admin access (a held password reset, a one-time
// login link), restore (held) and import, the web cache and the read-only SQL console.
import { z } from 'zod';
import { AsciiDomainName, AttemptKey, ConfirmationHold, Input, Target, Timestamp } from './common';
import { hostOrAddress } from './domain-name-fields';
import { defineArea } from './operation';
import { PickedInstallId, SitePath, appErrors, readHosting, writeHosting } from './apps-shared';

export const SqlQuery = z
  .string()
  .trim()
  .min(1, 'Enter a statement')
  .max(10000, 'A statement is at most 10,000 characters');
// Which statements are accepted (one select, show, describe or explain, nothing that writes) is decided
// by the server's SQL parser (server/areas/apps/sql-guard.ts), which answers 422 validation_failed saying why.

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
        host: hostOrAddress('Enter the remote host'),
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

export const cmsToolOps = defineArea('apps', {
  resetCmsAdminPassword: {
    method: 'POST',
    path: '/cms/admin-password-reset',
    tier: 'W',
    scopes: writeHosting,
    hold: true,
    errors: [...appErrors, 'conflict'],
    summary: "Hold resetting a CMS admin's password; the new one is shown once on approval",
    body: z.object({
      input: Input,
      install_id: PickedInstallId,
      username: z.string().trim().min(1).max(60).optional(),
      attempt_key: AttemptKey,
    }),
    response: ConfirmationHold,
  },
  createCmsAdminLink: {
    method: 'POST',
    path: '/cms/admin-link',
    tier: 'W',
    scopes: writeHosting,
    errors: [...appErrors, 'conflict'],
    summary: 'One-time login URL to the CMS admin',
    body: z.object({
      input: Input,
      install_id: PickedInstallId,
      username: z.string().trim().min(1).max(60).optional(),
    }),
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
    scopes: writeHosting,
    hold: true,
    errors: [...appErrors, 'conflict'],
    summary: 'Hold restoring an install from one of its backups; nothing is overwritten on this call',
    body: z.object({
      input: Input,
      install_id: PickedInstallId,
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
    scopes: writeHosting,
    status: 202,
    summary: 'Import an existing site into the installer, from this account or a remote server',
    errors: [...appErrors, 'conflict'],
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
    scopes: readHosting,
    errors: appErrors,
    summary: 'Web-cache status for a domain',
    query: z.object({ input: Input }),
    response: z.object({
      target: Target,
      domain: AsciiDomainName,
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
    scopes: writeHosting,
    errors: appErrors,
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
      domain: AsciiDomainName,
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
    errors: [...appErrors, 'conflict'],
    summary: 'Run one read-only SQL statement on the install database; tables as {prefix}name',
    body: z.object({ input: Input, install_id: PickedInstallId, query: SqlQuery }),
    response: SqlResult,
  },
});

// Themes and plugins of one CMS install. The spec has no DELETE for them:
// removal is a PATCH action.
import { z } from 'zod';
import { Target, page, qBool, targetCollection } from './common';
import { defineArea } from './operation';
import { AppTask, Slug, appErrors, cmsSite, readHosting, writeHosting } from './apps-shared';

export const CmsExtension = z.object({
  slug: z.string(),
  name: z.string(),
  version: z.string(),
  latestVersion: z.string().nullable(),
  updateAvailable: z.boolean(),
  active: z.boolean(),
  autoUpdate: z.boolean(),
  author: z.string().nullable(),
});

export const cmsExtensionOps = defineArea('apps', {
  listCmsThemes: {
    method: 'GET',
    path: '/cms/themes',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: 'Installed themes, the active one and available updates',
    query: z.object({ ...cmsSite, ...page(100) }),
    response: targetCollection(CmsExtension),
  },
  installCmsTheme: {
    method: 'POST',
    path: '/cms/themes',
    tier: 'W',
    scopes: writeHosting,
    status: 201,
    summary: 'Install a theme from the public directory',
    errors: [...appErrors, 'conflict'],
    body: z.object({ ...cmsSite, slug: Slug, activate: z.boolean().default(false) }),
    response: z.object({ target: Target, installId: z.string(), theme: CmsExtension }),
  },
  manageCmsTheme: {
    method: 'PATCH',
    path: '/cms/themes',
    tier: 'W',
    scopes: writeHosting,
    errors: [...appErrors, 'conflict'],
    summary: 'Activate, update, delete a theme or switch its auto-update (the active theme cannot be deleted)',
    body: z.object({
      ...cmsSite,
      slug: Slug,
      action: z.enum(['activate', 'update', 'delete', 'auto_update_on', 'auto_update_off']),
    }),
    // After `delete` the theme is gone: `theme` is null.
    // `update` runs as a safe update (snapshot, update, health check, rollback if it fails): its task.
    response: z.object({
      target: Target,
      installId: z.string(),
      theme: CmsExtension.nullable(),
      task: AppTask.nullable(),
    }),
  },
  listCmsPlugins: {
    method: 'GET',
    path: '/cms/plugins',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: 'Installed plugins, whether active, and available updates',
    query: z.object({ ...cmsSite, active: qBool.optional(), ...page(100) }),
    response: targetCollection(CmsExtension),
  },
  installCmsPlugin: {
    method: 'POST',
    path: '/cms/plugins',
    tier: 'W',
    scopes: writeHosting,
    status: 201,
    summary: 'Install a plugin from the public directory',
    errors: [...appErrors, 'conflict'],
    body: z.object({ ...cmsSite, slug: Slug, activate: z.boolean().default(false) }),
    response: z.object({ target: Target, installId: z.string(), plugin: CmsExtension }),
  },
  manageCmsPlugin: {
    method: 'PATCH',
    path: '/cms/plugins',
    tier: 'W',
    scopes: writeHosting,
    errors: [...appErrors, 'conflict'],
    summary: 'Activate, deactivate, update, uninstall a plugin or switch its auto-update',
    body: z.object({
      ...cmsSite,
      slug: Slug,
      action: z.enum(['activate', 'deactivate', 'update', 'uninstall', 'auto_update_on', 'auto_update_off']),
    }),
    // After `uninstall` the plugin is gone: `plugin` is null.
    // `update` runs as a safe update (snapshot, update, health check, rollback if it fails): its task.
    response: z.object({
      target: Target,
      installId: z.string(),
      plugin: CmsExtension.nullable(),
      task: AppTask.nullable(),
    }),
  },
});

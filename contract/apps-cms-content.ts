// Inside one CMS install: users, themes, plugins, pages and posts, settings.
// Every call names the site with `input` and the install with `install_id`.
// Themes and plugins have no DELETE in the spec: removal is a PATCH action.
import { z } from 'zod';
import { Email, Input, Target, Timestamp, collection, page, qBool } from './common';
import { defineArea } from './operation';
import { InstallId } from './apps-cms';

export const CmsRole = z.enum(['administrator', 'editor', 'author', 'contributor', 'subscriber']);

export const CmsUser = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: CmsRole,
  registeredAt: Timestamp,
  lastLoginAt: Timestamp.nullable(),
});

// Slugs as in the CMS's public directory (`twentytwentyfive`, `contact-form-7`).
const Slug = z
  .string()
  .trim()
  .min(1, 'Enter the slug')
  .max(100, 'At most 100 characters')
  .regex(/^[a-z0-9-]+$/, 'A slug has lowercase letters, digits and hyphens only');

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

export const ContentType = z.enum(['post', 'page']);
export const ContentStatus = z.enum(['publish', 'draft', 'pending', 'private', 'future', 'trash']);
const WritableStatus = z.enum(['publish', 'draft', 'pending', 'private']);

export const CmsContentSummary = z.object({
  id: z.number().int(),
  type: ContentType,
  title: z.string(),
  slug: z.string(),
  status: ContentStatus,
  author: z.string(),
  url: z.string(),
  createdAt: Timestamp,
  modifiedAt: Timestamp,
});

export const CmsContent = CmsContentSummary.extend({
  content: z.string(),
  excerpt: z.string(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
});

const ContentFields = z.object({
  title: z.string().trim().min(1, 'Give it a title').max(200, 'At most 200 characters'),
  content: z.string().max(1_000_000, 'At most 1,000,000 characters'),
  excerpt: z.string().max(1000, 'At most 1000 characters'),
  status: WritableStatus,
  slug: Slug,
  categories: z.array(z.string().max(100)).max(20, 'At most 20 categories'),
  tags: z.array(z.string().max(100)).max(50, 'At most 50 tags'),
});

export const CmsSettings = z.object({
  target: Target,
  installId: z.string(),
  siteTitle: z.string(),
  tagline: z.string(),
  siteUrl: z.string(),
  adminEmail: z.string(),
  language: z.string(),
  timezone: z.string(),
  dateFormat: z.string(),
  timeFormat: z.string(),
  permalinkStructure: z.string(),
  defaultRole: CmsRole,
  usersCanRegister: z.boolean(),
  searchEngineVisible: z.boolean(),
  commentsOpen: z.boolean(),
  postsPerPage: z.number().int().min(1),
});

const SettingsPatch = z
  .object({
    site_title: z.string().trim().min(1, 'The site needs a title').max(100, 'At most 100 characters'),
    tagline: z.string().trim().max(200, 'At most 200 characters'),
    admin_email: Email,
    language: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'Use a locale such as en_US'),
    timezone: z.string().max(64),
    date_format: z.string().max(32),
    time_format: z.string().max(32),
    permalink_structure: z
      .string()
      .max(100)
      .regex(/^(\/[A-Za-z0-9%_-]*)*\/?$/, 'A permalink structure such as /%postname%/'),
    default_role: CmsRole,
    users_can_register: z.boolean(),
    search_engine_visible: z.boolean(),
    comments_open: z.boolean(),
    posts_per_page: z.number().int().min(1, 'At least 1').max(100, 'At most 100'),
  })
  .partial();

const read = ['read:hosting'] as const;
const write = ['write:hosting'] as const;
const errors = ['domain_not_owned', 'not_owned', 'not_found'] as const;
const site = { input: Input, install_id: InstallId };
const atLeastOne = (keys: readonly string[]) => (b: Record<string, unknown>) => keys.some((k) => b[k] !== undefined);

export const cmsContentOps = defineArea('apps', {
  listCmsUsers: {
    method: 'GET',
    path: '/cms/users',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Users of a CMS install',
    query: z.object({ ...site, role: CmsRole.optional(), ...page(100) }),
    response: collection(CmsUser).extend({ target: Target }),
  },
  createCmsUser: {
    method: 'POST',
    path: '/cms/users',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Add a user; the CMS emails them a link to set a password',
    errors: [...errors, 'conflict'],
    body: z.object({
      ...site,
      login: z
        .string()
        .trim()
        .min(3, 'At least 3 characters')
        .max(60, 'At most 60 characters')
        .regex(/^[A-Za-z0-9._@-]+$/, 'Use letters, digits and . _ @ - only'),
      email: Email,
      role: CmsRole.default('subscriber'),
      display_name: z.string().trim().max(250).optional(),
    }),
    response: z.object({ target: Target, user: CmsUser }),
  },
  changeCmsUserRole: {
    method: 'PATCH',
    path: '/cms/users',
    tier: 'W',
    scopes: write,
    errors: [...errors, 'conflict'],
    summary: "Change a user's role (the last administrator cannot be demoted)",
    body: z.object({ ...site, user_id: z.number().int().min(1, 'Choose a user'), role: CmsRole }),
    response: z.object({ target: Target, user: CmsUser }),
  },
  listCmsThemes: {
    method: 'GET',
    path: '/cms/themes',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Installed themes, the active one and available updates',
    query: z.object({ ...site, ...page(100) }),
    response: collection(CmsExtension).extend({ target: Target }),
  },
  installCmsTheme: {
    method: 'POST',
    path: '/cms/themes',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Install a theme from the public directory',
    errors: [...errors, 'conflict'],
    body: z.object({ ...site, slug: Slug, activate: z.boolean().default(false) }),
    response: z.object({ target: Target, installId: z.string(), theme: CmsExtension }),
  },
  manageCmsTheme: {
    method: 'PATCH',
    path: '/cms/themes',
    tier: 'W',
    scopes: write,
    errors: [...errors, 'conflict'],
    summary: 'Activate, update, delete a theme or switch its auto-update (the active theme cannot be deleted)',
    body: z.object({
      ...site,
      slug: Slug,
      action: z.enum(['activate', 'update', 'delete', 'auto_update_on', 'auto_update_off']),
    }),
    // After `delete` the theme is gone: `theme` is null.
    response: z.object({ target: Target, installId: z.string(), theme: CmsExtension.nullable() }),
  },
  listCmsPlugins: {
    method: 'GET',
    path: '/cms/plugins',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Installed plugins, whether active, and available updates',
    query: z.object({ ...site, active: qBool.optional(), ...page(100) }),
    response: collection(CmsExtension).extend({ target: Target }),
  },
  installCmsPlugin: {
    method: 'POST',
    path: '/cms/plugins',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Install a plugin from the public directory',
    errors: [...errors, 'conflict'],
    body: z.object({ ...site, slug: Slug, activate: z.boolean().default(false) }),
    response: z.object({ target: Target, installId: z.string(), plugin: CmsExtension }),
  },
  manageCmsPlugin: {
    method: 'PATCH',
    path: '/cms/plugins',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Activate, deactivate, update, uninstall a plugin or switch its auto-update',
    body: z.object({
      ...site,
      slug: Slug,
      action: z.enum(['activate', 'deactivate', 'update', 'uninstall', 'auto_update_on', 'auto_update_off']),
    }),
    // After `uninstall` the plugin is gone: `plugin` is null.
    response: z.object({ target: Target, installId: z.string(), plugin: CmsExtension.nullable() }),
  },
  listCmsContent: {
    method: 'GET',
    path: '/cms/content',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Pages or posts of an install, newest first',
    query: z.object({
      ...site,
      type: ContentType.default('post'),
      status: ContentStatus.optional(),
      q: z.string().max(100, 'At most 100 characters').optional(),
      ...page(100),
    }),
    response: collection(CmsContentSummary).extend({ target: Target }),
  },
  getCmsContent: {
    method: 'GET',
    path: '/cms/content/detail',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'One page or post with its body',
    query: z.object({ ...site, content_id: z.coerce.number().int().min(1, 'Choose a page or post') }),
    response: CmsContent.extend({ target: Target }),
  },
  createCmsContent: {
    method: 'POST',
    path: '/cms/content',
    tier: 'W',
    scopes: write,
    status: 201,
    errors,
    summary: 'Create a page or post',
    body: ContentFields.partial()
      .required({ title: true })
      .extend({ ...site, type: ContentType, status: WritableStatus.default('draft') }),
    response: z.object({ target: Target, item: CmsContent }),
  },
  updateCmsContent: {
    method: 'PATCH',
    path: '/cms/content',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Change a page or post; only the fields sent change',
    body: ContentFields.partial()
      .extend({ ...site, content_id: z.number().int().min(1, 'Choose a page or post') })
      .refine(atLeastOne(Object.keys(ContentFields.shape)), { message: 'Send at least one field to change' }),
    response: z.object({ target: Target, item: CmsContent }),
  },
  trashCmsContent: {
    method: 'DELETE',
    path: '/cms/content',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Move a page or post to the trash (restorable in the CMS)',
    query: z.object({ ...site, content_id: z.coerce.number().int().min(1, 'Choose a page or post') }),
    response: z.object({ target: Target, id: z.number().int(), status: z.literal('trash'), trashedAt: Timestamp }),
  },
  getCmsSettings: {
    method: 'GET',
    path: '/cms/settings',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'General, reading and discussion settings of an install',
    query: z.object(site),
    response: CmsSettings,
  },
  updateCmsSettings: {
    method: 'PUT',
    path: '/cms/settings',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Change settings; only the fields sent change',
    body: SettingsPatch.extend(site).refine(atLeastOne(Object.keys(SettingsPatch.shape)), {
      message: 'Send at least one setting to change',
    }),
    response: CmsSettings,
  },
});

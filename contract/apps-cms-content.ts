// Inside one CMS install: pages and posts, and the site settings. Every call
// names the site with `input` and the install with `install_id`.
import { z } from 'zod';
import { Target, Timestamp, bodyId, page, qId, targetCollection } from './common';
import { Email } from './domain-name-fields';
import { defineArea } from './operation';
import { Slug, appErrors, cmsSite, readHosting, writeHosting } from './apps-shared';
import { CmsRole } from './apps-cms-users';
import { CMS_CONTENT_SORT_DEFAULT, CMS_CONTENT_SORTS } from './list-sorts';
import { sortParam } from './list-export';

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
    language: z
      .string()
      .max(5, { error: 'Use a locale such as en_US', abort: true })
      .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'Use a locale such as en_US'),
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

const atLeastOne = (keys: readonly string[]) => (b: Record<string, unknown>) => keys.some((k) => b[k] !== undefined);

export const cmsContentOps = defineArea('apps', {
  listCmsContent: {
    method: 'GET',
    path: '/cms/content',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: 'Pages or posts of an install, newest first (or as `sort` asks)',
    query: z.object({
      ...cmsSite,
      type: ContentType.default('post'),
      status: ContentStatus.optional(),
      q: z.string().max(100, 'At most 100 characters').optional(),
      // Additive (ADR 035).
      sort: sortParam(CMS_CONTENT_SORTS, CMS_CONTENT_SORT_DEFAULT),
      ...page(100),
    }),
    response: targetCollection(CmsContentSummary),
  },
  getCmsContent: {
    method: 'GET',
    path: '/cms/content/detail',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: 'One page or post with its body',
    query: z.object({ ...cmsSite, content_id: qId('content_id') }),
    response: CmsContent.extend({ target: Target }),
  },
  createCmsContent: {
    method: 'POST',
    path: '/cms/content',
    tier: 'W',
    scopes: writeHosting,
    status: 201,
    errors: [...appErrors, 'conflict'],
    summary: 'Create a page or post',
    body: ContentFields.partial()
      .required({ title: true })
      .extend({ ...cmsSite, type: ContentType, status: WritableStatus.default('draft') }),
    response: z.object({ target: Target, item: CmsContent }),
  },
  updateCmsContent: {
    method: 'PATCH',
    path: '/cms/content',
    tier: 'W',
    scopes: writeHosting,
    errors: [...appErrors, 'conflict'],
    summary: 'Change a page or post; only the fields sent change',
    body: ContentFields.partial()
      .extend({ ...cmsSite, content_id: bodyId('content_id') })
      .refine(atLeastOne(Object.keys(ContentFields.shape)), { message: 'Send at least one field to change' }),
    response: z.object({ target: Target, item: CmsContent }),
  },
  trashCmsContent: {
    method: 'DELETE',
    path: '/cms/content',
    tier: 'W',
    scopes: writeHosting,
    errors: [...appErrors, 'conflict'],
    summary: 'Move a page or post to the trash (restorable in the CMS)',
    query: z.object({ ...cmsSite, content_id: qId('content_id') }),
    response: z.object({ target: Target, id: z.number().int(), status: z.literal('trash'), trashedAt: Timestamp }),
  },
  getCmsSettings: {
    method: 'GET',
    path: '/cms/settings',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: 'General, reading and discussion settings of an install',
    query: z.object(cmsSite),
    response: CmsSettings,
  },
  updateCmsSettings: {
    method: 'PUT',
    path: '/cms/settings',
    tier: 'W',
    scopes: writeHosting,
    errors: appErrors,
    summary: 'Change settings; only the fields sent change',
    body: SettingsPatch.extend(cmsSite).refine(atLeastOne(Object.keys(SettingsPatch.shape)), {
      message: 'Send at least one setting to change',
    }),
    response: CmsSettings,
  },
});

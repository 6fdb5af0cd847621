// Users of one CMS install and their roles.
import { z } from 'zod';
import { Target, Timestamp, bodyId, page, targetCollection } from './common';
import { Email } from './domain-name-fields';
import { defineArea } from './operation';
import { appErrors, cmsSite, readHosting, writeHosting } from './apps-shared';
import { CMS_USER_SORT_DEFAULT, CMS_USER_SORTS } from './list-sorts';
import { sortParam } from './list-export';

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

export const cmsUserOps = defineArea('apps', {
  listCmsUsers: {
    method: 'GET',
    path: '/cms/users',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: 'Users of a CMS install, in the order they registered (or as `sort` asks)',
    // `sort` is additive (ADR 035).
    query: z.object({
      ...cmsSite,
      role: CmsRole.optional(),
      sort: sortParam(CMS_USER_SORTS, CMS_USER_SORT_DEFAULT),
      ...page(100),
    }),
    response: targetCollection(CmsUser),
  },
  createCmsUser: {
    method: 'POST',
    path: '/cms/users',
    tier: 'W',
    scopes: writeHosting,
    status: 201,
    summary: 'Add a user with a first password, or the CMS emails them a link to set one',
    errors: [...appErrors, 'conflict'],
    body: z.object({
      ...cmsSite,
      login: z
        .string()
        .trim()
        .min(3, 'At least 3 characters')
        .max(60, 'At most 60 characters')
        .regex(/^[A-Za-z0-9._@-]+$/, 'Use letters, digits and . _ @ - only'),
      email: Email,
      role: CmsRole.default('subscriber'),
      display_name: z.string().trim().max(250).optional(),
      /** The first password, stored only as a hash; without one the CMS emails a link to set it. */
      password: z.string().min(12, 'Use at least 12 characters').max(128, 'At most 128 characters').optional(),
    }),
    response: z.object({ target: Target, user: CmsUser }),
  },
  changeCmsUserRole: {
    method: 'PATCH',
    path: '/cms/users',
    tier: 'W',
    scopes: writeHosting,
    errors: [...appErrors, 'conflict'],
    summary: "Change a user's role (the last administrator cannot be demoted)",
    body: z.object({ ...cmsSite, user_id: bodyId('user_id'), role: CmsRole }),
    response: z.object({ target: Target, user: CmsUser }),
  },
});

// How the CMS's roles read on screen, in the order of their power.
import type { z } from 'zod';
import { CmsRole } from '@contract/apps-cms-users';

export type Role = z.infer<typeof CmsRole>;

export const ROLES = CmsRole.options;

export const ROLE_LABELS: Record<Role, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  author: 'Author',
  contributor: 'Contributor',
  subscriber: 'Subscriber',
};

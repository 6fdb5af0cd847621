// How an install is named and described on screen, shared by the list, the
// wizard and the detail page.
import type { z } from 'zod';
import type { AutoUpdate, CmsInstall } from '@contract/apps-cms';
import { displayDomain } from '@/lib/display-domain';

export type InstallRow = z.infer<typeof CmsInstall>;

/** `nordlight-studio.com/blog`: the domain in Unicode, then the path. */
export const installLocation = (i: Pick<InstallRow, 'domain' | 'path'>) =>
  `${displayDomain(i.domain)}${i.path ? `/${i.path.replace(/^\/+|\/+$/g, '')}` : ''}`;

export const autoUpdateLabels: Record<z.infer<typeof AutoUpdate>, string> = {
  off: 'Off',
  minor: 'Minor releases',
  all: 'All releases',
};

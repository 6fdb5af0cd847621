// How an install is described on screen, shared by the list, the wizard and the detail page (its
// name, installLocation, is in contract/cms-install-location.ts: the served page draws it too).
import type { z } from 'zod';
import type { AutoUpdate, CmsInstall } from '@contract/apps-cms';

export type InstallRow = z.infer<typeof CmsInstall>;

export const autoUpdateLabels: Record<z.infer<typeof AutoUpdate>, string> = {
  off: 'Off',
  minor: 'Minor releases',
  all: 'All releases',
};

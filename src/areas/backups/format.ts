// Words of the backups screens: the names of a backup's parts and kinds as a person says them.
import type { z } from 'zod';
import type { BackupPart, RestoreScope } from '@contract/backups';

export const partLabel: Record<z.infer<typeof BackupPart>, string> = {
  files: 'Files',
  databases: 'Databases',
  email: 'Email',
  dns: 'DNS',
  cron: 'Cron jobs',
};

export const scopeLabel: Record<z.infer<typeof RestoreScope>, string> = {
  full: 'Everything',
  files: 'Files',
  databases: 'Databases',
  email: 'Email',
};

export const kindLabel = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', manual: 'Manual' } as const;

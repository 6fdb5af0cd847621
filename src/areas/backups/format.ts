// Words of the backups screens: the names of a backup's parts and kinds as a person says them.
import type { z } from 'zod';
import type { BackupPart } from '@contract/backups';

export const partLabel: Record<z.infer<typeof BackupPart>, string> = {
  files: 'Files',
  databases: 'Databases',
  email: 'Email',
  dns: 'DNS',
  cron: 'Cron jobs',
};

export const kindLabel = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', manual: 'Manual' } as const;

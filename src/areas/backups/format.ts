// Words and units of the backups screens: sizes in the unit that reads best,
// and the names of a backup's parts and kinds as a person says them.
import type { z } from 'zod';
import type { BackupPart, RestoreScope } from '@contract/backups';
import { formatNumber } from '@/lib/format';

/** A size given in MB: 61 KB, 2.4 MB, 1.2 GB. */
export function formatMb(mb: number): string {
  if (mb < 1) return `${formatNumber(mb * 1024)} KB`;
  if (mb < 1024) return `${formatNumber(mb, mb < 10 ? 1 : 0)} MB`;
  const gb = mb / 1024;
  return `${formatNumber(gb, gb < 10 ? 1 : 0)} GB`;
}

/** A size given in bytes: 812 bytes, 4.1 KB, 2.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${formatNumber(kb, kb < 10 ? 1 : 0)} KB`;
  return formatMb(kb / 1024);
}

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

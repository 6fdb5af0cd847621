// What each part of a backup holds, in bytes, as the backup recorded it: the entries' sizes for
// files, databases and mailboxes, the lines' bytes for the DNS zones and the crontab. A backup's
// size is their sum (issue 32: a total the list can explain part by part). Pure.
import type { BackupManifest, ManifestEntry } from '@server/db/schema/backups';

export type PartSizes = Record<keyof BackupManifest, number>;

const entryBytes = (entries: ManifestEntry[]) => entries.reduce((sum, e) => sum + e.sizeBytes, 0);
/** The zone and crontab lines as the backup stores them: UTF-8, one newline each. */
const lineBytes = (lines: string[]) => lines.reduce((sum, l) => sum + Buffer.byteLength(l, 'utf8') + 1, 0);

export const partSizesOf = (m: BackupManifest): PartSizes => ({
  files: entryBytes(m.files),
  databases: entryBytes(m.databases),
  email: entryBytes(m.email),
  dns: lineBytes(m.dns),
  cron: lineBytes(m.cron),
});

/** A backup's size: the sum of its parts. */
export const sumOfParts = (p: PartSizes) => p.files + p.databases + p.email + p.dns + p.cron;

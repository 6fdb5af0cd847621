// What the backups area offers the seed: the only module of it others may import.
/** The simulated site's day-to-day changes, replayed by the seed to give backups a history. */
export { dayChanges, daysBetween, type HomeFile } from './home-tree';
/** The stored home tree: made from the base tree when missing, and new versions of files written. */
export { ensureHomeTree, homeTreeOf, writeHomeFiles } from './home-files';
/** The nightly run's own step for one account (a backup kept by kind, the Sunday remote copy) and its start. */
export { nightlyBackup, ensureNightlyHostingBackups } from './nightly-job';
export { kindOn, runOn, retainedUntil } from './schedule';
/** A restore that ran to its end, for the seed's history. */
export { recordFinishedFilesRestore } from './finished-restore';
/** A moment in a server-written sentence: "29 November 2026, 03:00 UTC", never an ISO stamp. */
export { spokenTime } from './spoken-time';
/** The latest failed backup of each service and when each last got a good one (the account's attention list). */
export { lastBackupAt, latestFailedBackupPerService } from './failed-copies';

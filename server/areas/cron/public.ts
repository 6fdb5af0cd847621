// What the cron area offers the seed: the only module of it others may import.
/** A crontab entry with its past runs, started on the node as a created job is. */
export { seedCronJob, seedCronNotificationEmail, type SeedCronJob } from './cron-seeding';
/** The crontab as it was at a moment, one crontab line per job (what a hosting backup keeps). */
export { cronLinesOf } from './crontab-lines';
/** The account's enabled jobs with their latest run (the account's attention list). */
export { enabledJobsWithLatestRun } from './failed-runs';

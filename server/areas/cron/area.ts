// The cron area: a hosting account's crontab (validated and timed by cronie's
// rules in contract/cron-rules.ts, described with cronstrue), the simulated
// node's runs of it, and failure mails.
import { composeArea } from '@server/core/area';
import cron from './cron-handlers';
import { CRON_RUN_JOB, cronRunStep } from './cron-runner';

export default composeArea([cron], { jobs: { [CRON_RUN_JOB]: cronRunStep } });

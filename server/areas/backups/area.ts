// The backups area: the provider's hosting backups with a manifest of what
// each held, their contents browsed, restores (a hold, then a job that works
// item by item) with cancel, the account backup runs, and the nightly run.
import { composeArea } from '@server/core/area';
import backups from './backups-handlers';
import restores from './restores-handlers';
import { NIGHTLY_JOB, nightlyStep } from './nightly-job';
import { RESTORE_JOB, restoreStep } from './restore-job';

export default composeArea([backups, restores], {
  jobs: { [NIGHTLY_JOB]: nightlyStep, [RESTORE_JOB]: restoreStep },
});

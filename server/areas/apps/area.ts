// The applications area: the application installer (catalogue apps, their
// backups and the activity), and the CMS toolkit over the installer's CMS
// installs (site status and actions, staging, safe updates, users, plugins,
// themes, content, settings, the web cache and the read-only SQL console).
import { composeArea } from '@server/core/area';
import cmsInstalls from './cms-installs-handlers';
import cmsTools from './cms-tools-handlers';
import cmsSql from './cms-sql-handlers';
import cmsContent from './cms-content-handlers';
import cmsUsers from './cms-users-handlers';
import cmsExtensions from './cms-extensions-handlers';
import installer from './installer-handlers';
import { APP_TASK_JOB, taskStep } from './tasks';
import { taskRunners } from './task-runners';
import { SCHEDULED_BACKUPS_JOB, scheduledBackupsStep } from './scheduled-backups';

export default composeArea([cmsInstalls, cmsTools, cmsSql, cmsContent, cmsUsers, cmsExtensions, installer], {
  jobs: { [APP_TASK_JOB]: taskStep(taskRunners), [SCHEDULED_BACKUPS_JOB]: scheduledBackupsStep },
});

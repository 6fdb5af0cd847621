// The databases area: customer databases (real schemas on the node), their
// users, privileges and access hosts, backups, and the admin-tool login link.
import { composeArea } from '@server/core/area';
import databases from './databases-handlers';
import users from './users-handlers';
import accessHosts from './access-hosts-handlers';
import { NIGHTLY_BACKUP_JOB, nightlyBackupStep } from './backup-job';

export default composeArea([databases, users, accessHosts], { jobs: { [NIGHTLY_BACKUP_JOB]: nightlyBackupStep } });

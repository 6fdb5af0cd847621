// The migrations area: held migration requests, and the staged job that carries one out.
import { composeArea } from '@server/core/area';
import { MIGRATION_JOB, migrationStep } from './migration-job';
import migrations from './migrations-handlers';

export default composeArea([migrations], { jobs: { [MIGRATION_JOB]: migrationStep } });

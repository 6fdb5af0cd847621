// Every built area, in one list; each area's entry module (area.ts) lists its parts, holds, jobs and
// invoice-paid hooks.
// An operation no area implements answers 501.
import { composeArea, type AreaModule } from '@server/core/area';
import type { JobRegistry } from '@server/core/deps';
import type { PaidHook } from '@server/core/money';
import type { HoldExecutor } from '@server/core/holds';
import account from './account/area';
import auth from './auth/area';
import billing from './billing/area';
import { confirmationsArea } from './confirmations/confirmation-handlers';
import dns from './dns/area';
import domains from './domains/area';
import hosting from './hosting/area';
import databases from './databases/area';
import apps from './apps/area';
import backups from './backups/area';
import email from './email/area';
import migrations from './migrations/area';
import services from './services/area';
import cron from './cron/area';
import vps from './vps/area';
import diagnostics from './diagnostics/area';
import monitoring from './monitoring/area';
import notifications from './notifications/area';

const built: AreaModule[] = [
  auth,
  account,
  billing,
  services,
  migrations,
  email,
  dns,
  domains,
  hosting,
  databases,
  apps,
  backups,
  vps,
  cron,
  diagnostics,
  monitoring,
  notifications,
];

const executors = (): Record<string, HoldExecutor> =>
  Object.fromEntries(built.flatMap((a) => Object.entries(a.holds).map(([id, h]) => [id, h.execute])));

export const areas: AreaModule[] = [...built, composeArea([confirmationsArea(executors)])];

/** The background jobs the areas declare, by kind. */
export const areaJobs: JobRegistry = Object.assign({}, ...built.map((a) => a.jobs));

/** What the areas do when an invoice is paid, in area order. */
export const areaPaidHooks: PaidHook[] = built.flatMap((a) => a.paidHooks);

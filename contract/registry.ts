// Every operation of the API, in one list. The server mounts these, the
// OpenAPI document is built from them, the SPA's client fills paths from them.
import type { Operation } from './operation';
import { authOps } from './auth';
import { accountOps } from './account';
import { confirmationOps } from './confirmations';
import { billingOps } from './billing';
import { domainsOps } from './domains';
import { dnsOps } from './dns';
import { hostingOps } from './hosting';
import { emailOps } from './email';
import { databasesOps } from './databases';
import { appsOps } from './apps';
import { backupsOps } from './backups';
import { vpsOps } from './vps';
import { cronOps } from './cron';
import { monitoringOps } from './monitoring';
import { diagnosticsOps } from './diagnostics';
import { servicesOps } from './services';
import { migrationsOps } from './migrations';

const groups: Record<string, Operation>[] = [
  authOps,
  accountOps,
  confirmationOps,
  billingOps,
  domainsOps,
  dnsOps,
  hostingOps,
  emailOps,
  databasesOps,
  appsOps,
  backupsOps,
  vpsOps,
  cronOps,
  monitoringOps,
  diagnosticsOps,
  servicesOps,
  migrationsOps,
];

export const operations: Operation[] = groups.flatMap((g) => Object.values(g));

export const operationsById: ReadonlyMap<string, Operation> = new Map(operations.map((o) => [o.id, o]));

// The simulated hosting infrastructure behind interfaces. Each simulator keeps
// its state in the database; areas reach infrastructure only through these.
import type { Db } from '@server/db/client';
import type { CustomerServer } from '@server/db/customer-server';
import { createMailer, type Mailer } from './mailer';
import { createPayments, type PaymentProvider } from './payments';
import { createMailServer, type MailServer } from './mail-server';
import type { Clock } from '@server/core/clock';
import type { JobStep } from '@server/core/job-queue';
import { createResolver, type Resolver } from './resolver';
import { PROPAGATION_JOB, propagationStep } from './dns-propagation';
import type { Registry } from './registry';
import { createRegistry } from './registry-service';
import { createDatabaseNode, type DatabaseNode } from './database-node';
import { createHypervisor, type Hypervisor } from './hypervisor';
import { createWebNode, type WebNode } from './web-node';

export interface Infra {
  mailer: Mailer;
  payments: PaymentProvider;
  mailServer: MailServer;
  resolver: Resolver;
  registry: Registry;
  databaseNode: DatabaseNode;
  hypervisor: Hypervisor;
  webNode: WebNode;
}

export function createInfra(db: Db, customers: CustomerServer): Infra {
  return {
    mailer: createMailer(db),
    payments: createPayments(),
    mailServer: createMailServer(db),
    resolver: createResolver(),
    registry: createRegistry(),
    databaseNode: createDatabaseNode(customers),
    hypervisor: createHypervisor(),
    webNode: createWebNode(),
  };
}

/** The simulators' own background work: DNS servers converging on a zone's new serial. */
export const infraJobs: Record<string, JobStep<{ clock: Clock }>> = { [PROPAGATION_JOB]: propagationStep };

// The composition root: the running server's Deps from a database, a clock and a config. The one
// place that joins the simulators with the areas: every job kind either declares, every invoice-paid hook.
import type { Clock } from './core/clock';
import type { Config, Deps } from './core/deps';
import type { Db } from './db/client';
import type { CustomerServer } from './db/customer-server';
import { areaJobs, areaPaidHooks } from './areas/index';
import { type PaidHook } from './core/money';
import { creditPaidDeposit } from '@server/areas/billing/public';
import { createInfra, infraJobs } from './infra/index';

export function createDeps(db: Db, clock: Clock, config: Config, customers: CustomerServer): Deps {
  return { db, clock, config, infra: createInfra(db, customers), jobs: { ...infraJobs, ...areaJobs }, paidHooks };
}

/** Everything that runs when an invoice is paid; the seed pays its demo invoices with the same. */
export const paidHooks: readonly PaidHook[] = [creditPaidDeposit, ...areaPaidHooks];

// What every handler gets from the running server: the database, a clock
// (tests move it), URLs, and the simulated infrastructure.
import type { Db } from '@server/db/client';
import type { Infra } from '@server/infra/index';
import type { Clock } from './clock';
import type { ScryptCost } from './crypto';
import type { JobStep } from './job-queue';
import type { PaidHook } from './money';
import type { TrustProxy } from './trust-proxy';

export interface Config {
  /** Public origin of the dashboard; confirmation links point here. */
  appUrl: string;
  /** Base under which problem codes dereference (`{errorsBase}/errors/{code}`). */
  errorsBase: string;
  /** Validate every response against the contract (on in dev and tests). */
  checkResponses: boolean;
  holdTtlMinutes: number;
  secureCookies: boolean;
  /** Overrides of operations' global daily caps, by operation id (tests and operators). */
  globalCaps: Record<string, number>;
  limits: { requests: number; requestWindowSec: number; writes: number; writeWindowSec: number };
  /**
   * scrypt cost of new password hashes (and the bar below which a stored hash is rewritten at login).
   * Unset in production: `DEFAULT_PASSWORD_COST`, OWASP's minimum. Only the test harness lowers it.
   */
  passwordCost?: ScryptCost;
  /** Whether X-Forwarded-For / X-Forwarded-Proto are read, and from whom (TRUST_PROXY; off by default). */
  trustProxy: TrustProxy;
}

export interface Deps {
  db: Db;
  clock: Clock;
  config: Config;
  infra: Infra;
  /** Every kind of background job the areas and the simulators declare, by kind. */
  jobs: JobRegistry;
  /** What runs when an invoice is paid, in order: the deposit credit, then what the areas declare. */
  paidHooks: readonly PaidHook[];
}

export type JobRegistry = Record<string, JobStep<Deps>>;

export const defaultLimits = { requests: 300, requestWindowSec: 300, writes: 60, writeWindowSec: 3600 };

// What every handler gets from the running server: the database, a clock
// (tests move it), URLs, and the simulated infrastructure.
import type { Db } from '@server/db/client';
import type { Infra } from '@server/infra/index';

export interface Clock {
  now(): Date;
}

/** A clock tests can stop and move; the server uses it in real-time mode. */
export class AdjustableClock implements Clock {
  private fixed: number | null = null;
  private offset = 0;
  now() {
    return new Date((this.fixed ?? Date.now()) + this.offset);
  }
  freeze(at: Date | number = Date.now()) {
    this.fixed = typeof at === 'number' ? at : at.getTime();
  }
  advance(ms: number) {
    this.offset += ms;
  }
}

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
}

export interface Deps {
  db: Db;
  clock: Clock;
  config: Config;
  infra: Infra;
}

export const defaultLimits = { requests: 300, requestWindowSec: 300, writes: 60, writeWindowSec: 3600 };

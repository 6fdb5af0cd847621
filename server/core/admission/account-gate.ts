// Fairness between accounts on one process: at most IN_FLIGHT requests of one account run at
// once, the next QUEUED wait for a turn in arrival order, and any beyond that are refused with
// 429 at once. The request budget (300 per 5 minutes per credential, spec "Limits") bounds how
// much an account does over minutes; this bounds how much of the event loop and the database it
// holds at one moment. An account with many tokens can otherwise send hundreds of heavy reads at
// the same instant, and every other customer's request waits behind all of them (ADR 028,
// `npm run bench neighbour`).
//
// The gate is per process: each API process protects its own event loop, the budgets stay shared
// in the database. A dashboard's page load (a handful of calls) never waits; a guest acting in an
// account counts against that account, as its requests run on the account's resources.
import { ApiError } from '@server/core/problem';

/** Requests of one account running at once. */
export const IN_FLIGHT = 6;
/** Requests of one account waiting for a turn; beyond that, 429. */
export const QUEUED = 64;

interface Lane {
  running: number;
  waiting: (() => void)[];
}

export class AccountGate {
  readonly #lanes = new Map<number, Lane>();

  constructor(
    readonly inFlight = IN_FLIGHT,
    readonly queued = QUEUED,
  ) {}

  /** Waits for the account's turn; the returned function gives the place back (call it once). */
  async enter(accountId: number): Promise<() => void> {
    let lane = this.#lanes.get(accountId);
    if (!lane) this.#lanes.set(accountId, (lane = { running: 0, waiting: [] }));
    if (lane.running >= this.inFlight) {
      if (lane.waiting.length >= this.queued)
        throw new ApiError(
          'rate_limited',
          `This account already has ${lane.running + lane.waiting.length} requests in progress; wait for them to finish, then retry`,
          { retryAfter: 1, global: false, headers: { 'Retry-After': '1' } },
        );
      // The place is handed over by the request that leaves (running stays counted).
      await new Promise<void>((turn) => lane.waiting.push(turn));
    } else lane.running++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = lane.waiting.shift();
      // The next request of this account starts in a later turn of the event loop, so requests
      // that arrived meanwhile from other accounts are read first.
      if (next) setImmediate(next);
      else if (--lane.running === 0) this.#lanes.delete(accountId);
    };
  }

  /** Requests of this account running and waiting (for tests and the health figures). */
  load(accountId: number) {
    const lane = this.#lanes.get(accountId);
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
  }
}

// What only the embedded database offers: a count of its writes, and hooks run before it closes.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { maybeWrites } from './write-statements';

// PGlite runs in this process and no other (lock.ts), so every write to it passes through here.
// Counting them lets in-process caches be exact: an entry read while the count was N is good
// only while the count is still N (docs/decisions/018).

export interface EmbeddedState {
  /** Bumped after every statement that may have changed data (and after every transaction). */
  generation: () => number;
  /** Run `fn` before the database closes (write-behind stores flush here). */
  onClose: (fn: () => Promise<void>) => void;
  beforeClose: () => Promise<void>;
}

/** Each embedded database's state, for `embeddedStateOf` (client.ts); keyed by its drizzle database. */
export const embeddedStates = new WeakMap<object, EmbeddedState>();

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

export function watchWrites(client: PGlite): EmbeddedState {
  let generation = 0;
  const closers: (() => Promise<void>)[] = [];
  /** Wraps a client or a transaction; `wrote` hears of every statement that may have written. */
  const wrap = <T extends Queryable>(target: T, wrote: () => void) => {
    const query = target.query.bind(target) as (...a: unknown[]) => Promise<unknown>;
    const exec = target.exec.bind(target) as (...a: unknown[]) => Promise<unknown>;
    // The count moves after the statement ran (and, in a transaction, again after it ends), so a
    // reader that saw the old count read before the change was visible.
    //
    // PGlite runs a statement synchronously on this thread and resolves at once, so a request's
    // statements would follow each other in one chain of microtasks, and a burst of requests would
    // run to its end before the event loop reads anyone else's request from its socket. After each
    // statement the caller goes on in a new turn of the loop: other customers' requests are read and
    // queue for the database beside it, not behind the whole burst (`npm run bench neighbour`).
    const watched =
      (run: (...a: unknown[]) => Promise<unknown>) =>
      async (q: string, ...rest: unknown[]) => {
        try {
          return await run(q, ...rest);
        } finally {
          if (maybeWrites(q)) wrote();
          await new Promise<void>((turn) => setImmediate(turn));
        }
      };
    (target as { query: unknown }).query = watched(query);
    (target as { exec: unknown }).exec = watched(exec);
  };
  wrap(client, () => generation++);
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(fn: (tx: Transaction) => Promise<T>) => {
    // A transaction that only read (the job runner's poll when nothing is due) leaves caches alone.
    let wrote = false;
    try {
      return await transaction((tx) => {
        wrap(tx, () => {
          wrote = true;
          generation++;
        });
        return fn(tx);
      });
    } finally {
      if (wrote) generation++;
    }
  };
  return {
    generation: () => generation,
    onClose: (fn) => closers.push(fn),
    beforeClose: async () => {
      for (const fn of closers.splice(0)) await fn();
    },
  };
}

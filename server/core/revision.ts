// The database's revision on PostgreSQL: a value that moves when, and only when, a transaction that
// wrote a table commits, read in the same statement (the same snapshot) as a call's admission. A read
// kept in memory under the revision its call was admitted at is exact for every later call admitted
// at that revision, however many processes write the database (docs/decisions/018).
//
// Every writing statement appends a row to `change_log` (statement triggers, migration 0013): weight
// 1 and a random nonce. The revision is the sum of the weights and of the nonces. It only grows with
// commits (a later snapshot sees a superset of the earlier one's rows), a rolled-back write adds
// nothing, and two snapshots with the same sums saw the same writes. The nonces tell apart histories
// that reached the same count differently (a database restored from a backup and written again).
// Appending, not bumping a counter row, is what keeps writers from waiting on one another.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';

// The nonces' sum is kept modulo 2^50, so a compacted row's nonce stays a bigint.
const NONCE_MODULUS = '1125899906842624';

/** The revision as one text value, for a statement that reads it beside its own work. */
export const revisionSql: SQL = sql.raw(
  `(select coalesce(sum(weight), 0)::text || '.' || (coalesce(sum(nonce), 0) % ${NONCE_MODULUS})::text from change_log)`,
);

/**
 * Fold the log into one row with the same sums once it holds more than `over` rows, so reading the
 * revision stays cheap. One process at a time (a transaction-scoped advisory lock, tried, never
 * waited for); a row appended meanwhile is not in the statement's snapshot and stays. The revision
 * does not move. Counted first with a plain read, so an idle database is not written to.
 */
export async function compactChangeLog(db: Db, over = 64): Promise<void> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from change_log`);
  if (!row || row.n <= over) return;
  await db.execute(
    sql.raw(`
    with gone as (
      delete from change_log
      where (select count(*) from change_log) > 1 and pg_try_advisory_xact_lock(hashtext('change_log'))
      returning weight, nonce
    )
    insert into change_log (weight, nonce)
    select sum(weight), sum(nonce) % ${NONCE_MODULUS} from gone having count(*) > 0`),
  );
}

const revisions = new WeakMap<object, { base: Db; revision: string }>();

/**
 * The database as seen by a read admitted at `revision`: the same client, marked so that the
 * queries `cachedQuery` keeps (list pages, counts) may come from memory kept under that revision.
 * Only for calls that write nothing: a call's own write would not move the revision it was admitted at.
 */
export function atRevision(db: Db, revision: string): Db {
  const seen = Object.create(db) as Db;
  revisions.set(seen, { base: db, revision });
  return seen;
}

/** The revision a database handle was marked with by `atRevision`, and the handle it was made from. */
export const revisionOf = (db: Db): { base: Db; revision: string } | null => revisions.get(db) ?? null;

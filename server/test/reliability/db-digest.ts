// A fingerprint of every row in the database, table by table, to prove that a
// refused request changed nothing. Left out: the audit log and the rate
// counters, which every request writes by design.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';

const ALWAYS_WRITTEN = new Set(['audit_events', 'rate_counters']);

export type Digest = Map<string, string>;

export async function digest(db: Db): Promise<Digest> {
  const tables = await queryRows<{ t: string }>(
    db,
    sql`select tablename as t from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts = tables
    .map((r) => r.t)
    .filter((t) => !ALWAYS_WRITTEN.has(t))
    // last_used_at is bookkeeping a read may touch; every other column counts.
    .map(
      (t) =>
        `select '${t}' as t, md5(coalesce(string_agg((to_jsonb(x) - 'last_used_at')::text, '|' order by (to_jsonb(x) - 'last_used_at')::text), '')) as h from "${t}" x`,
    );
  const rows = await queryRows<{ t: string; h: string }>(db, sql.raw(parts.join(' union all ')));
  return new Map(rows.map((r) => [r.t, r.h]));
}

/** The tables whose rows differ. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((t) => before.get(t) !== after.get(t)).sort();
}

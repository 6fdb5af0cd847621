// Proof that a refused request changed nothing: a change log the database keeps
// itself. On first use, every table of every schema (the app's and the customer
// databases') gets a row trigger that notes its name in `_test_changes` when a
// row is inserted, deleted or really updated, and event triggers note every
// DDL command (a schema or table made or dropped) and put the row trigger on
// tables made later. A digest is then the count of notes per table: reading it
// costs one small query, where hashing every row of every table before and
// after each of ~2,000 requests cost most of the matrices' time.
// Left out: the audit log and the rate counters, which every request writes by
// design, the revision's change log (core/revision.ts: it notes the audit's writes), and an update that only bumps a token's last_used_at (bookkeeping a read may do).
// A rolled-back transaction takes its notes with it, as it takes its changes.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';

export type Digest = Map<string, number>;

const installed = new WeakSet<Db>();

const SETUP = [
  `create table if not exists public._test_changes (id bigserial primary key, t text not null)`,
  `create or replace function public._test_log_row() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'last_used_at') = (to_jsonb(old) - 'last_used_at') then
    return null;
  end if;
  insert into public._test_changes (t) values (tg_table_schema || '.' || tg_table_name);
  return null;
end $$`,
  `create or replace function public._test_watch(rel regclass) returns void language plpgsql as $$
begin
  execute format('create trigger _test_changes_row after insert or update or delete on %s
                  for each row execute function public._test_log_row()', rel);
  execute format('create trigger _test_changes_truncate after truncate on %s
                  for each statement execute function public._test_log_row()', rel);
end $$`,
  `create or replace function public._test_log_ddl() returns event_trigger language plpgsql as $$
declare c record;
begin
  for c in select * from pg_event_trigger_ddl_commands() loop
    if c.command_tag = 'CREATE TRIGGER' or c.schema_name = 'pg_temp' then continue; end if;
    insert into public._test_changes (t) values ('ddl:' || c.command_tag);
    if c.command_tag = 'CREATE TABLE' and c.object_type = 'table' then
      perform public._test_watch(c.objid::regclass);
    end if;
  end loop;
end $$`,
  `create or replace function public._test_log_drop() returns event_trigger language plpgsql as $$
begin
  insert into public._test_changes (t)
    select 'drop:' || object_type from pg_event_trigger_dropped_objects() where object_type in ('schema', 'table');
end $$`,
  `do $$
declare r record;
begin
  for r in
    select c.oid::regclass as rel from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p')
      and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      and n.nspname not like 'pg_temp%'
      and not (n.nspname = 'public' and c.relname in ('audit_events', 'rate_counters', 'change_log', '_test_changes'))
      and c.relname not like '__drizzle%'
  loop
    perform public._test_watch(r.rel);
  end loop;
end $$`,
  `create event trigger _test_changes_ddl on ddl_command_end execute function public._test_log_ddl()`,
  `create event trigger _test_changes_drop on sql_drop execute function public._test_log_drop()`,
];

/** How many changes each table has had since the log began (installed on the first call). */
export async function digest(db: Db): Promise<Digest> {
  if (!installed.has(db)) {
    // One statement per call: the driver prepares each, and a prepared statement holds one command.
    for (const statement of SETUP) await db.execute(sql.raw(statement));
    installed.add(db);
  }
  const rows = await queryRows<{ t: string; n: number }>(
    db,
    sql`select t, count(*)::int as n from public._test_changes group by t`,
  );
  return new Map(rows.map((r) => [r.t, r.n]));
}

/** The tables (and DDL) whose changes differ. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((t) => (before.get(t) ?? 0) !== (after.get(t) ?? 0)).sort();
}

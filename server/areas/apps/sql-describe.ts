// The console's answers to SHOW TABLES, SHOW FULL TABLES and DESCRIBE (SHOW
// COLUMNS) in MySQL's shape, read from information_schema of the install's
// database with parameterised queries of our own: the customer's text is
// never run for these.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SqlCell as SqlCellSchema } from '@contract/apps-cms-tools';
import { rowsOf, type CustomerSql } from '@server/db/customer-server';

/** One cell of an answer: a string, number, boolean or null. */
export type SqlCell = z.infer<typeof SqlCellSchema>;

export interface TableAnswer {
  columns: string[];
  rows: SqlCell[][];
}

export interface TableEntry {
  name: string;
  type: 'BASE TABLE' | 'VIEW';
}

/** The tables and views of one database (schema), by name. */
export async function tablesOf(tx: CustomerSql, database: string): Promise<TableEntry[]> {
  const rows = await rowsOf<{ name: string; type: string }>(
    tx,
    sql`select table_name::text as name, table_type::text as type from information_schema.tables
        where table_schema = ${database} order by table_name`,
  );
  return rows.map((r) => ({ name: r.name, type: r.type === 'VIEW' ? 'VIEW' : 'BASE TABLE' }));
}

export function showTables(database: string, tables: TableEntry[], full: boolean): TableAnswer {
  const name = `Tables_in_${database}`;
  return full
    ? { columns: [name, 'Table_type'], rows: tables.map((t) => [t.name, t.type]) }
    : { columns: [name], rows: tables.map((t) => [t.name]) };
}

/** MySQL's DESCRIBE columns: Field, Type, Null, Key (PRI / UNI), Default, Extra (auto_increment). */
export async function describeTable(tx: CustomerSql, database: string, table: string): Promise<TableAnswer> {
  const rows = await rowsOf<{
    field: string;
    type: string;
    nullable: string;
    key: string;
    dflt: string | null;
    extra: string;
  }>(
    tx,
    sql`select c.column_name::text as field,
               case when c.data_type = 'ARRAY' then c.udt_name::text
                    when c.character_maximum_length is not null then c.data_type || '(' || c.character_maximum_length || ')'
                    else c.data_type::text end as type,
               c.is_nullable::text as nullable,
               -- From the catalogue, not information_schema's constraint views: those show only tables
               -- the role may do more than read, and the console reads as a role that may only read.
               coalesce((select case min(case con.contype when 'p' then 1 else 2 end)
                                  when 1 then 'PRI' when 2 then 'UNI' end
                         from pg_constraint con
                         join pg_class rel on rel.oid = con.conrelid
                         join pg_namespace ns on ns.oid = rel.relnamespace
                         join pg_attribute att on att.attrelid = rel.oid and att.attnum = any (con.conkey)
                         where ns.nspname = c.table_schema and rel.relname = c.table_name
                           and att.attname = c.column_name
                           and con.contype in ('p', 'u')), '') as key,
               c.column_default::text as dflt,
               case when c.column_default like 'nextval(%' or c.is_identity = 'YES' then 'auto_increment' else '' end as extra
        from information_schema.columns c
        where c.table_schema = ${database} and c.table_name = ${table}
        order by c.ordinal_position`,
  );
  return {
    columns: ['Field', 'Type', 'Null', 'Key', 'Default', 'Extra'],
    rows: rows.map((r) => [
      r.field,
      r.type,
      r.nullable === 'YES' ? 'YES' : 'NO',
      r.key,
      r.extra ? null : r.dflt,
      r.extra,
    ]),
  };
}

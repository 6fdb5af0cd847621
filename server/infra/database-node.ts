// The database server of a hosting node. Customer databases are real: each is
// a PostgreSQL schema named exactly as the database (`nordligh_wp`) in the same
// embedded (PGlite) or PostgreSQL database the app uses, so sizes, table counts
// and the CMS's read-only queries run against something that exists. Creating
// one is CREATE SCHEMA, dropping it DROP SCHEMA … CASCADE, both inside the
// caller's transaction (PostgreSQL DDL is transactional, so a failed write
// leaves no schema behind). Every identifier goes through sql.identifier().
//
// No PostgreSQL ROLE is made per database user: roles are cluster-wide, and
// several sandboxes or test databases share one cluster, so a role made by one
// would clash with (or leak into) another. The users, their access hosts and
// their grants are therefore this node's records (the database_users and
// database_grants tables the databases area keeps), as a MySQL server keeps
// them in its own `mysql.user` and `mysql.db` tables.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '@server/db/client';

type Q = Db | Tx;

export type Charset = 'utf8mb4' | 'utf8' | 'latin1';

/** The default collation of each character set the node offers (MariaDB's defaults). */
export const COLLATION_OF: Record<Charset, string> = {
  utf8mb4: 'utf8mb4_unicode_ci',
  utf8: 'utf8_general_ci',
  latin1: 'latin1_swedish_ci',
};

// The character set is kept on the schema as its comment. COMMENT ON takes no bind parameter, so
// each possible comment is a constant here, chosen by the validated charset, never built from input.
const CHARSET_COMMENT: Record<Charset, SQL> = {
  utf8mb4: sql.raw(`'charset utf8mb4'`),
  utf8: sql.raw(`'charset utf8'`),
  latin1: sql.raw(`'charset latin1'`),
};
const charsetOf = (comment: string | null): Charset | null => {
  const name = comment?.startsWith('charset ') ? comment.slice('charset '.length) : null;
  return name && name in COLLATION_OF ? (name as Charset) : null;
};

/**
 * PostgreSQL keeps 63 bytes of an identifier (NAMEDATALEN - 1) and cuts a longer one; MySQL allows
 * 64 characters in a database name. Every lookup compares in PostgreSQL's `name` type (`::name`
 * cuts the same way), and two databases whose names share these first characters cannot both exist.
 */
export const SCHEMA_NAME_BYTES = 63;
export const schemaKey = (name: string) => name.slice(0, SCHEMA_NAME_BYTES);

/** What the node's database server reports about itself. */
export interface DatabaseEngine {
  engine: 'mariadb' | 'mysql';
  serverVersion: string;
  /** The host a site on the same node connects to. */
  host: string;
}

export interface SchemaStats {
  name: string;
  sizeBytes: number;
  tables: number;
  charset: Charset | null;
}

export interface TableStats {
  name: string;
  rows: number;
  sizeBytes: number;
}

export interface DatabaseNode {
  engine(node: string): DatabaseEngine;
  exists(q: Q, name: string): Promise<boolean>;
  create(q: Q, name: string, charset: Charset): Promise<void>;
  drop(q: Q, name: string): Promise<void>;
  /** Size (every table with its indexes and TOAST) and table count of each named database that exists. */
  stats(q: Q, names: string[]): Promise<Map<string, SchemaStats>>;
  /** Each table of one database with its exact row count and size. */
  tables(q: Q, name: string): Promise<TableStats[]>;
}

const RELATIONS = sql`('r', 'p', 'm')`;

export function createDatabaseNode(): DatabaseNode {
  return {
    // Every node of this sandbox runs the same MariaDB release; sites reach it over the local socket.
    engine: () => ({ engine: 'mariadb', serverVersion: '10.11.10-MariaDB', host: 'localhost' }),

    async exists(q, name) {
      const rows = await queryRows(q, sql`select 1 from pg_namespace where nspname = ${name}::name`);
      return rows.length > 0;
    },

    async create(q, name, charset) {
      await q.execute(sql`create schema ${sql.identifier(name)}`);
      await q.execute(sql`comment on schema ${sql.identifier(name)} is ${CHARSET_COMMENT[charset]}`);
    },

    async drop(q, name) {
      await q.execute(sql`drop schema if exists ${sql.identifier(name)} cascade`);
    },

    async stats(q, names) {
      const out = new Map<string, SchemaStats>();
      if (!names.length) return out;
      const rows = await queryRows<{ nspname: string; comment: string | null; size: string | number; tables: number }>(
        q,
        sql`select n.nspname, obj_description(n.oid, 'pg_namespace') as comment,
              coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as size,
              count(c.oid) filter (where c.relkind in ('r', 'p'))::int as tables
            from pg_namespace n
            left join pg_class c on c.relnamespace = n.oid and c.relkind in ${RELATIONS}
            where n.nspname in (${sql.join(
              names.map((n) => sql`${n}::name`),
              sql`, `,
            )})
            group by n.oid, n.nspname`,
      );
      const byKey = new Map(rows.map((r) => [r.nspname, r]));
      for (const name of names) {
        const r = byKey.get(schemaKey(name));
        if (r) out.set(name, { name, sizeBytes: Number(r.size), tables: r.tables, charset: charsetOf(r.comment) });
      }
      return out;
    },

    async tables(q, name) {
      const rels = await queryRows<{ relname: string; size: string | number }>(
        q,
        sql`select c.relname, pg_total_relation_size(c.oid)::bigint as size
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = ${name}::name and c.relkind in ('r', 'p')
            order by c.relname`,
      );
      if (!rels.length) return [];
      // Exact counts, one query: the names come from the catalogue and are quoted as identifiers.
      const counts = await queryRows<{ t: string; n: string | number }>(
        q,
        sql.join(
          rels.map(
            (r) =>
              sql`select ${r.relname}::text as t, count(*)::bigint as n from ${sql.identifier(name)}.${sql.identifier(r.relname)}`,
          ),
          sql` union all `,
        ),
      );
      const rowsOf = new Map(counts.map((c) => [c.t, Number(c.n)]));
      return rels.map((r) => ({ name: r.relname, rows: rowsOf.get(r.relname) ?? 0, sizeBytes: Number(r.size) }));
    },
  };
}

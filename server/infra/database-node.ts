// The database server of a hosting node. Customer databases are real: each is
// a PostgreSQL schema named exactly as the database (`nordligh_wp`) on the
// customer database server (server/db/customer-server.ts, ADR 028): never the
// panel's own database, so a customer's statement can neither read the panel's
// tables nor stop the panel. Sizes, table counts and the CMS's read-only queries
// run against something that exists. Creating one is CREATE SCHEMA, dropping it
// DROP SCHEMA … CASCADE. They are another server's work, as on a real node: a
// caller runs them last in its own transaction, so only a failed commit of the
// panel's records could leave a schema behind. Every identifier goes through
// sql.identifier().
//
// No PostgreSQL ROLE is made per database user: roles are cluster-wide, and
// several sandboxes or test databases share one cluster, so a role made by one
// would clash with (or leak into) another. The users, their access hosts and
// their grants are therefore this node's records (the database_users and
// database_grants tables the databases area keeps), as a MySQL server keeps
// them in its own `mysql.user` and `mysql.db` tables.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type CustomerServer, type CustomerSql } from '@server/db/customer-server';

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
  /** Raw SQL on the node's server: what the CMS's tables (cms-site.ts) are read and written with. */
  sql: CustomerSql;
  /** The server itself: the SQL console's read-only transactions with their limits. */
  server: CustomerServer;
  exists(name: string): Promise<boolean>;
  create(name: string, charset: Charset): Promise<void>;
  drop(name: string): Promise<void>;
  /** Size (every table with its indexes and TOAST) and table count of each named database that exists. */
  stats(names: string[]): Promise<Map<string, SchemaStats>>;
  /** Each table of one database with its exact row count and size. */
  tables(name: string): Promise<TableStats[]>;
}

const RELATIONS = sql`('r', 'p', 'm')`;

export function createDatabaseNode(server: CustomerServer): DatabaseNode {
  const q = server.sql;
  const measured = new Map<string, { generation: number; stats: SchemaStats | null }>();
  async function measure(names: string[]): Promise<[string, SchemaStats | null][]> {
    const rows = await rowsOf<{ nspname: string; comment: string | null; size: string | number; tables: number }>(
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
    return names.map((name): [string, SchemaStats | null] => {
      const r = byKey.get(schemaKey(name));
      return [name, r ? { name, sizeBytes: Number(r.size), tables: r.tables, charset: charsetOf(r.comment) } : null];
    });
  }
  return {
    sql: q,
    server,
    // Every node of this sandbox runs the same MariaDB release; sites reach it over the local socket.
    engine: () => ({ engine: 'mariadb', serverVersion: '10.11.10-MariaDB', host: 'localhost' }),

    async exists(name) {
      const rows = await rowsOf(q, sql`select 1 from pg_namespace where nspname = ${name}::name`);
      return rows.length > 0;
    },

    async create(name, charset) {
      await q.transaction(async (q) => {
        await q.execute(sql`create schema ${sql.identifier(name)}`);
        await q.execute(sql`comment on schema ${sql.identifier(name)} is ${CHARSET_COMMENT[charset]}`);
      });
    },

    async drop(name) {
      await q.execute(sql`drop schema if exists ${sql.identifier(name)} cascade`);
    },

    async stats(names) {
      const out = new Map<string, SchemaStats>();
      // Embedded, a measurement holds until the next write to the server (ADR 028): the hosting
      // pages read sizes on every visit, and a server restarting after a stopped statement must
      // not hold up a customer who only looks at their disk use.
      const generation = server.generation?.();
      const toMeasure: string[] = [];
      for (const name of names) {
        const known = generation !== undefined ? measured.get(name) : undefined;
        if (known && known.generation === generation) {
          if (known.stats) out.set(name, known.stats);
        } else toMeasure.push(name);
      }
      if (!toMeasure.length) return out;
      for (const [name, stats] of await measure(toMeasure)) {
        if (stats) out.set(name, stats);
        if (generation !== undefined) measured.set(name, { generation, stats });
      }
      return out;
    },

    async tables(name) {
      const rels = await rowsOf<{ relname: string; size: string | number }>(
        q,
        sql`select c.relname, pg_total_relation_size(c.oid)::bigint as size
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = ${name}::name and c.relkind in ('r', 'p')
            order by c.relname`,
      );
      if (!rels.length) return [];
      // Exact counts, one query: the names come from the catalogue and are quoted as identifiers.
      const counts = await rowsOf<{ t: string; n: string | number }>(
        q,
        sql.join(
          rels.map(
            (r) =>
              sql`select ${r.relname}::text as t, count(*)::bigint as n from ${sql.identifier(name)}.${sql.identifier(r.relname)}`,
          ),
          sql` union all `,
        ),
      );
      const countOf = new Map(counts.map((c) => [c.t, Number(c.n)]));
      return rels.map((r) => ({ name: r.relname, rows: countOf.get(r.relname) ?? 0, sizeBytes: Number(r.size) }));
    },
  };
}

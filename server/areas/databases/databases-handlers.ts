// Databases of a hosting account: list (with users and the node's real sizes),
// create a database together with its user, sizes largest first, one
// database, drop (a hold, see drop-hold.ts), its own backups, and the login
// link to the database-admin tool.
import { and, eq, sql } from 'drizzle-orm';
import { databasesOps } from '@contract/databases';
import { accountOf, changeableAccount } from '@server/areas/hosting/public';
import { implement } from '@server/core/area';
import { hashPassword, passwordCostOf } from '@server/core/crypto';
import { encodeCursor, paginate, paginateTable } from '@server/core/pagination';
import { databaseBackups, databases } from '@server/db/schema/databases';
import { checkedCursor } from './cursor';
import { databaseNamed, ownedDatabase } from './database-repository';
import { databaseView, databaseViews } from './database-view';
import { backupOrder, databaseOrder } from './list-order';
import { DBADMIN_TOOL, issueDbAdminLink } from './dbadmin-sso';
import { executeDrop, prepareDrop } from './drop-hold';
import { newDatabaseName, newUserName, withPrefix } from './names';
import { megabytes, presentBackup, presentUser } from './presenter';
import { EACH } from './privileges';
import { provisionDatabase } from './provision';

export default implement(databasesOps, {
  handlers: {
    async listDatabases(ctx) {
      const { deps, query } = ctx;
      const a = await accountOf(ctx, query.input);
      const spec = databaseOrder(query.sort, query.cursor);
      const search = query.q?.trim().toLowerCase();
      const page = await paginate({
        params: query,
        filter: and(
          eq(databases.serviceId, a.service.id),
          search ? sql`strpos(lower(${databases.name}), ${search}) > 0` : undefined,
        ),
        spec,
        fetch: (where, orderBy, limit) =>
          deps.db
            .select()
            .from(databases)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
        count: async (f) => (await deps.db.$count(databases, f)) as number,
        map: (r) => r,
      });
      const data = await databaseViews(deps.db, deps.infra.databaseNode, a, page.data);
      return { ...page, data, target: a.target };
    },

    async createDatabase(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      const name = newDatabaseName(a, body.name, 'name');
      const username = newUserName(a, body.username, 'username');
      ctx.setAuditTarget(`database ${name}`);
      const passwordHash = await hashPassword(body.password, passwordCostOf(deps.config));
      const node = deps.infra.databaseNode;
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const { db, user } = await provisionDatabase(tx, node, a, {
          name,
          username,
          passwordHash,
          charset: body.charset,
          now,
        });
        return {
          target: a.target,
          database: await databaseView(tx, node, a, db),
          user: presentUser(user, [{ database: name, databaseId: db.id, privileges: [...EACH] }]),
        };
      });
    },

    async listDatabaseSizes(ctx) {
      const { deps, query } = ctx;
      const a = await accountOf(ctx, query.input);
      const key = checkedCursor(query.cursor, ['number', 'string']) as [number, string] | undefined;
      const node = deps.infra.databaseNode;
      const rows = await deps.db.select().from(databases).where(eq(databases.serviceId, a.service.id));
      const stats = await node.stats(rows.map((r) => r.name));
      const all = rows
        .map((r) => ({
          name: r.name,
          bytes: stats.get(r.name)?.sizeBytes ?? 0,
          tables: stats.get(r.name)?.tables ?? 0,
        }))
        .sort((x, y) => y.bytes - x.bytes || (x.name < y.name ? -1 : 1));
      const totalBytes = all.reduce((s, x) => s + x.bytes, 0);
      const after = key ? all.filter((x) => x.bytes < key[0] || (x.bytes === key[0] && x.name > key[1])) : all;
      const page = after.slice(0, query.limit);
      const hasMore = after.length > query.limit;
      const data = [];
      for (const x of page) {
        const tables = await node.tables(x.name);
        data.push({
          name: x.name,
          sizeMb: megabytes(x.bytes),
          tables: x.tables,
          rows: tables.reduce((s, t) => s + t.rows, 0),
          sharePercent: totalBytes ? Math.min(100, Math.round((x.bytes / totalBytes) * 1000) / 10) : 0,
        });
      }
      const last = page.at(-1);
      return {
        target: a.target,
        data,
        hasMore,
        nextCursor: hasMore && last ? encodeCursor([last.bytes, last.name]) : null,
        total: all.length,
        totalSizeMb: megabytes(totalBytes),
      };
    },

    async getDatabase(ctx) {
      const { deps, params, query } = ctx;
      const a = await accountOf(ctx, query.input);
      const row = await ownedDatabase(deps.db, a, withPrefix(a, params.database), params.database);
      return { ...(await databaseView(deps.db, deps.infra.databaseNode, a, row)), target: a.target };
    },

    async listDatabaseBackups(ctx) {
      const { deps, params, query } = ctx;
      const a = await accountOf(ctx, query.input);
      const name = withPrefix(a, params.database);
      const spec = backupOrder(query.sort, query.cursor);
      const row = await databaseNamed(deps.db, a.service.id, name);
      // A dropped database's backups stay listed by its name (it carries the account's prefix).
      const filter = row
        ? eq(databaseBackups.databaseId, row.id)
        : and(
            eq(databaseBackups.databaseName, name),
            sql`not exists (select 1 from ${databases} where ${databases.id} = ${databaseBackups.databaseId})`,
          );
      if (!row && !(await deps.db.$count(databaseBackups, filter)))
        await ownedDatabase(deps.db, a, name, params.database);
      const page = await paginateTable(deps.db, databaseBackups, {
        params: query,
        filter,
        spec,
        map: presentBackup,
      });
      return { ...page, target: a.target, database: name };
    },

    async createDbAdminLoginLink(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      const database = body.database
        ? (await ownedDatabase(deps.db, a, withPrefix(a, body.database), body.database)).name
        : null;
      const link = await issueDbAdminLink(deps, a, database);
      return { target: a.target, tool: DBADMIN_TOOL, url: link.url, expiresAt: link.expiresAt.toISOString() };
    },
  },
  holds: {
    dropDatabase: { prepare: prepareDrop, execute: executeDrop },
  },
});

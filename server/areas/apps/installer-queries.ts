// The installer's listings of one hosting account, keyset-paged: its apps (the
// installed ones, and those being updated) sorted as asked, its backups newest first, and its
// tasks with the queued and running ones first, then the most recent.
import { and, count, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { APP_INSTALL_SORTS, SortValue } from '@contract/list-sorts';
import type { Db } from '@server/db/client';
import { appBackups, appInstalls, appTasks } from '@server/db/schema/apps';
import type { BackupRow } from './backups';
import { CATALOGUE } from './catalogue';
import { cursorKey, pageOf } from './cms-cursor';
import type { InstallRow } from './install-repository';
import { sortedKeyset, type SortColumns } from './list-sort';
import type { TaskRow } from './tasks';

interface PageQuery {
  cursor?: string;
  limit: number;
}

/** Newest first by (created/started time, id): `(t, id) < cursor`. */
function before(time: AnyColumn, id: AnyColumn, cursor?: string) {
  const key = cursorKey(cursor, ['time', 'string']);
  return key ? sql`(${time}, ${id}) < (${key[0]}::timestamptz, ${key[1]})` : undefined;
}

const timeKey = (at: Date, id: string) => [at.toISOString(), id];

export const VISIBLE_STATUSES = ['installed', 'updating'];

type AppInstallSort = (typeof APP_INSTALL_SORTS)[number];

/** Each catalogue app's place among the others by name: the apps sort by name without a column for it. */
const nameRank = new Map(
  [...CATALOGUE].sort((x, y) => x.name.localeCompare(y.name, 'en')).map((app, i) => [app.appId, i + 1]),
);
// Written into the SQL as numbers: they are the catalogue's own ids and places, never a request's text.
const rankOfName = sql`(case ${appInstalls.appId} ${sql.join(
  [...nameRank].map(([appId, rank]) => sql`when ${sql.raw(String(appId))} then ${sql.raw(String(rank))}`),
  sql` `,
)} else 0 end)`;

// The installed apps' orders (ADR 035): `installed` the listing's order before `sort`; each ends on the id.
const appInstallSorts: Record<AppInstallSort, SortColumns<InstallRow>> = {
  installed: {
    by: [sql`${appInstalls.createdAt}`, sql`${appInstalls.id}`],
    kinds: ['time', 'string'],
    keyOf: (r) => timeKey(r.createdAt, r.id),
  },
  name: {
    by: [rankOfName, sql`${appInstalls.id}`],
    kinds: ['int', 'string'],
    keyOf: (r) => [nameRank.get(r.appId) ?? 0, r.id],
  },
  site: {
    by: [sql`${appInstalls.domain}`, sql`${appInstalls.path}`, sql`${appInstalls.id}`],
    kinds: ['string', 'string', 'string'],
    keyOf: (r) => [r.domain, r.path, r.id],
  },
};

export async function appsPage<Out>(
  db: Db,
  serviceId: number,
  q: PageQuery & { sort: SortValue<AppInstallSort> },
  map: (r: InstallRow) => Out,
) {
  const filter = and(eq(appInstalls.serviceId, serviceId), inArray(appInstalls.status, VISIBLE_STATUSES));
  const { after, orderBy, keyOf } = sortedKeyset(q.sort, appInstallSorts, q.cursor);
  const rows = await db
    .select()
    .from(appInstalls)
    .where(and(filter, after))
    .orderBy(...orderBy)
    .limit(q.limit + 1);
  const [total] = await db.select({ n: count() }).from(appInstalls).where(filter);
  return pageOf(rows, q.limit, total!.n, keyOf, map);
}

export async function backupsPage<Out>(
  db: Db,
  serviceId: number,
  installId: string | undefined,
  q: PageQuery,
  map: (r: BackupRow) => Out,
) {
  const filter = and(eq(appBackups.serviceId, serviceId), installId ? eq(appBackups.installId, installId) : undefined);
  const rows = await db
    .select()
    .from(appBackups)
    .where(and(filter, before(appBackups.createdAt, appBackups.id, q.cursor)))
    .orderBy(desc(appBackups.createdAt), desc(appBackups.id))
    .limit(q.limit + 1);
  const [total] = await db.select({ n: count() }).from(appBackups).where(filter);
  return pageOf(rows, q.limit, total!.n, (r) => timeKey(r.createdAt, r.id), map);
}

/** 1 for a task still under way, 0 for a finished one: under-way tasks sort first. */
const underWay = sql<number>`(case when ${appTasks.status} in ('queued', 'running') then 1 else 0 end)`;

export async function tasksPage<Out>(
  db: Db,
  serviceId: number,
  f: { installId?: string; status?: string },
  q: PageQuery,
  map: (r: TaskRow) => Out,
) {
  const filter = and(
    eq(appTasks.serviceId, serviceId),
    f.installId ? eq(appTasks.installId, f.installId) : undefined,
    f.status ? eq(appTasks.status, f.status) : undefined,
  );
  const key = cursorKey(q.cursor, ['int', 'time', 'string']);
  const after = key
    ? sql`(${underWay}, ${appTasks.startedAt}, ${appTasks.id}) < (${key[0]}::int, ${key[1]}::timestamptz, ${key[2]})`
    : undefined;
  const rows = await db
    .select()
    .from(appTasks)
    .where(and(filter, after))
    .orderBy(desc(underWay), desc(appTasks.startedAt), desc(appTasks.id))
    .limit(q.limit + 1);
  const [total] = await db.select({ n: count() }).from(appTasks).where(filter);
  const keyOf = (r: TaskRow) => [
    r.status === 'queued' || r.status === 'running' ? 1 : 0,
    ...timeKey(r.startedAt, r.id),
  ];
  return pageOf(rows, q.limit, total!.n, keyOf, map);
}

// The installer's listings of one hosting account, keyset-paged: its apps (the
// installed ones, and those being updated), its backups newest first, and its
// tasks with the queued and running ones first, then the most recent.
import { and, count, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appBackups, appInstalls, appTasks } from '@server/db/schema/apps';
import type { BackupRow } from './backups';
import { cursorKey, pageOf } from './cms-cursor';
import type { InstallRow } from './install-repository';
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

export async function appsPage<Out>(db: Db, serviceId: number, q: PageQuery, map: (r: InstallRow) => Out) {
  const filter = and(eq(appInstalls.serviceId, serviceId), inArray(appInstalls.status, VISIBLE_STATUSES));
  const rows = await db
    .select()
    .from(appInstalls)
    .where(and(filter, before(appInstalls.createdAt, appInstalls.id, q.cursor)))
    .orderBy(desc(appInstalls.createdAt), desc(appInstalls.id))
    .limit(q.limit + 1);
  const [total] = await db.select({ n: count() }).from(appInstalls).where(filter);
  return pageOf(rows, q.limit, total!.n, (r) => timeKey(r.createdAt, r.id), map);
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

// A database's own backups: seven nights seeded as the site grew, a nightly
// job that takes one per database at its real size and removes those past
// their 7 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { STUDIO, startDbApi, type DbTestApi } from './databases-test-api';

let t: DbTestApi;
beforeAll(async () => {
  t = await startDbApi();
});
afterAll(() => t.api.close());

const DAY = 86_400_000;
const backups = (name: string, query: Record<string, string | number> = {}, token = t.reader) =>
  t.api.call('GET', `/databases/${name}/backups`, { token, query: { input: STUDIO, ...query } });

interface Backup {
  id: string;
  kind: string;
  sizeMb: number;
  createdAt: string;
  retainedUntil: string;
}

describe('GET /databases/{database}/backups', () => {
  it('lists the seven nightly backups newest first, at 02:00 UTC, kept 7 days, growing with the site', async () => {
    const r = await backups('nordligh_wp');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ database: 'nordligh_wp', total: 7, target: { domain: STUDIO } });
    const list: Backup[] = r.body.data;
    expect(list.every((b) => b.kind === 'daily' && b.createdAt.endsWith('T02:00:00.000Z'))).toBe(true);
    for (const b of list) expect(Date.parse(b.retainedUntil) - Date.parse(b.createdAt)).toBe(7 * DAY);
    for (let i = 1; i < list.length; i++) {
      expect(Date.parse(list[i - 1]!.createdAt) - Date.parse(list[i]!.createdAt)).toBe(DAY);
      expect(list[i - 1]!.sizeMb).toBeGreaterThanOrEqual(list[i]!.sizeMb);
    }
    expect(list[0]!.sizeMb).toBeGreaterThan(list[6]!.sizeMb);
    const short = await backups('wp', { limit: 3 });
    const rest = await backups('wp', { limit: 5, cursor: short.body.nextCursor });
    expect([...short.body.data, ...rest.body.data].map((b: Backup) => b.id)).toEqual(list.map((b) => b.id));
  });

  it('takes the next night’s backup at the database’s size then and drops the expired ones', async () => {
    const before: Backup[] = (await backups('nordligh_wp')).body.data;
    const next = Date.parse(before[0]!.createdAt) + DAY;
    t.api.clock.advance(next - t.api.clock.now().getTime());
    await runDueJobs(t.api.deps);
    const after: Backup[] = (await backups('nordligh_wp')).body.data;
    const current = await t.api.call('GET', '/databases/nordligh_wp', { token: t.reader, query: { input: STUDIO } });
    expect(after[0]).toMatchObject({ kind: 'daily', createdAt: new Date(next).toISOString() });
    expect(after[0]!.sizeMb).toBe(current.body.sizeMb);
    // the oldest reached its 7 days exactly now
    expect(after.map((b) => b.id)).toEqual([after[0]!.id, ...before.slice(0, 6).map((b) => b.id)]);
    const stats: Backup[] = (await backups('nordligh_stats')).body.data;
    expect(stats[0]!.createdAt).toBe(new Date(next).toISOString());
  });

  it('is 404 database_not_found for an unknown database, 403 for another account, 400 for a forged cursor', async () => {
    const unknown = await backups('nordligh_none');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'database_not_found']);
    const other = await backups('nordligh_wp', {}, t.olof);
    expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
    const forged = Buffer.from(JSON.stringify(['yesterday', 1])).toString('base64url');
    const bad = await backups('nordligh_wp', { cursor: forged });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_request']);
  });
});

// Sorting the uptime monitors (`sort`, ADR 035) and exporting them as CSV: every order pages without
// skips or repeats (monitors not checked yet included), the default keeps the listing's id cursors, a
// cursor of one order is refused by another, and the export holds the whole filtered, sorted list,
// only the account's own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '@server/core/deps';
import { encodeCursor } from '@server/core/pagination';
import { monitors } from '@server/db/schema/monitoring';
import { startApi, type TestApi } from '@server/test/harness';
import { allPages } from '@server/test/all-pages';
import { expectSortRefusals, exportedCsv } from '@server/test/sort-checks';
import { MONITOR_SORTS } from '@contract/list-sorts';

const STUDIO = 'nordlight-studio.com';

let api: TestApi;
let reader: string;
let olof: string;

interface Row {
  id: string;
  name: string;
  status: string;
  lastChangeAt: string | null;
  createdAt: string;
}

beforeAll(async () => {
  api = await startApi({ limits: { ...defaultLimits, writes: 1000, requests: 5000 } });
  const writer = await api.token(['read:monitoring', 'write:monitoring']);
  reader = await api.token(['read:monitoring']);
  olof = await api.token(['read:monitoring', 'write:monitoring'], { accountEmail: 'olof@example.org' });
  const create = async (body: Record<string, unknown>, token = writer) => {
    const r = await api.call('POST', '/monitors', { token, body: { input: STUDIO, type: 'http', ...body } });
    expect(r.status).toBe(201);
    return Number(r.body.id);
  };
  // Two with the same name (they page by id), one paused a day ago, a port monitor; none checked yet.
  await create({ name: 'Blog', url: `https://${STUDIO}/blog` });
  await create({ name: 'Api', url: `https://${STUDIO}/api` });
  const paused = await create({ name: 'Api', url: `https://${STUDIO}/api/v2` });
  await create({ name: 'Mail', type: 'port', host: `mail.${STUDIO}`, port: 993 });
  await api.db
    .update(monitors)
    .set({ status: 'paused', lastChangeAt: new Date(api.clock.now().getTime() - 86_400_000) })
    .where(eq(monitors.id, paused));
  await create({ name: 'Olof’s shop', input: 'sandandsons.fi', url: 'https://sandandsons.fi/' }, olof);
});
afterAll(() => api.close());

const all = (query: Record<string, string | number>) => allPages<Row>(api, '/monitors', reader, query);

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

describe('GET /monitors?sort', () => {
  it('sorts by each column both ways, paging two at a time without skips or repeats', async () => {
    const added = await all({});
    expect(added.length).toBe(6);
    const ids = added.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b)); // the order they were added, as before `sort`
    const cases: [string, (r: Row) => string | number][] = [
      ['created', (r) => Number(r.id)],
      ['name', (r) => r.name],
      ['status', (r) => r.status],
      ['changed', (r) => r.lastChangeAt ?? r.createdAt],
    ];
    for (const [column, key] of cases) {
      for (const sort of [column, `-${column}`]) {
        const rows = await all({ sort });
        expect(
          rows.map((r) => Number(r.id)).sort((a, b) => a - b),
          sort,
        ).toEqual(ids);
        const keys = rows.map(key);
        const ordered = [...keys].sort(cmp);
        expect(keys, sort).toEqual(sort.startsWith('-') ? ordered.reverse() : ordered);
        for (let i = 1; i < rows.length; i++)
          if (keys[i] === keys[i - 1])
            expect(Number(rows[i]!.id) > Number(rows[i - 1]!.id), sort).toBe(!sort.startsWith('-'));
      }
    }
  });

  it('keeps the id cursors of the default order, and refuses an unknown sort, another sort’s cursor and a tampered one', async () => {
    const first = await api.call('GET', '/monitors', { token: reader, query: { limit: 1 } });
    expect(first.body.nextCursor).toBe(encodeCursor([Number(first.body.data[0].id)]));
    await expectSortRefusals(api, '/monitors', {
      token: reader,
      columns: MONITOR_SORTS,
      switches: [
        ['name', '-name'],
        ['-changed', 'status'],
      ],
    });
    for (const [sort, key] of [
      ['changed', ['changed', 'yesterday', 1]],
      ['name', ['name', 'Api', 'one']],
      ['-created', ['-created', 'Api', 1]],
      ['created', ['name', 'Api', 1]],
    ] as const) {
      const r = await api.call('GET', '/monitors', { token: reader, query: { sort, cursor: encodeCursor([...key]) } });
      expect([r.status, r.body.code], sort).toEqual([400, 'invalid_request']);
    }
  });
});

describe('GET /monitors/export', () => {
  it('answers the whole filtered, sorted list as CSV, only the account’s own monitors', async () => {
    const r = await api.call('GET', '/monitors/export', { token: reader, query: { sort: 'name' } });
    const [header, ...records] = exportedCsv(r, 'monitors');
    expect(header).toEqual([
      'Name',
      'Type',
      'Target',
      'Keyword',
      'Status',
      'Last checked',
      'Last change',
      'Response time ms',
      'Uptime 24 h %',
      'Uptime 30 d %',
      'Interval s',
    ]);
    const listed = await all({ sort: 'name' });
    expect(records.map((c) => c[0])).toEqual(listed.map((m) => m.name));
    expect(records.map((c) => c[0])).not.toContain('Olof’s shop');
    const site = records.find((c) => c[0] === 'Studio website')!;
    expect(site.slice(1, 5)).toEqual(['http', `https://${STUDIO}/`, '', 'up']);
    expect(site[5]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(site[8]).toBe('100.000');
    expect(Number(site[9])).toBeCloseTo(100 - (14 * 60 * 100) / (30 * 86_400), 2);
    // not checked yet: no time, response or uptime
    expect(records.find((c) => c[0] === 'Mail')!.slice(1)).toEqual([
      'port',
      `mail.${STUDIO}:993`,
      '',
      'pending',
      '',
      '',
      '',
      '',
      '',
      '300',
    ]);
    const paused = await api.call('GET', '/monitors/export', { token: reader, query: { status: 'paused' } });
    const pausedRows = exportedCsv(paused, 'monitors').slice(1);
    expect(pausedRows.map((c) => [c[0], c[2], c[4]])).toEqual([['Api', `https://${STUDIO}/api/v2`, 'paused']]);
  });

  it('refuses a bad filter with the listing’s problem, not a broken file', async () => {
    const r = await api.call('GET', '/monitors/export', { token: reader, query: { status: 'sideways' } });
    expect(r.status).toBe(422);
    expect(r.headers.get('content-type')).toMatch(/problem\+json/);
    const other = await api.call('GET', '/monitors/export', { token: olof, query: { input: STUDIO } });
    expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
  });
});

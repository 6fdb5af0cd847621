// Sorting the audit log (`sort`, ADR 035) and exporting it as CSV: both orders page without skips or
// repeats, a cursor of one order is refused by the other, and the export holds the whole filtered,
// sorted log in the words the screen shows, only the account's own, with no internal ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';
import { allPages } from '@server/test/all-pages';
import { expectSortRefusals, exportedCsv } from '@server/test/sort-checks';
import { AUDIT_LOG_SORTS } from '@contract/list-sorts';

let api: TestApi;
let cookie: string;
let reader: string;

beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
  // Five writes, each one audit event of the demo account; one of another account that must not show.
  for (const name of ['probe 1', 'probe 2', 'probe 3', 'probe 4', 'probe, "quoted" 5']) {
    const r = await api.call('POST', '/account/tokens', { cookie, body: { name, scopes: ['read:account'] } });
    expect(r.status).toBe(201);
  }
  const olof = await api.login('olof@example.org', 'olof-password');
  const other = await api.call('POST', '/account/tokens', {
    cookie: olof,
    body: { name: 'olof probe', scopes: ['read:account'] },
  });
  expect(other.status).toBe(201);
  reader = await api.token(['read:account']);
});
afterAll(() => api.close());

interface Event {
  id: string;
  at: string;
  actor: { kind: string; name: string };
  operation: string;
  target: string | null;
  outcome: string;
  status: number;
}

const all = (query: Record<string, string | number>) => allPages<Event>(api, '/audit-log', reader, query);

describe('GET /audit-log?sort', () => {
  it('sorts by time both ways, paging two at a time without skips or repeats', async () => {
    const newest = await all({});
    expect(newest.length).toBeGreaterThanOrEqual(5);
    expect(await all({ sort: '-time' })).toEqual(newest);
    const oldest = await all({ sort: 'time' });
    expect(oldest).toEqual([...newest].reverse());
    expect(new Set(oldest.map((e) => e.id)).size).toBe(oldest.length);
    const times = oldest.map((e) => e.at);
    expect(times).toEqual([...times].sort());
    // the first write the test made comes first
    expect(oldest.find((e) => e.operation === 'createToken')!.target).toContain('probe 1');
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await expectSortRefusals(api, '/audit-log', {
      token: reader,
      columns: AUDIT_LOG_SORTS,
      switches: [
        ['time', '-time'],
        ['-time', 'time'],
      ],
    });
  });
});

describe('GET /audit-log/export', () => {
  it('answers the whole filtered, sorted log as CSV in the screen’s words, only the account’s own', async () => {
    const r = await api.call('GET', '/audit-log/export', { token: reader, query: { sort: 'time' } });
    const [header, ...records] = exportedCsv(r, 'audit-log');
    expect(header).toEqual([
      'Time',
      'Actor kind',
      'Actor',
      'Operation',
      'Method',
      'Path',
      'Target',
      'Outcome',
      'HTTP status',
      'Detail',
    ]);
    const listed = await all({ sort: 'time' });
    expect(records.map((c) => c[0])).toEqual(listed.map((e) => e.at));
    expect(records.map((c) => c[6])).toEqual(listed.map((e) => e.target ?? ''));
    const quoted = records.find((c) => c[6]?.includes('"quoted"'))!;
    expect(quoted.slice(1, 6)).toEqual([
      'user',
      'demo@example.com',
      'Create an API token',
      'POST',
      '/api/v1/account/tokens',
    ]);
    expect(quoted.slice(7, 9)).toEqual(['success', '201']);
    expect(records.some((c) => c.join(',').includes('olof'))).toBe(false);
    // no operation ids: every operation is said in words
    expect(records.some((c) => c[3] === 'createToken')).toBe(false);

    const filtered = await api.call('GET', '/audit-log/export', {
      token: reader,
      query: { q: 'an api token', outcome: 'success' },
    });
    const rows = exportedCsv(filtered, 'audit-log').slice(1);
    expect(rows.map((c) => c[6])).toEqual((await all({ q: 'an api token', outcome: 'success' })).map((e) => e.target));
    expect(rows.length).toBe(5);
  });

  it('refuses a bad filter with the listing’s problem, not a broken file', async () => {
    const r = await api.call('GET', '/audit-log/export', { token: reader, query: { outcome: 'late' } });
    expect(r.status).toBe(422);
    expect(r.headers.get('content-type')).toMatch(/problem\+json/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let cookie: string;
const UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/;

/** Every key camelCase (map keys that are ids excepted); every time-like value ISO-8601 UTC. */
function check(value: unknown, path: string, problems: string[]) {
  if (Array.isArray(value)) return value.forEach((v, i) => check(v, `${path}[${i}]`, problems));
  if (!value || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    if (!/^\d+$/.test(k) && !/^[a-z][a-zA-Z0-9]*$/.test(k)) problems.push(`${path}.${k}: key is not camelCase`);
    if ((/At$/.test(k) || k === 'at') && v !== null && !(typeof v === 'string' && (UTC.test(v) || v === ''))) {
      problems.push(`${path}.${k}: ${String(v)} is not ISO-8601 UTC`);
    }
    check(v, `${path}.${k}`, problems);
  }
}

beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
  // Produce some of everything: a hold, an approval, a guest, a token, audit events, ledger lines.
  const hold = await api.call('POST', '/account/balance/actions/add-funds', { cookie, body: { amount: 100 } });
  await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, { cookie, body: {} });
  await api.call('POST', '/account/guests', { cookie, body: { email: 'helper@example.net' } });
  await api.call('POST', '/account/tokens', { cookie, body: { name: 'conv', scopes: ['read:account'] } });
});
afterAll(() => api.close());

describe('global conventions on every built endpoint', () => {
  const reads = [
    '/me',
    '/account',
    '/account/overview',
    '/account/overview?response_format=detailed',
    '/account/accessible-accounts',
    '/audit-log',
    '/account/balance/events',
    '/account/onelink',
    '/account/preferences',
    '/account/balance',
    '/account/profile',
    '/account/guests',
    '/account/two-factor',
    '/account/tokens',
    '/auth/session',
  ];
  it.each(reads)('GET %s answers camelCase keys and UTC timestamps', async (path) => {
    const [p, qs] = path.split('?');
    const r = await api.call('GET', p!, {
      cookie,
      query: qs ? Object.fromEntries(new URLSearchParams(qs)) : undefined,
    });
    expect(r.status).toBe(200);
    const problems: string[] = [];
    check(r.body, path, problems);
    expect(problems).toEqual([]);
  });

  it('holds, pending actions and problems follow them too', async () => {
    const hold = await api.call('POST', '/account/balance/actions/add-funds', { cookie, body: { amount: 101 } });
    const pa = await api.call('GET', `/pending-actions/${hold.body.pendingActionId}`, { cookie });
    const bad = await api.call('PATCH', '/account/profile', { cookie, body: {} });
    const problems: string[] = [];
    for (const [name, body] of [
      ['hold', hold.body],
      ['pending', pa.body],
      ['problem', bad.body],
    ] as const)
      check(body, name, problems);
    expect(problems).toEqual([]);
    expect(Object.keys(bad.body)).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail', 'code', 'requestId']),
    );
  });

  it('a single resource is returned without a wrapper', async () => {
    const r = await api.call('GET', '/account', { cookie });
    expect(r.body).toHaveProperty('id');
    expect(r.body).not.toHaveProperty('data');
  });
});

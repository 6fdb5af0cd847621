// The record tests' shared setup: each test file that calls `startRecordsApi`
// gets its own API on a fresh seeded database and a token with both DNS
// scopes; the helpers act on the zone under test.
import { afterAll, beforeAll } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';

export let api: TestApi;
export let token: string;
export const Z = 'nordlight-studio.com';

export function startRecordsApi() {
  beforeAll(async () => {
    api = await startApi();
    token = await api.token(['read:dns', 'write:dns']);
  });
  afterAll(() => api.close());
}

export const create = (record: Record<string, unknown>, input = Z) =>
  api.call('POST', '/dns/records', { token, body: { input, record } });
export const list = (query: Record<string, string | number> = {}) =>
  api.call('GET', '/dns/records', { token, query: { input: Z, limit: 500, ...query } });
export const serial = async () =>
  (await api.call('GET', '/dns/zone', { token, query: { input: Z } })).body.serial as number;
export const paths = (r: { body: { errors?: { path: string }[] } }) => (r.body.errors ?? []).map((e) => e.path);

// The mailbox and mail rule tests' shared setup: each test file that calls
// `startMailApi` gets its own API on a fresh seeded database, a read token,
// and fresh write tokens on demand (the write budget is 60 calls an hour per
// token, so tests take a fresh one per group).
import { afterAll, beforeAll } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';

export let api: TestApi;
export let read: string;
export let write: () => Promise<string>;
export const D = 'nordlight-studio.com';
export const GOOD_PW = 'Fjord-lights-2025';

export function startMailApi() {
  beforeAll(async () => {
    api = await startApi();
    read = await api.token(['read:email']);
    write = () => api.token(['read:email', 'write:email']);
  });
  afterAll(() => api.close());
}

export const list = (query: Record<string, string | number>, token = read) =>
  api.call('GET', '/email/accounts', { token, query });

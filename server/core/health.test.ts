// Liveness and readiness through the real app: no credential, no budget, and 503 once the database is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '@server/test/harness';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close().catch(() => undefined));

describe('health and readiness', () => {
  it('answer without a credential and spend no budget', async () => {
    const live = await api.call('GET', '/health');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    expect(live.headers.get('x-ratelimit-remaining')).toBeNull();
    const ready = await api.call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: { database: { ok: true }, migrations: { ok: true } } });
  });

  it('says not ready (503) when the database is gone', async () => {
    await api.close();
    const ready = await api.call('GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'not_ready', checks: { database: { ok: false } } });
    expect((await api.call('GET', '/health')).status).toBe(200);
  });
});

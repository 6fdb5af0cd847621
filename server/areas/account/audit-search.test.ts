// The audit log's search finds an event by what the log says was done, by its target or by who did
// it; an operation's id, which the log never shows, finds nothing (issue 32).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';
import { operationsSaying } from './audit-search';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
  const r = await api.call('POST', '/account/tokens', {
    cookie,
    body: { name: 'search probe', scopes: ['read:account'] },
  });
  expect(r.status).toBe(201);
});
afterAll(() => api.close());

const search = async (q: string) => {
  const r = await api.call('GET', `/audit-log?q=${encodeURIComponent(q)}&limit=200`, { cookie });
  expect(r.status).toBe(200);
  return r.body.data as { operation: string; target: string | null; actor: { name: string } }[];
};

describe('audit log search', () => {
  it('matches the words the log shows, and the id an API client knows', async () => {
    // createToken's words are "Create an API token…", which its id does not contain
    const byWords = await search('an api token');
    expect(byWords.map((e) => e.operation)).toContain('createToken');
    expect(await search('CREATE AN API')).toEqual(byWords);
    expect((await search('createToken')).map((e) => e.operation)).toContain('createToken');
    expect(await search('an api tokens')).toEqual([]);
  });

  it('still matches a target and who did it', async () => {
    const mine = await search('demo@example.com');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => `${e.target ?? ''} ${e.actor.name}`.includes('demo@example.com'))).toBe(true);
  });

  it('says an unknown id in its own words, and matches those', () => {
    expect(operationsSaying('temporary url', ['useTemporaryUrl', 'createToken'])).toEqual(['useTemporaryUrl']);
    expect(operationsSaying('  ', ['useTemporaryUrl'])).toEqual([]);
  });
});

// Shared set-up of the switch pages' tests: each test file that calls `switchPageApi`
// gets its own API on a fresh seeded database, a dashboard session, a form post
// that asks to take one row of the page offline, and the page as that session sees it.
import { afterAll, beforeAll } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';

export function switchPageApi(path: string) {
  const kit = {
    api: undefined as unknown as TestApi,
    cookie: '',
    post: (key: string, headers: Record<string, string>) =>
      kit.api.app.request(`${path}/${key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'reachable=false',
      }),
    // The page as the session's account sees it (a switch acts for that account only).
    page: async () => (await kit.api.app.request(path, { headers: { cookie: kit.cookie } })).text(),
  };
  beforeAll(async () => {
    kit.api = await startApi();
    kit.cookie = await kit.api.login();
  });
  afterAll(() => kit.api.close());
  return kit;
}

// Issue 30's edges, over real HTTP against an API process: a migration's secrets are never shown
// back (a nested one is refused outright), Olof's session cannot take the demo's site down, a
// cookie-authenticated write from another origin is refused, a login link's redirect path cannot
// leave the panel, and the CMS import's address guard sees through `[::1]` and `2130706433`.
import { afterAll, describe, expect, it } from 'vitest';
import { OTHER } from '@server/seed/seed';
import { createToken, httpClient, login, type Call } from './http-client';
import { startServer, type ServerProcess } from './server-process';
import { testDatabase, type TestDatabase } from './test-database';

const SITE = 'nordlight-studio.com';
const SECRETS = ['Imap-Secret-7', 'Deep-Secret-1', 'Panel-Secret-42'];

let db: TestDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db?.remove();
});

/** The import task's final state, as the activity shows it (the process's own job worker runs it). */
async function importOutcome(call: Call, token: string, taskId: string) {
  for (let i = 0; i < 120; i++) {
    const r = await call('GET', '/apps/activity', { token, query: { input: SITE } });
    const task = (r.body.data as { id: string; status: string; message: string | null }[]).find((t) => t.id === taskId);
    if (task && (task.status === 'failed' || task.status === 'succeeded')) return task;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`task ${taskId} did not finish`);
}

describe('secrets, sandbox switches and the smaller holes', () => {
  it('over HTTP against a running API process', { timeout: 240_000 }, async () => {
    db = await testDatabase();
    server = await startServer(db.backend);
    const call = httpClient(server.url);
    const demo = await login(call);
    const token = await createToken(call, demo, 'edges', ['read:hosting', 'write:hosting']);

    // A nested secret under an undeclared member is refused, and not echoed in the refusal.
    const nested = await call('POST', '/migrations', {
      token,
      body: {
        email_accounts: [
          { email: 'info@nordlight-studio.com', password: 'Imap-Secret-7', nested: { pw: 'Deep-Secret-1' } },
        ],
      },
    });
    expect([nested.status, nested.body.code]).toEqual([422, 'validation_failed']);
    expect(JSON.stringify(nested.body)).not.toContain('Deep-Secret-1');
    // Declared secrets are sealed: the hold, the approval and the read show flags only.
    const hold = await call('POST', '/migrations', {
      token,
      body: {
        control_panel: { host: 'cpanel.oldhost.example', password: 'Panel-Secret-42' },
        email_accounts: [{ email: 'info@nordlight-studio.com', password: 'Imap-Secret-7' }],
      },
    });
    expect(hold.status).toBe(200);
    const approved = await call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, {
      cookie: demo,
      body: {},
    });
    expect(approved.status).toBe(200);
    const read = await call('GET', `/migrations/${approved.body.result.migrationId}`, { token });
    expect(read.body.request.email_accounts).toEqual([
      { address: 'info@nordlight-studio.com', username: null, imap_server: null, has_password: true },
    ]);
    const audit = await call('GET', '/audit-log', { cookie: demo });
    for (const s of SECRETS)
      for (const shown of [hold.body, approved.body, read.body, audit.body])
        expect(JSON.stringify(shown)).not.toContain(s);

    // Olof's session cannot switch the demo's site off; the demo's own session can.
    const olof = await login(call, OTHER.email, OTHER.password);
    const sw = (cookie: string) =>
      fetch(`${server!.url}/sandbox/web-node/${SITE}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: server!.url },
        body: 'mode=down',
      });
    expect((await sw(olof)).status).toBe(403);
    const siteState = async () =>
      (await (await fetch(`${server!.url}/sandbox/web-node`)).text()).includes('<strong>down');
    expect(await siteState()).toBe(false);
    expect((await sw(demo)).status).toBe(303);
    expect(await siteState()).toBe(true);

    // A cookie-authenticated write from another origin is refused behind a present CSRF header.
    const foreign = await call('POST', '/account/tokens', {
      cookie: demo,
      body: { name: 'from-elsewhere', scopes: ['read:hosting'] },
      headers: { origin: 'https://evil.example' },
    });
    expect([foreign.status, foreign.body.code]).toEqual([403, 'origin_refused']);
    const crossSite = await call('POST', '/account/tokens', {
      cookie: demo,
      body: { name: 'from-elsewhere', scopes: ['read:hosting'] },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect([crossSite.status, crossSite.body.code]).toEqual([403, 'origin_refused']);
    const own = await call('POST', '/account/tokens', {
      cookie: demo,
      body: { name: 'from-here', scopes: ['read:hosting'] },
      headers: { origin: server.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(201);

    // A login link's redirect path stays on the panel.
    const link = await call('POST', '/hosting-sso/actions/login-link', {
      token,
      body: { input: SITE, redirect_path: '//evil.example/x' },
    });
    expect([link.status, link.body.errors?.[0]?.path]).toEqual([422, 'redirect_path']);

    // The import guard judges the address a connection would reach, however it is written.
    let k = 0;
    // A whole URL may already be refused as a host by the contract (422); the others reach the guard.
    for (const [host, shown, earlyRefusalAllowed] of [
      ['[::1]', '::1', false],
      ['2130706433', '127.0.0.1', false],
      ['http://2130706433/', '127.0.0.1', true],
    ] as const) {
      const started = await call('POST', '/cms/import', {
        token,
        body: {
          input: SITE,
          source: 'remote',
          target_path: `moved-${++k}`,
          attempt_key: `edges-import-${k}`,
          remote: { protocol: 'sftp', host, username: 'old', password: 'import-pass' },
        },
      });
      if (earlyRefusalAllowed && started.status === 422) continue;
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const task = await importOutcome(call, token, started.body.taskId);
      expect(task.status, host).toBe('failed');
      expect(task.message, host).toContain(`${shown} is a loopback address`);
    }
  });
});

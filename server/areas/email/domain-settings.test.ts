// Per-domain mail settings: the spam filter (defaults, partial update, lists
// validated), the catch-all (and the mail server following it), client settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let read: string;
let write: string;
const D = 'nordlight-studio.com';

beforeAll(async () => {
  api = await startApi();
  read = await api.token(['read:email']);
  write = await api.token(['read:email', 'write:email']);
});
afterAll(() => api.close());

describe('spam settings, catch-all and client settings', () => {
  it('spam settings: defaults, partial update, lists validated', async () => {
    const g = await api.call('GET', '/email/spam-settings', { token: read, query: { input: 'nordlight.se' } });
    expect(g.body).toMatchObject({
      domain: 'nordlight.se',
      enabled: true,
      threshold: 5,
      action: 'move_to_spam',
      allowList: [],
      blockList: [],
    });
    const u = await api.call('PUT', '/email/spam-settings', {
      token: write,
      body: { input: 'nordlight.se', threshold: 3.5, block_list: ['*@spam.example', 'Jo@Example.com'] },
    });
    expect(u.body).toMatchObject({
      threshold: 3.5,
      action: 'move_to_spam',
      blockList: ['*@spam.example', 'jo@example.com'],
    });
    expect(
      (await api.call('PUT', '/email/spam-settings', { token: write, body: { input: 'nordlight.se', threshold: 16 } }))
        .status,
    ).toBe(422);
    expect(
      (
        await api.call('PUT', '/email/spam-settings', {
          token: write,
          body: { input: 'nordlight.se', allow_list: ['not an address'] },
        })
      ).body.errors[0].path,
    ).toMatch(/^allow_list/);
    const both = await api.call('PUT', '/email/spam-settings', {
      token: write,
      body: { input: 'nordlight.se', allow_list: ['@a.com'], block_list: ['@a.com'] },
    });
    expect(both.body.errors[0].code).toBe('on_both_lists');
    expect(
      (await api.call('PUT', '/email/spam-settings', { token: write, body: { input: 'nordlight.se' } })).status,
    ).toBe(422);
  });

  it('catch-all: reject by default; forward needs forward_to and refuses a loop; the mail server follows it', async () => {
    expect((await api.call('GET', '/email/catch-all', { token: read, query: { input: D } })).body).toMatchObject({
      mode: 'reject',
      forwardTo: null,
    });
    expect(
      (await api.call('PUT', '/email/catch-all', { token: write, body: { input: D, mode: 'forward' } })).body.errors[0]
        .path,
    ).toBe('forward_to');
    const loop = await api.call('PUT', '/email/catch-all', {
      token: write,
      body: { input: D, mode: 'forward', forward_to: `nobody@${D}` },
    });
    expect(loop.body.errors[0].code).toBe('forward_loop');
    const ok = await api.call('PUT', '/email/catch-all', {
      token: write,
      body: { input: D, mode: 'forward', forward_to: `alex@${D}` },
    });
    expect(ok.body).toMatchObject({ mode: 'forward', forwardTo: `alex@${D}` });
    const out = await api.deps.infra.mailServer.deliver(
      { to: `whoever@${D}`, from: { name: null, address: 'x@gmail.com' }, subject: 'Catch me', text: 'hi' },
      api.clock.now(),
    );
    expect(out.status).toBe('forwarded');
    const inbox = await api.call('GET', '/email/messages', {
      token: read,
      query: { input: `alex@${D}`, q: 'Catch me' },
    });
    expect(inbox.body.total).toBe(1);
    await api.call('PUT', '/email/catch-all', { token: write, body: { input: D, mode: 'reject' } });
    expect(
      (
        await api.deps.infra.mailServer.deliver(
          { to: `whoever@${D}`, from: { name: null, address: 'x@gmail.com' }, subject: 'x', text: 'x' },
          api.clock.now(),
        )
      ).status,
    ).toBe('rejected');
  });

  it('client settings name the mailbox as the username', async () => {
    const r = await api.call('GET', '/email/settings', { token: read, query: { input: `alex@${D}` } });
    expect(r.body.username).toBe(`alex@${D}`);
    expect(
      r.body.servers
        .filter((s: { recommended: boolean }) => s.recommended)
        .map((s: { protocol: string; port: number }) => `${s.protocol}:${s.port}`),
    ).toEqual(['imap:993', 'smtp:465']);
  });
});

// Forwarders (loops refused, tier W listing), autoresponders, vacation
// messages and filter rules: each operation's success and error codes, and
// that the mail server then follows the rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, D, read, startMailApi, write } from './mailbox-test-api';

startMailApi();

const deliver = (to: string, subject: string, from = 'sender@gmail.com', text = 'Hello there') =>
  api.deps.infra.mailServer.deliver({ to, from: { name: 'Sender', address: from }, subject, text }, api.clock.now());
const inboxHas = async (address: string, q: string, folder = 'INBOX') =>
  (await api.call('GET', '/email/messages', { token: read, query: { input: address, q, folder } })).body
    .total as number;

describe('forwarders', () => {
  let token: string;
  beforeAll(async () => {
    token = await write();
  });
  const create = (input: string, destinations: string[], replace?: boolean) =>
    api.call('POST', '/email/forwarders', {
      token,
      body: { input, destinations, ...(replace === undefined ? {} : { replace }) },
    });

  it('listing is write-tier: it needs write:email and counts against the write budget', async () => {
    const denied = await api.call('GET', '/email/forwarders', { token: read, query: { input: D } });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('insufficient_scope');
    const r = await api.call('GET', '/email/forwarders', { token, query: { input: D } });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-write-remaining')).not.toBeNull();
    expect(r.body.data).toEqual([
      expect.objectContaining({ address: `hello@${D}`, destinations: [`alex@${D}`, 'alex.lindqvist@gmail.com'] }),
      expect.objectContaining({ address: `info@${D}`, destinations: [`alex@${D}`] }),
    ]);
  });

  it('creates, adds, replaces, and the mail server delivers along it', async () => {
    const r = await create(`team@${D}`, [`alex@${D}`, 'Partner@Example.org']);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ address: `team@${D}`, destinations: [`alex@${D}`, 'partner@example.org'] });
    expect((await create(`team@${D}`, [`jobs@${D}`])).body.destinations).toEqual([
      `alex@${D}`,
      'partner@example.org',
      `jobs@${D}`,
    ]);
    expect((await create(`team@${D}`, [`jobs@${D}`])).status).toBe(409);
    const replaced = await create(`team@${D}`, [`jobs@${D}`], true);
    expect(replaced.body.destinations).toEqual([`jobs@${D}`]);
    await deliver(`team@${D}`, 'For the whole team');
    expect(await inboxHas(`jobs@${D}`, 'For the whole team')).toBe(1);
    expect(await inboxHas(`alex@${D}`, 'For the whole team')).toBe(0);
  });

  it('refuses a forwarder to itself, a loop through other forwarders, and unknown local destinations', async () => {
    const self = await create(`loop@${D}`, [`loop@${D}`]);
    expect(self.status).toBe(422);
    expect(self.body.errors[0]).toMatchObject({ path: 'destinations', code: 'forward_loop' });
    await create(`a@${D}`, [`alex@${D}`]);
    await create(`b@${D}`, [`a@${D}`]);
    const loop = await create(`a@${D}`, [`b@${D}`]);
    expect(loop.status).toBe(422);
    expect(loop.body.errors[0].message).toMatch(
      /a@nordlight-studio.com → b@nordlight-studio.com → a@nordlight-studio.com/,
    );
    expect((await create(`c@${D}`, [`ghost@${D}`])).body.errors[0].code).toBe('unknown_destination');
    expect((await create(`c@${D}`, ['not-an-address'])).body.errors[0].path).toBe('destinations.0');
    expect((await create(`c@${D}`, [])).status).toBe(422);
    expect((await create('x@sandandsons.fi', [`alex@${D}`])).body.code).toBe('domain_not_owned');
  });

  it('deletes one destination or the whole forwarder; 404 when there is none', async () => {
    const one = await api.call('DELETE', '/email/forwarders', {
      token,
      query: { input: `hello@${D}`, destination: 'alex.lindqvist@gmail.com' },
    });
    expect(one.body).toMatchObject({ removed: ['alex.lindqvist@gmail.com'], remaining: [`alex@${D}`] });
    const all = await api.call('DELETE', '/email/forwarders', { token, query: { input: `hello@${D}` } });
    expect(all.body).toMatchObject({ removed: [`alex@${D}`], remaining: [] });
    expect((await api.call('DELETE', '/email/forwarders', { token, query: { input: `hello@${D}` } })).status).toBe(404);
  });
});

describe('autoresponders', () => {
  let token: string;
  beforeAll(async () => {
    token = await write();
  });
  const body = { subject: 'Away', body: 'Back on Monday.', interval_hours: 24 };

  it('lists, creates once (409 after), updates and deletes', async () => {
    const l = await api.call('GET', '/email/autoresponders', { token: read, query: { input: D } });
    expect(l.body.data.map((a: { address: string }) => a.address)).toEqual([`support@${D}`]);
    const c = await api.call('POST', '/email/autoresponders', { token, body: { input: `alex@${D}`, ...body } });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({
      address: `alex@${D}`,
      subject: 'Away',
      intervalHours: 24,
      isHtml: false,
      startsAt: null,
    });
    expect(
      (await api.call('POST', '/email/autoresponders', { token, body: { input: `alex@${D}`, ...body } })).status,
    ).toBe(409);
    const u = await api.call('PUT', '/email/autoresponders', {
      token,
      body: { input: `alex@${D}`, ...body, subject: 'Out until Monday' },
    });
    expect(u.body.subject).toBe('Out until Monday');

    // The mail server replies once per sender per interval.
    await deliver(`alex@${D}`, 'Question 1', 'asker@gmail.com');
    await deliver(`alex@${D}`, 'Question 2', 'asker@gmail.com');
    const logs = await api.call('GET', '/email/logs', { token: read, query: { input: `alex@${D}`, direction: 'out' } });
    expect(
      logs.body.data.filter(
        (l: { to: string; detail: string }) =>
          l.to === 'asker@gmail.com' && /Auto-reply \(autoresponder\)/.test(l.detail),
      ),
    ).toHaveLength(1);

    const d = await api.call('DELETE', '/email/autoresponders', { token, query: { input: `alex@${D}` } });
    expect(d.body).toMatchObject({ address: `alex@${D}`, deleted: true });
    expect((await api.call('DELETE', '/email/autoresponders', { token, query: { input: `alex@${D}` } })).status).toBe(
      404,
    );
    expect(
      (await api.call('PUT', '/email/autoresponders', { token, body: { input: `alex@${D}`, ...body } })).status,
    ).toBe(404);
  });

  it('validates dates and addresses', async () => {
    const bad = await api.call('POST', '/email/autoresponders', {
      token,
      body: { input: `jobs@${D}`, ...body, starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' },
    });
    expect(bad.body.errors[0].path).toBe('ends_at');
    expect(
      (await api.call('POST', '/email/autoresponders', { token, body: { input: `ghost@${D}`, ...body } })).body.code,
    ).toBe('mailbox_not_found');
    expect(
      (
        await api.call('POST', '/email/autoresponders', {
          token,
          body: { input: `jobs@${D}`, ...body, interval_hours: 721 },
        })
      ).status,
    ).toBe(422);
  });
});

describe('vacation messages', () => {
  let token: string;
  beforeAll(async () => {
    token = await write();
  });
  const at = (days: number) => new Date(api.clock.now().getTime() + days * 86_400_000).toISOString();

  it('creates, refuses overlaps, updates, answers while active, deletes', async () => {
    const input = `billing@${D}`;
    const c = await api.call('POST', '/email/vacation', {
      token,
      body: { input, subject: 'On leave', message: 'Back soon', starts_at: at(-1), ends_at: at(3) },
    });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ address: input, active: true, replyOnce: true });
    const overlap = await api.call('POST', '/email/vacation', {
      token,
      body: { input, subject: 'x', message: 'x', starts_at: at(2), ends_at: at(5) },
    });
    expect(overlap.status).toBe(409);
    const later = await api.call('POST', '/email/vacation', {
      token,
      body: { input, subject: 'Summer', message: 'Gone', starts_at: at(10), ends_at: at(20) },
    });
    expect(later.body.active).toBe(false);
    const moved = await api.call('PUT', '/email/vacation', {
      token,
      body: { input, id: later.body.id, subject: 'Summer', message: 'Gone', starts_at: at(1), ends_at: at(20) },
    });
    expect(moved.status).toBe(409);
    const u = await api.call('PUT', '/email/vacation', {
      token,
      body: { input, id: later.body.id, subject: 'Summer!', message: 'Gone', starts_at: at(4), ends_at: at(20) },
    });
    expect(u.body.subject).toBe('Summer!');

    await deliver(input, 'Where is my refund', 'client@gmail.com');
    await deliver(input, 'Hello again', 'client@gmail.com');
    const logs = await api.call('GET', '/email/logs', { token: read, query: { input, direction: 'out' } });
    expect(
      logs.body.data.filter(
        (l: { detail: string; to: string }) => l.to === 'client@gmail.com' && /Auto-reply \(vacation\)/.test(l.detail),
      ),
    ).toHaveLength(1);

    const list = await api.call('GET', '/email/vacation', { token: read, query: { input } });
    expect(list.body.data.map((v: { subject: string }) => v.subject)).toEqual(['On leave', 'Summer!']);
    expect((await api.call('DELETE', '/email/vacation', { token, query: { input, id: c.body.id } })).body.deleted).toBe(
      true,
    );
    expect((await api.call('DELETE', '/email/vacation', { token, query: { input, id: c.body.id } })).status).toBe(404);
  });
});

describe('filter rules', () => {
  let token: string;
  beforeAll(async () => {
    token = await write();
  });

  it('adds a domain-wide and a mailbox rule; the mail server applies them in order', async () => {
    const dom = await api.call('POST', '/email/filters', {
      token,
      body: { input: D, name: 'Drop casino', field: 'subject', match: 'contains', value: 'casino', action: 'discard' },
    });
    expect(dom.status).toBe(201);
    expect(dom.body).toMatchObject({ address: null, action: 'discard' });
    const box = await api.call('POST', '/email/filters', {
      token,
      body: {
        input: `jobs@${D}`,
        name: 'CVs',
        field: 'subject',
        match: 'starts_with',
        value: 'Application',
        action: 'move_to_folder',
        destination: 'Applications',
      },
    });
    expect(box.body).toMatchObject({ address: `jobs@${D}`, destination: 'INBOX.Applications' });
    expect(box.body.position).toBeGreaterThan(dom.body.position);

    await deliver(`jobs@${D}`, 'Application: designer');
    await deliver(`jobs@${D}`, 'Best casino bonus');
    expect(await inboxHas(`jobs@${D}`, 'designer', 'INBOX.Applications')).toBe(1);
    expect(await inboxHas(`jobs@${D}`, 'casino')).toBe(0);

    const list = await api.call('GET', '/email/filters', { token: read, query: { input: `jobs@${D}` } });
    expect(list.body.data.map((f: { name: string }) => f.name)).toEqual(['Drop casino', 'CVs']);
    expect(
      (await api.call('DELETE', '/email/filters', { token, query: { input: D, id: dom.body.id } })).body.deleted,
    ).toBe(true);
    expect((await api.call('DELETE', '/email/filters', { token, query: { input: D, id: dom.body.id } })).status).toBe(
      404,
    );
  });

  it('runs a regex rule on the linear-time engine, and refuses what that engine cannot run when it is saved', async () => {
    const rule = await api.call('POST', '/email/filters', {
      token,
      body: {
        input: `jobs@${D}`,
        name: 'Only a',
        field: 'subject',
        match: 'regex',
        value: '(a+)+$',
        action: 'move_to_folder',
        destination: 'Patterns',
      },
    });
    expect(rule.status).toBe(201);
    // The classic catastrophic-backtracking input: the rule does not match, the message stays in the inbox.
    await deliver(`jobs@${D}`, `${'a'.repeat(50)}b`);
    await deliver(`jobs@${D}`, 'AAAAAAAA');
    expect(await inboxHas(`jobs@${D}`, 'aaaab')).toBe(1);
    expect(await inboxHas(`jobs@${D}`, 'aaaaaaaa', 'INBOX.Patterns')).toBe(1);
    await api.call('DELETE', '/email/filters', { token, query: { input: `jobs@${D}`, id: rule.body.id } });

    const lookbehind = await api.call('POST', '/email/filters', {
      token,
      body: {
        input: `jobs@${D}`,
        name: 'x',
        field: 'subject',
        match: 'regex',
        value: '(?<=invoice )\\d+',
        action: 'discard',
      },
    });
    expect(lookbehind.status).toBe(422);
    expect(lookbehind.body).toMatchObject({
      code: 'validation_failed',
      detail: expect.stringMatching(/^value: Lookbehind .* is not supported: filter patterns run on RE2/),
      errors: [{ path: 'value', code: 'unsupported_regex', message: expect.stringContaining('Lookbehind') }],
    });
  });

  it('validates the rule', async () => {
    const base = { input: `jobs@${D}`, name: 'x', field: 'subject', match: 'contains', value: 'x' };
    expect(
      (await api.call('POST', '/email/filters', { token, body: { ...base, action: 'move_to_folder' } })).body.errors[0]
        .path,
    ).toBe('destination');
    expect(
      (
        await api.call('POST', '/email/filters', {
          token,
          body: { ...base, action: 'forward', destination: `jobs@${D}` },
        })
      ).body.errors[0].code,
    ).toBe('forward_loop');
    expect(
      (
        await api.call('POST', '/email/filters', {
          token,
          body: { ...base, match: 'regex', value: '([', action: 'discard' },
        })
      ).body.errors[0].code,
    ).toBe('invalid_regex');
    expect(
      (await api.call('POST', '/email/filters', { token, body: { ...base, field: 'header', action: 'discard' } })).body
        .errors[0].path,
    ).toBe('header_name');
    expect(
      (
        await api.call('POST', '/email/filters', {
          token,
          body: { ...base, input: 'sandandsons.fi', action: 'discard' },
        })
      ).status,
    ).toBe(403);
  });
});

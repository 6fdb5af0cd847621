// Listing mailboxes over the real API: a domain, one mailbox or the whole
// account, limit edges, cursor, search, usage sort; and the usage ranking.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { api, D, GOOD_PW, list, read, startMailApi, write } from './mailbox-test-api';

startMailApi();

describe('GET /email/accounts', () => {
  it('a domain input covers that domain; rows are exactly the spec Mailbox row', async () => {
    const r = await list({ input: D });
    expect(r.status).toBe(200);
    expect(r.body.scope).toEqual({ kind: 'domain', domains: [D] });
    expect(r.body.target).toMatchObject({ kind: 'domain', domain: D });
    expect(r.body.data.map((m: { address: string }) => m.address)).toEqual(
      ['alex', 'billing', 'info', 'jobs', 'support'].map((l) => `${l}@${D}`),
    );
    for (const m of r.body.data)
      expect(Object.keys(m).sort()).toEqual(['address', 'isSuspended', 'quotaMb', 'sendLimit', 'sentToday', 'usedMb']);
    expect(r.body.data[0]).toEqual({
      address: `alex@${D}`,
      usedMb: 3900,
      quotaMb: 5000,
      isSuspended: false,
      sendLimit: 500,
      sentToday: 42,
    });
    expect(r.body).toMatchObject({ total: 5, hasMore: false, nextCursor: null, note: null });
  });

  it('a service id covers every domain of the account', async () => {
    const [svc] = await queryRows<{ id: number }>(
      api.db,
      sql`select id from services where domain = ${D} and type = 'hosting'`,
    );
    const r = await list({ input: String(svc!.id) });
    expect(r.status).toBe(200);
    expect(r.body.scope.kind).toBe('account');
    expect(r.body.scope.domains).toEqual([
      'alexlindqvist.dev',
      'lindqvist.net',
      'nordlight-archive.com',
      'nordlight-prints.com', // an addon domain of the hosting account
      D,
      'nordlight.eu',
      'nordlight.se',
      'nordlightstudio.com', // a pointer (alias) onto its site
      'oldshop-nordlight.com',
      'studio-archive.se', // an addon domain
    ]);
    expect(r.body.total).toBe(5);
    // Only this account's mailboxes, never the guest account's or anyone else's.
    expect(r.body.data.every((m: { address: string }) => m.address.endsWith(`@${D}`))).toBe(true);
  });

  it('an address input lists that mailbox; an unknown one is 404 mailbox_not_found', async () => {
    const one = await list({ input: `info@${D}` });
    expect(one.body.scope.kind).toBe('mailbox');
    expect(one.body.data.map((m: { address: string }) => m.address)).toEqual([`info@${D}`]);
    const none = await list({ input: `nobody@${D}` });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('mailbox_not_found');
  });

  it('limit 1 and 200 are accepted, 0 and 201 are 422; a cut listing says so and pages on with the cursor', async () => {
    expect((await list({ input: D, limit: 0 })).status).toBe(422);
    expect((await list({ input: D, limit: 201 })).status).toBe(422);
    expect((await list({ input: D, limit: 200 })).status).toBe(200);
    const first = await list({ input: D, limit: 2 });
    expect(first.body).toMatchObject({ hasMore: true, total: 5 });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.note).toMatch(/Showing 2 of 5.*cursor/);
    const seen = [...first.body.data];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await list({ input: D, limit: 2, cursor });
      seen.push(...next.body.data);
      cursor = next.body.nextCursor;
    }
    expect(seen.map((m) => m.address)).toEqual(
      (await list({ input: D })).body.data.map((m: { address: string }) => m.address),
    );
  });

  it('q searches addresses; sort=-usage puts the largest first', async () => {
    const q = await list({ input: D, q: 'BIL' });
    expect(q.body.data.map((m: { address: string }) => m.address)).toEqual([`billing@${D}`]);
    expect(q.body.total).toBe(1);
    const u = await list({ input: D, sort: '-usage' });
    const used = u.body.data.map((m: { usedMb: number }) => m.usedMb);
    expect(used).toEqual([...used].sort((a: number, b: number) => b - a));
    expect((await list({ input: D, q: '%' })).body.total).toBe(0); // LIKE wildcards match literally
  });

  it("another account's domain is 403 domain_not_owned; a token without read:email is 403 insufficient_scope", async () => {
    const other = await list({ input: 'sandandsons.fi' });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('domain_not_owned');
    expect((await list({ input: 'olof@sandandsons.fi' })).body.code).toBe('domain_not_owned');
    const noScope = await list({ input: D }, await api.token(['read:account']));
    expect(noScope.status).toBe(403);
    expect(noScope.body.code).toBe('insufficient_scope');
  });
});

describe('identical lists asked together (core/shared-reads.ts)', () => {
  const addresses = (r: { body: { data: { address: string }[] } }) => r.body.data.map((m) => m.address);

  it("each account gets its own account's answer, never another's", async () => {
    const maria = await api.token(['read:email'], { accountEmail: 'maria@example.com' });
    const B = 'bergconsulting.se';
    const [demoOwn, mariaAsksDemos, demoAsksMarias, mariaOwn] = await Promise.all([
      list({ input: D }),
      list({ input: D }, maria),
      list({ input: B }),
      list({ input: B }, maria),
    ]);
    expect(addresses(demoOwn)).toEqual(['alex', 'billing', 'info', 'jobs', 'support'].map((l) => `${l}@${D}`));
    expect([mariaAsksDemos.status, mariaAsksDemos.body.code]).toEqual([403, 'domain_not_owned']);
    expect([demoAsksMarias.status, demoAsksMarias.body.code]).toEqual([403, 'domain_not_owned']);
    expect(addresses(mariaOwn)).toEqual([`kontakt@${B}`, `maria@${B}`]);
  });

  it('calls at once get the same answer; a list asked after a write sees it', async () => {
    const same = await Promise.all(Array.from({ length: 8 }, () => list({ input: D, q: 'o' })));
    expect(new Set(same.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(same.every((r) => r.status === 200 && r.headers.get('content-type') === 'application/json')).toBe(true);
    // Lists still in flight while the mailbox is created may show it or not; one asked after must.
    const inFlight = Array.from({ length: 4 }, () => list({ input: D, q: 'o' }));
    const created = await api.call('POST', '/email/accounts', {
      token: await write(),
      body: { input: `orders@${D}`, password: GOOD_PW },
    });
    expect(created.status).toBe(201);
    const after = await Promise.all(Array.from({ length: 4 }, () => list({ input: D, q: 'o' })));
    for (const r of after) expect(addresses(r)).toContain(`orders@${D}`);
    await Promise.all(inFlight);
  });
});

describe('GET /email/usage', () => {
  it('ranks by megabytes or by fullness, with totals', async () => {
    const used = await api.call('GET', '/email/usage', { token: read, query: { input: D } });
    expect(used.status).toBe(200);
    expect(used.body.data[0].address).toBe(`alex@${D}`);
    expect(used.body.totalUsedMb).toBe(used.body.data.reduce((s: number, m: { usedMb: number }) => s + m.usedMb, 0));
    const pct = await api.call('GET', '/email/usage', {
      token: read,
      query: { input: D, sort: 'percent', min_percent: 50 },
    });
    expect(pct.body.data.every((m: { usagePercent: number }) => m.usagePercent >= 50)).toBe(true);
    const percents = pct.body.data.map((m: { usagePercent: number }) => m.usagePercent);
    expect(percents).toEqual([...percents].sort((a: number, b: number) => b - a));
    const paged = await api.call('GET', '/email/usage', { token: read, query: { input: D, limit: 1 } });
    const next = await api.call('GET', '/email/usage', {
      token: read,
      query: { input: D, limit: 1, cursor: paged.body.nextCursor },
    });
    expect(next.body.data[0].usedMb).toBeLessThanOrEqual(paged.body.data[0].usedMb);
    expect(next.body.data[0].address).not.toBe(paged.body.data[0].address);
  });
});

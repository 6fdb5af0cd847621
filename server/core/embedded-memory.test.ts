// What the embedded database keeps in process memory (request counts, credentials, `input`
// resolutions; docs/decisions/018) stays exact: counts under concurrency and across a restart, and
// any write, even one that bypasses the API, is seen by the next call. On PostgreSQL the same
// calls go to the database, so these hold there too.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedStateOf, queryRows } from '@server/db/client';
import { startApi, type TestApi } from '@server/test/harness';
import { sha256 } from './crypto';
import { runDueJobs } from './jobs';
import { MemoryCounters, memoryCountersOf } from './admission/rate-counter-memory';
import { windowStartOf } from './admission/rate-limit';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  const now = api.clock.now().getTime();
  api.clock.freeze(Math.ceil(now / 3_600_000) * 3_600_000 + 1000);
});
afterAll(() => api.close());

const storedCount = async (key: string) => {
  const [row] = await queryRows<{ count: number }>(
    api.db,
    sql`select count from rate_counters where key = ${key} and bucket = 'requests'`,
  );
  return Number(row?.count ?? 0);
};

describe('request counts', () => {
  it('gives 40 parallel calls of one token 40 different counts', async () => {
    const t = await api.token(['read:account']);
    const replies = await Promise.all(Array.from({ length: 40 }, () => api.call('GET', '/account', { token: t })));
    const remaining = replies.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => b - a);
    expect(remaining).toEqual(Array.from({ length: 40 }, (_, i) => 299 - i));
  });

  it('writes the counts to the database, and a restarted process goes on from them', async () => {
    const t = await api.token(['read:account']);
    for (let i = 0; i < 7; i++) await api.call('GET', '/account', { token: t });
    await memoryCountersOf(api.db)?.flush();
    expect(await storedCount(sha256(t))).toBe(7);
    if (!embeddedStateOf(api.db)) return; // PostgreSQL counts in the database itself.
    // A fresh store is what a restarted process has: it starts from the stored count.
    const windowStart = windowStartOf(api.clock.now().getTime(), 300);
    const restarted = new MemoryCounters(api.db);
    expect(await restarted.count(sha256(t), 'requests', windowStart, 300)).toBe(8);
    await restarted.close(); // as a process's store is at its close (its write-behind timer is pending)
  });
});

describe('credentials and inputs are read afresh after any write', () => {
  it('refuses a token revoked straight in the database on the next call', async () => {
    const t = await api.token(['read:account']);
    expect((await api.call('GET', '/account', { token: t })).status).toBe(200);
    await api.db.execute(sql`update api_tokens set revoked_at = now() where hash = ${sha256(t)}`);
    const r = await api.call('GET', '/account', { token: t });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('token_revoked');
  });

  it('refuses a token once the clock passes its expiry, though it was read before', async () => {
    const expiresAt = new Date(api.clock.now().getTime() + 60_000);
    const t = await api.token(['read:account'], { expiresAt });
    expect((await api.call('GET', '/account', { token: t })).status).toBe(200);
    api.clock.advance(61_000);
    const r = await api.call('GET', '/account', { token: t });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('token_expired');
  });

  it('ends a session at logout for the next call', async () => {
    const cookie = await api.login();
    expect((await api.call('GET', '/account', { cookie })).status).toBe(200);
    expect((await api.call('POST', '/auth/logout', { cookie })).status).toBeLessThan(300);
    expect((await api.call('GET', '/account', { cookie })).status).toBe(401);
  });

  it('answers 403 for a domain moved to another account, right after the move', async () => {
    const t = await api.token(['read:email']);
    const list = () => api.call('GET', '/email/accounts', { token: t, query: { input: 'nordlight-studio.com' } });
    expect((await list()).status).toBe(200);
    const other = await api.accountId('olof@example.org');
    const [before] = await queryRows<{ account_id: number }>(
      api.db,
      sql`select account_id from domains where name = 'nordlight-studio.com'`,
    );
    await api.db.execute(sql`update domains set account_id = ${other} where name = 'nordlight-studio.com'`);
    try {
      const r = await list();
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('domain_not_owned');
    } finally {
      await api.db.execute(
        sql`update domains set account_id = ${before!.account_id} where name = 'nordlight-studio.com'`,
      );
    }
  });
});

describe('list pages and counts are read afresh after any write', () => {
  it('shows a mailbox added and its usage changed straight in the database on the next page', async () => {
    const t = await api.token(['read:email']);
    const list = async () =>
      (await api.call('GET', '/email/accounts', { token: t, query: { input: 'nordlight-studio.com', limit: 2 } })).body;
    const before = await list();
    expect(await list()).toEqual(before); // the same rows, whether read or kept
    const [first] = before.data;
    await api.db.execute(sql`update mailboxes set used_mb = used_mb + 1 where address = ${first.address}`);
    await api.db.execute(sql`
      insert into mailboxes (account_id, domain, address, password_hash, quota_mb, created_at)
      select account_id, domain, '0-added-by-sql@' || domain, password_hash, quota_mb, created_at
      from mailboxes where address = ${first.address}`);
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0].address).toBe('0-added-by-sql@nordlight-studio.com');
    expect(after.data.find((m: { address: string }) => m.address === first.address)?.usedMb).toBe(first.usedMb + 1);
  });
});

describe('the write count', () => {
  it('stays put through a job poll that finds nothing due (a transaction that only reads)', async () => {
    const embedded = embeddedStateOf(api.db);
    if (!embedded) return; // PostgreSQL keeps no write count.
    // Step whatever the earlier tests' clock moves made due, until nothing is.
    for (let i = 0; i < 50 && (await runDueJobs(api.deps)) > 0; i++);
    const before = embedded.generation();
    expect(await runDueJobs(api.deps)).toBe(0);
    expect(embedded.generation()).toBe(before);
  });
});

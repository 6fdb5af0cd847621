import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';
import { queryRows } from '@server/db/client';
import { DEFAULT_PASSWORD_COST, parsePasswordHash, verifyPassword } from '@server/core/crypto';
import { DEMO_PASSWORD_HASHES } from './demo-password-hashes';
import { DEMO, GUEST_HOST, OTHER } from './seed';
import { seedScale } from './scale';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const counts = async () =>
  (
    await queryRows<Record<string, number>>(
      api.db,
      sql`select
    (select count(*)::int from mailboxes) as mailboxes, (select count(*)::int from dns_records) as records,
    (select count(*)::int from invoices) as invoices, (select count(*)::int from audit_events) as audit`,
    )
  )[0]!;

describe('seed', () => {
  it('gives the demo three accounts: own, guest-of, unrelated', async () => {
    const cookie = await api.login();
    const list = await api.call('GET', '/account/accessible-accounts', { cookie });
    expect(list.body.data.map((a: { name: string; role: string }) => `${a.name}:${a.role}`)).toEqual([
      'Nordlight Studio AB:owner',
      'Berg Consulting:guest',
    ]);
    const rows = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from accounts`);
    expect(rows[0]!.n).toBe(3);
  });

  it('--scale N adds N rows to each big list, and can run twice', async () => {
    const before = await counts();
    await seedScale(api.db, api.clock.now(), 1500);
    await seedScale(api.db, api.clock.now(), 10);
    const after = await counts();
    expect(after.mailboxes - before.mailboxes).toBe(1510);
    expect(after.records - before.records).toBe(1510);
    expect(after.invoices - before.invoices).toBe(1510);
    expect(after.audit - before.audit).toBe(1510);
  });

  it('keeps a hash of each demo password, made once at the production cost', { timeout: 60_000 }, async () => {
    for (const pw of [DEMO.password, GUEST_HOST.password, OTHER.password])
      expect(DEMO_PASSWORD_HASHES).toHaveProperty([pw]);
    const kept = Object.entries(DEMO_PASSWORD_HASHES);
    for (const [, hash] of kept) expect(parsePasswordHash(hash)?.cost).toEqual(DEFAULT_PASSWORD_COST);
    expect(await Promise.all(kept.map(([password, hash]) => verifyPassword(password, hash)))).toEqual(
      kept.map(() => true),
    );
  });
});

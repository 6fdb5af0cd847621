// Logging in brings an old password hash up to today's cost. This file runs at
// the production cost (OWASP's minimum), not the tests' lowered one.
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConfig } from '@server/config';
import { hashPassword, parsePasswordHash } from '@server/core/crypto';
import { users } from '@server/db/schema/account';
import { startApi, type TestApi } from '@server/test/harness';
import { passwordCostOf } from '@server/core/crypto';

const OLOF = { email: 'olof@example.org', password: 'olof-password' };

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ passwordCost: undefined });
});
afterAll(() => api.close());

const storedHash = async () =>
  (await api.db.select({ h: users.passwordHash }).from(users).where(eq(users.email, OLOF.email)))[0]!.h;
const setHash = (passwordHash: string) => api.db.update(users).set({ passwordHash }).where(eq(users.email, OLOF.email));
const tryLogin = (password: string) =>
  api.call('POST', '/auth/login', { body: { email: OLOF.email, password }, headers: { 'x-requested-with': 'fetch' } });

/** A hash as the first version wrote it: `scrypt$salt$key` at Node's defaults (N=16384, r=8, p=1). */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}

describe('the password cost', () => {
  it("is at least OWASP's minimum for scrypt unless a config lowers it", () => {
    const cost = passwordCostOf(makeConfig({ appUrl: 'https://panel.example' }));
    expect(cost.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(cost.r).toBeGreaterThanOrEqual(8);
    expect(cost.p).toBeGreaterThanOrEqual(1);
    expect(passwordCostOf(api.deps.config)).toEqual(cost);
  });
});

describe('upgrading a hash at login', () => {
  it('an old-format hash logs in and is rewritten with its parameters at the default cost', async () => {
    const old = legacyHash(OLOF.password);
    await setHash(old);
    expect((await tryLogin('not-it')).status).toBe(401);
    expect(await storedHash()).toBe(old);

    expect((await tryLogin(OLOF.password)).status).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    expect(parsePasswordHash(upgraded)!.cost).toEqual(passwordCostOf(api.deps.config));

    // The new hash works, and a hash already at the cost is left alone.
    expect((await tryLogin(OLOF.password)).status).toBe(200);
    expect(await storedHash()).toBe(upgraded);
  });

  it('a hash stronger than the configured cost is never rewritten down', async () => {
    const lowered = await startApi(); // the tests' cost, N=1024
    try {
      const strong = await hashPassword(OLOF.password, { N: 4096, r: 8, p: 1 });
      await lowered.db.update(users).set({ passwordHash: strong }).where(eq(users.email, OLOF.email));
      await expect(lowered.login(OLOF.email, OLOF.password)).resolves.toMatch(/=/);
      const [row] = await lowered.db.select().from(users).where(eq(users.email, OLOF.email));
      expect(row!.passwordHash).toBe(strong);
    } finally {
      await lowered.close();
    }
  });
});

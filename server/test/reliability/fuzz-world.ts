// A fresh seeded API for one batch of fuzzed requests, with the credentials
// the fuzzer sends: an all-scope token and a web session per seeded account,
// plus an expired and a revoked token. Budgets and global caps are raised so a
// rate limit never stands between a request and the code it should reach.
import { eq, inArray } from 'drizzle-orm';
import { operations } from '@contract/registry';
import { scopeNames as ALL_SCOPES } from '@contract/scopes';
import { sha256 } from '@server/core/crypto';
import { runDueJobs } from '@server/core/jobs';
import { apiTokens } from '@server/db/schema/account';
import { DEMO, GUEST_HOST, OTHER } from '@server/seed/seed';
import { startApi, type TestApi } from '@server/test/harness';
import { readPool, type Pool } from './resource-pool';

export const PEOPLE = [DEMO, GUEST_HOST, OTHER] as const;

export const noLimits = {
  limits: { requests: 1e9, requestWindowSec: 300, writes: 1e9, writeWindowSec: 3600 },
  globalCaps: Object.fromEntries(operations.filter((o) => o.globalDailyCap).map((o) => [o.id, 1e9])),
};

export interface FuzzWorld {
  api: TestApi;
  pool: Pool;
  /** Index i belongs to PEOPLE[i]'s own account. */
  tokens: string[];
  cookies: string[];
  expiredToken: string;
  revokedToken: string;
  relogin(i: number): Promise<void>;
  remint(i: number): Promise<void>;
}

export async function openWorld(): Promise<FuzzWorld> {
  const api = await startApi(noLimits);
  const mint = (i: number) => api.token(ALL_SCOPES, { accountEmail: PEOPLE[i]!.email, name: `fuzz ${i}` });
  const tokens = await Promise.all(PEOPLE.map((_, i) => mint(i)));
  const cookies: string[] = [];
  for (const p of PEOPLE) cookies.push(await api.login(p.email, p.password));
  const expiredToken = await api.token(ALL_SCOPES, { expiresAt: new Date(api.clock.now().getTime() - 60_000) });
  const revokedToken = await api.token(ALL_SCOPES);
  await api.db
    .update(apiTokens)
    .set({ revokedAt: api.clock.now() })
    .where(eq(apiTokens.hash, sha256(revokedToken)));
  // Tokens the fuzzer may name in a path (revokeToken): one spare per account, never one it sends.
  for (const p of PEOPLE) await api.token(['read:account'], { accountEmail: p.email, name: 'spare' });
  // A guest on the owner's account, so revokeGuest has one to find.
  await api.call('POST', '/account/guests', { token: tokens[0], body: { email: 'bookkeeper@example.net' } });
  // A pending action per account, so the pending-action operations have something to find.
  for (const t of tokens) {
    await api.call('POST', '/account/balance/actions/add-funds', { token: t, body: { amount: 500 } });
  }
  // The seed's reminder job tells the demo's state, so every account has notifications to name.
  await runDueJobs(api.deps);
  const used = await api.db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(inArray(apiTokens.hash, [...tokens, expiredToken, revokedToken].map(sha256)));
  const usedIds = new Set(used.map((u) => u.id));
  const pool = await readPool(api.db, (id) => !usedIds.has(id));
  return {
    api,
    pool,
    tokens,
    cookies,
    expiredToken,
    revokedToken,
    async relogin(i) {
      const p = PEOPLE[i]!;
      try {
        cookies[i] = await api.login(p.email, p.password);
      } catch {
        // Fuzzed wrong passwords can use up the failed-attempt budget (core/attempt-limit.ts), which
        // pauses password sign-in for 15 minutes: let them age out, as a person would wait.
        api.clock.advance(16 * 60_000);
        cookies[i] = await api.login(p.email, p.password);
      }
    },
    async remint(i) {
      tokens[i] = await mint(i);
    },
  };
}

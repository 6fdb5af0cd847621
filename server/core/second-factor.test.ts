import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/account';
import { startApi, type TestApi } from '@server/test/harness';
import { ApiError } from './problem';
import { acceptTotp } from './second-factor';
import { newTotpSecret, totpNow } from './totp';

let api: TestApi;
let userId: number;
const secret = newTotpSecret();
beforeAll(async () => {
  api = await startApi();
  [{ id: userId }] = (await api.db
    .update(users)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(eq(users.email, 'olof@example.org'))
    .returning({ id: users.id })) as [{ id: number }];
});
afterAll(() => api.close());

const who = () => ({ userId, network: 'ip:second-factor-test' });
const accept = (code: string) => acceptTotp(api.deps, who(), secret, code);
const wrongCode = () => String((Number(totpNow(secret, api.clock.now())) + 1) % 1_000_000).padStart(6, '0');

describe('acceptTotp', () => {
  it('accepts a live code once, even when two requests carry it at the same moment', async () => {
    const code = totpNow(secret, api.clock.now());
    const results = await Promise.all([1, 2, 3].map(() => accept(code)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await accept(code)).toBe(false);
  });

  it('accepts the next time step, and refuses a wrong code', async () => {
    api.clock.advance(30_000);
    expect(await accept(wrongCode())).toBe(false);
    expect(await accept(totpNow(secret, api.clock.now()))).toBe(true);
  });

  it('counts wrong codes but not replays: after 5 wrong ones even the live code is refused with 429', async () => {
    api.clock.advance(16 * 60_000);
    const used = totpNow(secret, api.clock.now());
    expect(await accept(used)).toBe(true);
    for (let i = 0; i < 6; i++) expect(await accept(used)).toBe(false); // replays: refused, not counted
    for (let i = 0; i < 5; i++) expect(await accept(wrongCode())).toBe(false);
    api.clock.advance(30_000);
    const refused = await accept(totpNow(secret, api.clock.now())).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'rate_limited', extra: { retryAfter: expect.any(Number) } });
    api.clock.advance(15 * 60_000);
    expect(await accept(totpNow(secret, api.clock.now()))).toBe(true);
  });
});

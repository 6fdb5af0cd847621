import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { startApi, type TestApi } from '@server/test/harness';
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

describe('acceptTotp', () => {
  it('accepts a live code once, even when two requests carry it at the same moment', async () => {
    const code = totpNow(secret, api.clock.now());
    const results = await Promise.all([1, 2, 3].map(() => acceptTotp(api.db, userId, secret, code, api.clock.now())));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await acceptTotp(api.db, userId, secret, code, api.clock.now())).toBe(false);
  });

  it('accepts the next time step, and refuses a wrong code', async () => {
    api.clock.advance(30_000);
    const live = totpNow(secret, api.clock.now());
    const wrong = String((Number(live) + 1) % 1_000_000).padStart(6, '0');
    expect(await acceptTotp(api.db, userId, secret, wrong, api.clock.now())).toBe(false);
    expect(await acceptTotp(api.db, userId, secret, totpNow(secret, api.clock.now()), api.clock.now())).toBe(true);
  });
});

// The login password (docs/decisions/026): changing it (the current one first, then the strength rule),
// which ends the other sessions and, if asked, the API tokens; and "forgot password", whose answer is the
// same for any address, whose link works once for 30 minutes, and whose use ends every session.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { outbox } from '@server/db/schema/infra-mailer';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const STRONG = 'copper kettle drifts over quiet harbours';
const OLOF = { email: 'olof@example.org', password: 'olof-password' };

const change = (cookie: string, body: Record<string, unknown>) =>
  api.call('POST', '/account/password', { cookie, body });
const forgot = (email: string) =>
  api.call('POST', '/account/password-reset', { body: { email }, headers: { 'x-requested-with': 'fetch' } });
const complete = (token: string, newPassword: string) =>
  api.call('POST', '/account/password-reset/complete', {
    body: { token, newPassword },
    headers: { 'x-requested-with': 'fetch' },
  });
const alive = async (cookie: string) => (await api.call('GET', '/auth/session', { cookie })).status === 200;

/** The newest mail to an address, and the reset token in its link. */
/** The newest mail of `kind` to `to` (the seed's reminder job mails the same people when jobs run). */
async function lastMail(to: string, kind = 'password-reset') {
  const [m] = await api.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return m;
}
const tokenIn = (body: string) => /\/login#reset=([A-Za-z0-9]+)/.exec(body)?.[1];

describe('changing the password', () => {
  it('refuses a wrong current password on its field, and counts it like a failed login', async () => {
    const cookie = await api.login(OLOF.email, OLOF.password);
    const r = await change(cookie, { currentPassword: 'not-it', newPassword: STRONG });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([expect.objectContaining({ path: 'currentPassword', code: 'wrong_password' })]);
    const counted = await api.db.execute(
      sql`select coalesce(sum(count), 0)::int as n from rate_counters where bucket = 'failed-password'`,
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });

  it('refuses a short, a common and a personal password, saying why', async () => {
    const cookie = await api.login(OLOF.email, OLOF.password);
    const short = await change(cookie, { currentPassword: OLOF.password, newPassword: 'short1' });
    expect(short.status).toBe(422);
    expect(short.body.errors[0]).toMatchObject({ path: 'newPassword', message: 'Use at least 12 characters' });
    const common = await change(cookie, { currentPassword: OLOF.password, newPassword: 'password1234' });
    expect(common.status).toBe(422);
    expect(common.body.errors[0]).toMatchObject({ path: 'newPassword', code: 'weak_password' });
    expect(common.body.detail).toMatch(/too easy to guess: it is .*(common|used)/);
    const personal = await change(cookie, { currentPassword: OLOF.password, newPassword: 'olof@example.org1' });
    expect(personal.status).toBe(422);
    expect(personal.body.detail).toContain('too easy to guess');
    await expect(api.login(OLOF.email, OLOF.password)).resolves.toMatch(/=/);
  });

  it('ends every other session, keeps this one, and keeps API tokens unless asked', async () => {
    const here = await api.login(OLOF.email, OLOF.password);
    const elsewhere = await api.login(OLOF.email, OLOF.password);
    const token = await api.token(['read:account'], { accountEmail: OLOF.email });
    const r = await change(here, { currentPassword: OLOF.password, newPassword: STRONG });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ sessionsEnded: expect.any(Number), tokensRevoked: 0 });
    expect(r.body.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
    expect((await api.call('GET', '/account', { token })).status).toBe(200);
    await expect(api.login(OLOF.email, OLOF.password)).rejects.toThrow(/401/);
    await expect(api.login(OLOF.email, STRONG)).resolves.toMatch(/=/);
    expect((await lastMail(OLOF.email, 'password-changed'))!.subject).toBe('Your control panel password was changed');
  });

  it('revokes the API tokens the person made when asked', async () => {
    const cookie = await api.login(OLOF.email, STRONG);
    const token = await api.token(['read:account'], { accountEmail: OLOF.email });
    const r = await change(cookie, { currentPassword: STRONG, newPassword: `${STRONG} again`, revokeApiTokens: true });
    expect(r.status).toBe(200);
    expect(r.body.tokensRevoked).toBeGreaterThanOrEqual(1);
    const refused = await api.call('GET', '/account', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('token_revoked');
    OLOF.password = `${STRONG} again`;
  });

  it('is refused to an API token, whatever its scopes', async () => {
    const token = await api.token(['read:account', 'write:account']);
    const r = await api.call('POST', '/account/password', {
      token,
      body: { currentPassword: 'demo-password', newPassword: STRONG },
    });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('session_required');
  });
});

describe('forgot password', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const before = (await api.db.select().from(outbox)).length;
    const known = await forgot('demo@example.com');
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body.detail.replace('nobody-here@example.com', 'X')).toBe(
      known.body.detail.replace('demo@example.com', 'X'),
    );
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    // Nothing is looked up while the caller waits: the same job is queued either way.
    expect(await api.db.select().from(outbox)).toHaveLength(before);
    await runDueJobs(api.deps);
    const after = await api.db.select().from(outbox);
    // Other due jobs (the seed's reminders) may mail too; the reset mail goes to the known address only.
    const resets = after.slice(before).filter((m) => m.kind === 'password-reset');
    expect(resets.map((m) => m.to)).toEqual(['demo@example.com']);
    const mail = await lastMail('demo@example.com');
    expect(mail!.kind).toBe('password-reset');
    expect(mail!.body).toContain('http://dashboard.test/login#reset=');
    // only the token's hash is stored
    const stored = await api.db.execute(sql`select token_hash from password_resets`);
    const hashes = (stored as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(tokenIn(mail!.body));
  });

  it('a link works once, and its use ends every session of the login', async () => {
    const session = await api.login();
    await forgot('demo@example.com');
    await runDueJobs(api.deps);
    const token = tokenIn((await lastMail('demo@example.com'))!.body)!;

    // A refused password leaves the link working.
    const weak = await complete(token, 'demo@example.com1');
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].path).toBe('newPassword');

    const r = await complete(token, STRONG);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, sessionsEnded: expect.any(Number) });
    expect(r.body.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await alive(session)).toBe(false);
    await expect(api.login('demo@example.com', STRONG)).resolves.toMatch(/=/);

    const again = await complete(token, `${STRONG} twice`);
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({ path: 'token', code: 'invalid_reset_link' });
    expect(again.body.detail).toContain('already used');
  });

  it('a link expires after 30 minutes, and a newer link replaces an older one', async () => {
    await forgot('demo@example.com');
    await runDueJobs(api.deps);
    const first = tokenIn((await lastMail('demo@example.com'))!.body)!;
    await forgot('demo@example.com');
    await runDueJobs(api.deps);
    const second = tokenIn((await lastMail('demo@example.com'))!.body)!;
    expect((await complete(first, `${STRONG} older`)).body.detail).toContain('replaced by a newer one');

    api.clock.advance(30 * 60_000 + 1000);
    const late = await complete(second, `${STRONG} later`);
    expect(late.status).toBe(422);
    expect(late.body.detail).toContain('expired');
    expect((await complete('made-up-token', `${STRONG} made up`)).body.detail).toContain('not valid');
  });

  it('is limited like logins: the 11th request for one address in 15 minutes is a 429, known or not', async () => {
    api.clock.advance(16 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await forgot('limit-me@example.com')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    const refused = await forgot('limit-me@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

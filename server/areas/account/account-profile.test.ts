// Contact profile, preferences, and the held login-email change: nothing
// changes until a person approves it through the web session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:account', 'write:account']);
});
afterAll(() => api.close());

describe('profile', () => {
  it('GET returns the contact profile', async () => {
    const r = await api.call('GET', '/account/profile', { token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: 'Nordlight Studio AB',
      email: 'demo@example.com',
      company: 'Nordlight Studio AB',
      // Stored in E.164 since issue 33 (the seed holds it so).
      phone: '+46812345678',
      address: { line1: 'Storgatan 12', line2: null, city: 'Stockholm', postalCode: '111 22', country: 'SE' },
    });
  });

  it('PATCH changes only what is sent and merges the address', async () => {
    api.clock.advance(1000);
    const r = await api.call('PATCH', '/account/profile', {
      token,
      body: { phone: '+46 70 555 12 34', address: { city: 'Göteborg' } },
    });
    expect(r.status).toBe(200);
    // Issue 33: stored and answered in E.164, however it was typed.
    expect(r.body.phone).toBe('+46705551234');
    expect(r.body.address).toEqual({
      line1: 'Storgatan 12',
      line2: null,
      city: 'Göteborg',
      postalCode: '111 22',
      country: 'SE',
    });
    expect(r.body.company).toBe('Nordlight Studio AB');
    expect(r.body.updatedAt).toBe(api.clock.now().toISOString());
    const again = await api.call('GET', '/account/profile', { token });
    expect(again.body).toEqual(r.body);
  });

  it('an empty body is a 422 and changes nothing', async () => {
    const before = (await api.call('GET', '/account/profile', { token })).body;
    api.clock.advance(1000);
    const r = await api.call('PATCH', '/account/profile', { token, body: {} });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.errors.length).toBeGreaterThan(0);
    expect((await api.call('GET', '/account/profile', { token })).body).toEqual(before);
  });

  it('a bad phone is a 422 naming the field, and the valid fields beside it are not written', async () => {
    const before = (await api.call('GET', '/account/profile', { token })).body;
    api.clock.advance(1000);
    const r = await api.call('PATCH', '/account/profile', {
      token,
      body: { name: 'Renamed AB', phone: 'call me maybe' },
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.errors).toEqual([
      expect.objectContaining({ path: 'phone', message: expect.stringContaining('phone number') }),
    ]);
    expect((await api.call('GET', '/account/profile', { token })).body).toEqual(before);
  });

  it('a country that is not a two-letter code is a 422 on address.country', async () => {
    const r = await api.call('PATCH', '/account/profile', { token, body: { address: { country: 'Sweden' } } });
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain('address.country');
  });

  it('needs write:account', async () => {
    const reader = await api.token(['read:account']);
    const r = await api.call('PATCH', '/account/profile', { token: reader, body: { name: 'X' } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
  });
});

describe('preferences', () => {
  it('GET returns the defaults for a fresh account', async () => {
    const r = await api.call('GET', '/account/preferences', { token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      language: 'en-GB',
      timezone: 'UTC',
      theme: 'system',
      dateFormat: 'locale',
      notifications: { invoices: true, expiry: true, monitoring: true, newsletter: false },
    });
  });

  it('PATCH merges, including inside notifications, and persists', async () => {
    const r = await api.call('PATCH', '/account/preferences', {
      token,
      body: { timezone: 'Europe/Stockholm', date_format: 'eu', notifications: { newsletter: true } },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      language: 'en-GB',
      timezone: 'Europe/Stockholm',
      theme: 'system',
      dateFormat: 'eu',
      notifications: { invoices: true, expiry: true, monitoring: true, newsletter: true },
    });
    expect((await api.call('GET', '/account/preferences', { token })).body).toEqual(r.body);
  });

  it('an unknown time zone is a 422 on timezone and changes nothing', async () => {
    const before = (await api.call('GET', '/account/preferences', { token })).body;
    const r = await api.call('PATCH', '/account/preferences', {
      token,
      body: { timezone: 'Mars/Olympus_Mons', theme: 'dark' },
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.errors).toEqual([expect.objectContaining({ path: 'timezone', message: 'Unknown time zone' })]);
    expect((await api.call('GET', '/account/preferences', { token })).body).toEqual(before);
  });

  it('an unknown theme and an empty body are 422', async () => {
    expect((await api.call('PATCH', '/account/preferences', { token, body: { theme: 'neon' } })).status).toBe(422);
    expect((await api.call('PATCH', '/account/preferences', { token, body: {} })).status).toBe(422);
  });
});

describe('login-email change (hold)', () => {
  // Olof's account, so the demo login stays intact for the rest of the file.
  let olof: string;
  let holdId: string;
  beforeAll(async () => {
    olof = await api.token(['read:account', 'write:account'], { accountEmail: 'olof@example.org' });
  });

  it('returns a confirmation hold and changes nothing', async () => {
    const r = await api.call('POST', '/account/profile/email-change', {
      token: olof,
      body: { new_email: 'Olof.New@Example.org', attempt_key: 'chg-1' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'confirmation_required', operation: 'requestEmailChange' });
    holdId = r.body.pendingActionId;
    expect(r.body.confirmationUrl).toBe(`${APP_URL}/confirm/${holdId}`);
    expect(Date.parse(r.body.expiresAt)).toBeGreaterThan(api.clock.now().getTime());
    expect(r.body.preview).toEqual(
      expect.arrayContaining([{ label: 'New login email', value: 'olof.new@example.org' }]),
    );

    expect((await api.call('GET', '/account', { token: olof })).body.email).toBe('olof@example.org');
    await expect(api.login('olof.new@example.org', 'olof-password')).rejects.toThrow(/401/);
    const pending = await api.call('GET', `/pending-actions/${holdId}`, { token: olof });
    expect(pending.body).toMatchObject({ status: 'confirmation_required', result: null, decidedAt: null });
  });

  it('the same attempt_key returns the same hold; with another address it is a 422', async () => {
    const same = await api.call('POST', '/account/profile/email-change', {
      token: olof,
      body: { new_email: 'olof.new@example.org', attempt_key: 'chg-1' },
    });
    expect(same.status).toBe(200);
    expect(same.body.pendingActionId).toBe(holdId);
    const other = await api.call('POST', '/account/profile/email-change', {
      token: olof,
      body: { new_email: 'someone.else@example.org', attempt_key: 'chg-1' },
    });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('validation_failed');
    expect(other.body.errors).toEqual([expect.objectContaining({ path: 'attempt_key' })]);
  });

  it('refuses the current address and an address another login uses', async () => {
    const same = await api.call('POST', '/account/profile/email-change', {
      token: olof,
      body: { new_email: 'olof@example.org' },
    });
    expect(same.status).toBe(422);
    expect(same.body.errors[0].path).toBe('new_email');
    const taken = await api.call('POST', '/account/profile/email-change', {
      token: olof,
      body: { new_email: 'maria@example.com' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('conflict');
    const bad = await api.call('POST', '/account/profile/email-change', {
      token: olof,
      body: { new_email: 'not-an-email' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('new_email');
  });

  it('a token cannot approve; the session can, and the person then logs in with the new email', async () => {
    const byToken = await api.call('POST', `/pending-actions/${holdId}/approve`, { token: olof, body: {} });
    expect(byToken.status).toBe(403);
    expect(byToken.body.code).toBe('session_required');
    expect((await api.call('GET', '/account', { token: olof })).body.email).toBe('olof@example.org');

    const cookie = await api.login('olof@example.org', 'olof-password');
    const ok = await api.call('POST', `/pending-actions/${holdId}/approve`, { cookie, body: {} });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 'approved',
      result: { email: 'olof.new@example.org', previousEmail: 'olof@example.org' },
    });

    expect((await api.call('GET', '/account', { token: olof })).body.email).toBe('olof.new@example.org');
    const fresh = await api.login('olof.new@example.org', 'olof-password');
    expect((await api.call('GET', '/auth/session', { cookie: fresh })).body.user.email).toBe('olof.new@example.org');
    await expect(api.login('olof@example.org', 'olof-password')).rejects.toThrow(/401/);

    const twice = await api.call('POST', `/pending-actions/${holdId}/approve`, { cookie: fresh, body: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('hold_already_decided');
  });

  it('the demo user cannot read or approve a hold of another account', async () => {
    const demo = await api.login();
    const r = await api.call('GET', `/pending-actions/${holdId}`, { cookie: demo });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('not_owned');
  });
});

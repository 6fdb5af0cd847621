// Preferences that take effect (ADR 030): the locale and theme are the account's, so a second
// browser signed in to the same account reads what the first saved; a row saved before the locale
// was a full tag is answered as one, and the switches the reminder jobs read are kept.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@server/db/schema/account';
import { startApi, type TestApi } from '@server/test/harness';
import { localeOfLanguage, readPreferences } from './stored-preferences';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('a stored value older than the contract', () => {
  it('reads a bare language as the locale of the account’s country', () => {
    expect(localeOfLanguage('en', 'SE')).toBe('en-GB');
    expect(localeOfLanguage('en', 'us')).toBe('en-US');
    expect(localeOfLanguage(undefined, 'US')).toBe('en-US');
    expect(localeOfLanguage('sv', 'US')).toBe('sv-SE');
    expect(localeOfLanguage('de', 'SE')).toBe('de-DE');
    expect(localeOfLanguage('sv-SE', 'US')).toBe('sv-SE');
    expect(localeOfLanguage('klingon', 'SE')).toBe('en-GB');
  });

  it('keeps what was chosen and defaults only what is missing or unknown', () => {
    expect(
      readPreferences(
        {
          language: 'sv',
          theme: 'dark',
          dateFormat: 'iso',
          timezone: 'Europe/Stockholm',
          notifications: { expiry: false },
        },
        'SE',
      ),
    ).toEqual({
      language: 'sv-SE',
      timezone: 'Europe/Stockholm',
      theme: 'dark',
      dateFormat: 'iso',
      notifications: { invoices: true, expiry: false, monitoring: true, newsletter: false },
    });
    expect(readPreferences({ theme: 'neon', dateFormat: 'roman', notifications: 'on' }, 'SE')).toMatchObject({
      theme: 'system',
      dateFormat: 'locale',
      notifications: { invoices: true, expiry: true, monitoring: true, newsletter: false },
    });
  });
});

describe('through the API', () => {
  it('answers a row saved with a bare language with its locale, and a save stores the locale', async () => {
    const id = await api.accountId('demo@example.com');
    await api.db
      .update(accounts)
      .set({ preferences: { language: 'sv', dateFormat: 'iso', theme: 'light' } })
      .where(eq(accounts.id, id));
    const cookie = await api.login();
    const read = await api.call('GET', '/account/preferences', { cookie });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ language: 'sv-SE', dateFormat: 'iso', theme: 'light' });

    const saved = await api.call('PATCH', '/account/preferences', { cookie, body: { timezone: 'Europe/Stockholm' } });
    expect(saved.status).toBe(200);
    const [row] = await api.db.select().from(accounts).where(eq(accounts.id, id));
    expect(row!.preferences).toMatchObject({ language: 'sv-SE', dateFormat: 'iso', theme: 'light' });
  });

  it('the locale and theme one browser saves are what another browser reads', async () => {
    const first = await api.login();
    const second = await api.login();
    const r = await api.call('PATCH', '/account/preferences', {
      cookie: first,
      body: { language: 'en-US', theme: 'dark', date_format: 'locale' },
    });
    expect(r.status).toBe(200);
    expect((await api.call('GET', '/account/preferences', { cookie: second })).body).toMatchObject({
      language: 'en-US',
      theme: 'dark',
      dateFormat: 'locale',
    });
  });

  it('refuses a bare language and a locale it does not offer, naming the field', async () => {
    const cookie = await api.login();
    for (const language of ['en', 'sv_SE', 'xx-XX']) {
      const r = await api.call('PATCH', '/account/preferences', { cookie, body: { language } });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(r.body.errors).toEqual([expect.objectContaining({ path: 'language' })]);
    }
  });
});

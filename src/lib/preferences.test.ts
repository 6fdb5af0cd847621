import { afterEach, describe, expect, it } from 'vitest';
import { browserTimeZone, displayTimeZone } from './display-zone';
import { browserFormatLocale, displayDateFormat, displayLocale } from './format-preferences';
import { followPreferences, loadPreferences, preferencesQuery, saveTheme } from './preferences';
import { createQueryClient } from './query-client';
import { json, problem, stubFetch } from '@/test/fetch-stub';

const prefs = (timezone: string) => ({
  language: 'en-GB',
  timezone,
  theme: 'system',
  dateFormat: 'locale',
  notifications: { invoices: true, expiry: true, monitoring: true, newsletter: false },
});

describe('the display zone follows the account’s preferences', () => {
  it('from the first read, through a saved change, to a logout', async () => {
    stubFetch({ 'GET /api/v1/account/preferences': json(prefs('America/Sao_Paulo')) });
    const qc = createQueryClient();
    const unfollow = followPreferences(qc);
    expect(displayTimeZone()).toBe(browserTimeZone());

    await qc.prefetchQuery(preferencesQuery);
    expect(displayTimeZone()).toBe('America/Sao_Paulo');

    // What the preferences form does with the PATCH answer.
    qc.setQueryData(preferencesQuery.queryKey, prefs('Asia/Tokyo') as never);
    expect(displayTimeZone()).toBe('Asia/Tokyo');

    qc.clear();
    expect(displayTimeZone()).toBe(browserTimeZone());
    unfollow();
  });

  it('keeps the browser’s zone when the preferences cannot be read', async () => {
    stubFetch({});
    const qc = createQueryClient();
    const unfollow = followPreferences(qc);
    await qc.prefetchQuery(preferencesQuery);
    expect(qc.getQueryState(preferencesQuery.queryKey)?.status).toBe('error');
    expect(displayTimeZone()).toBe(browserTimeZone());
    unfollow();
  });
});

describe('the preferences the page was served with', () => {
  /** What server/pages/spa.ts writes into the page. */
  const serve = (value: unknown) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.dataset.answerOf = 'getPreferences';
    element.textContent = JSON.stringify(value);
    document.head.append(element);
  };
  const block = () => document.querySelector('script[data-answer-of="getPreferences"]');
  afterEach(() => block()?.remove());

  it('are the first ones, without a request, and are used once', async () => {
    const calls = stubFetch({ 'GET /api/v1/account/preferences': json(prefs('Asia/Tokyo')) });
    const qc = createQueryClient();
    const unfollow = followPreferences(qc);
    serve(prefs('America/Sao_Paulo'));
    await loadPreferences(qc);
    expect(calls).toHaveLength(0);
    expect(displayTimeZone()).toBe('America/Sao_Paulo');
    expect(block()).toBeNull();
    // Later reads ask the API.
    await qc.fetchQuery({ ...preferencesQuery, staleTime: 0 });
    expect(calls).toHaveLength(1);
    expect(displayTimeZone()).toBe('Asia/Tokyo');
    qc.clear();
    unfollow();
  });

  it('are asked for when the page carries none', async () => {
    const calls = stubFetch({ 'GET /api/v1/account/preferences': json(prefs('Asia/Tokyo')) });
    const qc = createQueryClient();
    const unfollow = followPreferences(qc);
    await loadPreferences(qc);
    expect(calls).toHaveLength(1);
    expect(displayTimeZone()).toBe('Asia/Tokyo');
    qc.clear();
    unfollow();
  });
});

describe('the locale, date format and theme follow the account’s preferences', () => {
  afterEach(() => document.documentElement.classList.remove('dark'));

  it('from the first read to a logout, which keeps the theme as drawn', async () => {
    stubFetch({
      'GET /api/v1/account/preferences': json({ ...prefs('Europe/Stockholm'), language: 'sv-SE', theme: 'dark' }),
    });
    const qc = createQueryClient();
    const unfollow = followPreferences(qc);
    expect(displayLocale()).toBe(browserFormatLocale());
    await qc.prefetchQuery(preferencesQuery);
    expect(displayLocale()).toBe('sv-SE');
    expect(displayDateFormat()).toBe('locale');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');

    qc.setQueryData(preferencesQuery.queryKey, {
      ...prefs('Europe/Stockholm'),
      language: 'en-US',
      dateFormat: 'iso',
    } as never);
    expect(displayLocale()).toBe('en-US');
    expect(displayDateFormat()).toBe('iso');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    qc.clear();
    expect(displayLocale()).toBe(browserFormatLocale());
    expect(displayDateFormat()).toBe('locale');
    unfollow();
  });

  it('saves a theme on the account, and draws the account’s again when the save fails', async () => {
    const calls = stubFetch({
      'GET /api/v1/account/preferences': json(prefs('UTC')),
      'PATCH /api/v1/account/preferences': json({ ...prefs('UTC'), theme: 'dark' }),
    });
    const qc = createQueryClient();
    const unfollow = followPreferences(qc);
    await qc.prefetchQuery(preferencesQuery);
    await saveTheme(qc, 'dark');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ theme: 'dark' }]);
    expect(qc.getQueryData<{ theme: string }>(preferencesQuery.queryKey)?.theme).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    stubFetch({ 'PATCH /api/v1/account/preferences': problem(403, 'insufficient_scope', 'Needs write:account') });
    await expect(saveTheme(qc, 'light')).rejects.toThrow();
    expect(qc.getQueryData<{ theme: string }>(preferencesQuery.queryKey)?.theme).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    qc.clear();
    unfollow();
  });
});

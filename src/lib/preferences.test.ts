import { afterEach, describe, expect, it } from 'vitest';
import { browserTimeZone, displayTimeZone } from './display-zone';
import { followPreferredTimeZone, loadPreferences, preferencesQuery } from './preferences';
import { createQueryClient } from './query-client';
import { json, stubFetch } from '@/test/fetch-stub';

const prefs = (timezone: string) => ({
  language: 'en',
  timezone,
  theme: 'system',
  dateFormat: 'iso',
  notifications: { invoices: true, expiry: true, monitoring: true, newsletter: false },
});

describe('the display zone follows the account’s preferences', () => {
  it('from the first read, through a saved change, to a logout', async () => {
    stubFetch({ 'GET /api/v1/account/preferences': json(prefs('America/Sao_Paulo')) });
    const qc = createQueryClient();
    const unfollow = followPreferredTimeZone(qc);
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
    const unfollow = followPreferredTimeZone(qc);
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
    const unfollow = followPreferredTimeZone(qc);
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
    const unfollow = followPreferredTimeZone(qc);
    await loadPreferences(qc);
    expect(calls).toHaveLength(1);
    expect(displayTimeZone()).toBe('Asia/Tokyo');
    qc.clear();
    unfollow();
  });
});

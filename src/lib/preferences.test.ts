import { describe, expect, it } from 'vitest';
import { browserTimeZone, displayTimeZone } from './display-zone';
import { followPreferredTimeZone, preferencesQuery } from './preferences';
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

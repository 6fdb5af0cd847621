import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { servicesCommandSource } from './command-source';
import { service } from './test-data';

describe('servicesCommandSource', () => {
  it('finds services by name through the API and links to their page', async () => {
    const calls = stubFetch({
      'GET /api/v1/services': json({
        data: [service({ id: 8, displayName: 'Cloud VPS M (build-01)', type: 'vps' })],
        hasMore: false,
        nextCursor: null,
        total: 1,
      }),
    });
    const items = await servicesCommandSource.search('  cloud vps ', new AbortController().signal, new QueryClient());
    expect(calls[0]!.url.searchParams.get('q')).toBe('cloud vps');
    expect(calls[0]!.url.searchParams.get('limit')).toBe('8');
    expect(items).toEqual([
      {
        id: 'service:8',
        label: 'Cloud VPS M (build-01)',
        hint: 'vps · active',
        link: { to: '/vps/$serviceId', params: { serviceId: '8' } },
      },
      {
        id: 'vps-console:8',
        label: 'Open console of Cloud VPS M (build-01)',
        hint: 'vps · action',
        link: { to: '/vps/$serviceId/console', params: { serviceId: '8' } },
      },
    ]);
  });

  it('sends a domain, a hosting account and a VPS to their own pages, not the service page', async () => {
    stubFetch({
      'GET /api/v1/services': json({
        data: [
          service({ id: 5, type: 'domain', displayName: 'nordlight.se', domain: 'nordlight.se' }),
          service({ id: 6, type: 'hosting', displayName: 'Business Hosting (nordlight.se)', domain: 'nordlight.se' }),
          service({ id: 7, type: 'vps', displayName: 'Cloud VPS M', domain: null }),
          service({ id: 9, type: 'ssl', displayName: 'SSL (nordlight.se)', domain: 'nordlight.se' }),
        ],
        hasMore: false,
        nextCursor: null,
        total: 4,
      }),
    });
    const items = await servicesCommandSource.search('nordlight', new AbortController().signal, new QueryClient());
    expect(items.filter((i) => i.id.startsWith('service:')).map((i) => i.link)).toEqual([
      { to: '/domains/$domain', params: { domain: 'nordlight.se' } },
      { to: '/hosting/$serviceId', params: { serviceId: '6' } },
      { to: '/vps/$serviceId', params: { serviceId: '7' } },
      { to: '/services/$serviceId', params: { serviceId: '9' } },
    ]);
  });

  it('puts the console first for "open console of <server>", searching the name alone', async () => {
    const answer = json({
      data: [service({ id: 8, displayName: 'build-01', type: 'vps', domain: null })],
      hasMore: false,
      nextCursor: null,
      total: 1,
    });
    const calls = stubFetch({ 'GET /api/v1/services': [answer, answer] });
    const items = await servicesCommandSource.search(
      'Open console of build-01',
      new AbortController().signal,
      new QueryClient(),
    );
    expect(calls[0]!.url.searchParams.get('q')).toBe('build-01');
    expect(items.map((i) => i.label)).toEqual(['Open console of build-01', 'build-01']);
    expect(items[0]!.link).toEqual({ to: '/vps/$serviceId/console', params: { serviceId: '8' } });
    // "console" alone offers the consoles of the servers.
    await servicesCommandSource.search('console', new AbortController().signal, new QueryClient());
    expect(calls[1]!.url.searchParams.get('type')).toBe('vps');
    expect(calls[1]!.url.searchParams.has('q')).toBe(false);
  });
});

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
    const items = await servicesCommandSource.search('  cloud vps ', new AbortController().signal);
    expect(calls[0]!.url.searchParams.get('q')).toBe('cloud vps');
    expect(calls[0]!.url.searchParams.get('limit')).toBe('8');
    expect(items).toEqual([
      {
        id: 'service:8',
        label: 'Cloud VPS M (build-01)',
        hint: 'vps · active',
        link: { to: '/services/$serviceId', params: { serviceId: '8' } },
      },
    ]);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hostingAccount } from '@/test/fixtures';
import { json, stubFetch } from '@/test/fetch-stub';
import { databasesCommandSource } from './command-source';
import { database } from './database-test-data';

const signal = new AbortController().signal;
const page = <T>(data: T[]) => ({ data, hasMore: false, nextCursor: null, total: data.length });

describe('databasesCommandSource', () => {
  it("searches every hosting account's databases and opens the database in its account", async () => {
    const calls = stubFetch({
      'GET /api/v1/hosting': json(
        page([hostingAccount({ domain: 'nordlight.se' }), hostingAccount({ serviceId: 42, domain: 'oldshop.se' })]),
      ),
      'GET /api/v1/databases': (call) =>
        json(
          call.url.searchParams.get('input') === 'oldshop.se'
            ? page([database({ name: 'oldshop_wp' })])
            : page([database({ name: 'nordligh_wp' }), database({ name: 'nordligh_shop' })]),
        ),
    });
    const items = await databasesCommandSource.search('oldshpo_wp', signal, new QueryClient());
    expect(items[0]).toEqual({
      id: 'database:oldshop.se:oldshop_wp',
      label: 'oldshop_wp',
      hint: 'Database · oldshop.se',
      link: { to: '/databases/$database', params: { database: 'oldshop_wp' }, search: { input: 'oldshop.se' } },
    });
    const lists = calls.filter((c) => c.url.pathname === '/api/v1/databases');
    expect(lists.map((c) => c.url.searchParams.get('input')).sort()).toEqual(['nordlight.se', 'oldshop.se']);
  });
});

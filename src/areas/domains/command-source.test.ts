import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { domainsCommandSource } from './command-source';
import { domain, listPage } from './domain-test-data';
import { domainsQueries } from './queries';

const signal = new AbortController().signal;
const portfolio = [
  domain({ id: 1, domain: 'example.com' }),
  domain({ id: 2, domain: 'nordlight.se', tld: 'se', status: 'expired' }),
  domain({ id: 3, domain: 'xn--kaff-epa.se', tld: 'se' }),
];

describe('domainsCommandSource', () => {
  it("finds a domain by a rough name in the account's list and links to the domain's own page", async () => {
    const calls = stubFetch({ 'GET /api/v1/domains': json(listPage(portfolio)) });
    const queryClient = new QueryClient();
    const search = (q: string) => domainsCommandSource.search(q, signal, queryClient);
    const items = await search('nordlihgt');
    expect(calls).toHaveLength(1);
    expect(items.map((i) => i.label)).toEqual(['nordlight.se', 'Renew nordlight.se']);
    expect(items[0]).toEqual({
      id: 'domain:nordlight.se',
      label: 'nordlight.se',
      hint: 'Domain · Expired (grace)',
      link: { to: '/domains/$domain', params: { domain: 'nordlight.se' } },
    });
    // A name typed in Unicode finds its punycode domain, shown in Unicode.
    expect((await search('kaffé')).map((i) => i.label)).toEqual(['kaffé.se', 'Renew kaffé.se']);
    // The list was fetched once and is answered from cache after.
    expect(calls).toHaveLength(1);
  });

  it('answers from the cached list the Domains screen loaded, without a request', async () => {
    const calls = stubFetch({});
    const queryClient = new QueryClient();
    queryClient.setQueryData(domainsQueries.list().queryKey, {
      pages: [listPage(portfolio)],
      pageParams: [undefined],
    });
    const items = await domainsCommandSource.search('example.com', signal, queryClient);
    expect(items.map((i) => i.label)).toEqual(['example.com', 'Renew example.com']);
    expect(calls).toHaveLength(0);
  });

  it('offers "Renew <name>" first when asked, only for a domain the overview can renew', async () => {
    stubFetch({
      'GET /api/v1/domains': json(
        listPage([...portfolio, domain({ id: 4, domain: 'nordlight.no', tld: 'no', status: 'pending_delete' })]),
      ),
    });
    const queryClient = new QueryClient();
    const search = (q: string) => domainsCommandSource.search(q, signal, queryClient);
    const items = await search('Renew nordlight.se');
    expect(items[0]).toEqual({
      id: 'domain-renew:nordlight.se',
      label: 'Renew nordlight.se',
      hint: 'Domain · action',
      link: { to: '/domains/$domain', params: { domain: 'nordlight.se' }, search: { action: 'renew' } },
    });
    expect(items.map((i) => i.label)).not.toContain('Renew nordlight.no');
    const other = (await search('nordlight.no')).map((i) => i.label);
    expect(other[0]).toBe('nordlight.no');
    expect(other).not.toContain('Renew nordlight.no');
    // The verb alone offers every renewable domain.
    expect((await search('renew')).filter((i) => i.id.startsWith('domain-renew:'))).toHaveLength(3);
  });
});

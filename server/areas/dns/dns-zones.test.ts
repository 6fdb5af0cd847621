// Zones through the API: the account's zone list and one zone's summary,
// finding a zone from a host name, ownership, scopes, and what is not built yet.
import { describe, expect, it } from 'vitest';
import { api, startRecordsApi, token, Z } from './records-test-api';

startRecordsApi();

describe('zones', () => {
  it('lists the account’s zones with counts and delegation, and summarises one', async () => {
    const zones = await api.call('GET', '/dns/zones', { token });
    expect(zones.status).toBe(200);
    // with the zones the hosting account's addon domains and pointer brought (server/seed/hosting-sites.ts)
    expect(zones.body.data.map((z: { domain: string }) => z.domain)).toEqual([
      'alexlindqvist.dev',
      'nordlight-prints.com',
      'nordlight-studio.com',
      'nordlight.se',
      'nordlightstudio.com',
      'oldshop-nordlight.com',
      'studio-archive.se',
    ]);
    const main = zones.body.data.find((z: { domain: string }) => z.domain === Z);
    expect(main).toMatchObject({ delegated: true, dnssec: false });
    expect(main.recordCount).toBeGreaterThan(10);
    expect((await api.call('GET', '/dns/zones', { token, query: { q: 'ALEX' } })).body.total).toBe(1);

    const zone = await api.call('GET', '/dns/zone', { token, query: { input: 'alex@nordlight-studio.com' } });
    expect(zone.status).toBe(200);
    expect(zone.body).toMatchObject({
      domain: Z,
      nameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
      registryNameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
      mxTemplate: 'own',
      defaultTtl: 3600,
      target: { kind: 'email', mailbox: 'alex@nordlight-studio.com' },
    });
    expect(zone.body.recordCounts).toMatchObject({ SOA: 1, NS: 2, MX: 2, CAA: 2, SRV: 2 });
  });

  it('a host name of a zone finds the zone; another account’s zone is 403 domain_not_owned', async () => {
    const host = await api.call('GET', '/dns/zone', { token, query: { input: 'https://www.nordlight-studio.com/' } });
    expect(host.body.domain).toBe(Z);
    for (const [method, path, opts] of [
      ['GET', '/dns/zone', { query: { input: 'sandandsons.fi' } }],
      ['GET', '/dns/records', { query: { input: 'sandandsons.fi' } }],
      [
        'POST',
        '/dns/records',
        { body: { input: 'sandandsons.fi', record: { type: 'A', name: 'x', value: '192.0.2.1' } } },
      ],
      ['POST', '/dns/zone/mx-templates/apply', { body: { input: 'sandandsons.fi', template: 'own' } }],
    ] as const) {
      const r = await api.call(method, path, { token, ...opts });
      expect(r.status, path).toBe(403);
      expect(r.body.code).toBe('domain_not_owned');
    }
    expect((await api.call('GET', '/dns/zone', { token, query: { input: 'unknown-domain.org' } })).status).toBe(404);
  });

  it('needs the dns scopes', async () => {
    const readOnly = await api.token(['read:dns']);
    const r = await api.call('POST', '/dns/records', {
      token: readOnly,
      body: { input: Z, record: { type: 'A', name: 'x', value: '192.0.2.1' } },
    });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
  });

  it('snapshots answer a clear 501 saying they are not yet available', async () => {
    const r = await api.call('GET', '/dns/zone/snapshots', { token, query: { input: Z } });
    expect(r.status).toBe(501);
    expect(r.body).toMatchObject({ code: 'not_available', detail: 'Zone snapshots are not yet available' });
  });
});

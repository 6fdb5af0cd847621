// Hosting accounts: the listing, one account with its plan and node, the
// connection details (never a password), the web-server summary and the
// resources by kind; ownership (403) and domains not on hosting (404).
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingHotlink, hostingRedirects } from '@server/db/schema/hosting';
import type { TestApi } from '@server/test/harness';
import { hostingService, startHostingApi } from './sites-test-api';

let api: TestApi;
let demo: string;
let olof: string;

const get = (path: string, query: Record<string, string | number>, token = demo) =>
  api.call('GET', path, { token, query });
const serviceOf = (domain: string) => hostingService(api, domain);

beforeAll(async () => {
  ({ api, reader: demo, olof } = await startHostingApi());
});
afterAll(() => api.close());

describe('listing hosting accounts', () => {
  it("lists the account's own hosting, with plan, node, status and disk against the quota", async () => {
    const r = await get('/hosting', {});
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 2, hasMore: false, nextCursor: null });
    expect(r.body.data).toMatchObject([
      { domain: 'nordlight-studio.com', daUsername: 'nordligh', plan: 'Business Hosting', node: 'web-ams-04' },
      { domain: 'oldshop-nordlight.com', daUsername: 'oldshop', status: 'suspended', diskQuotaMb: 10_000 },
    ]);
    const usage = await get('/hosting/usage', { input: 'nordlight-studio.com' });
    expect(r.body.data[0].diskUsedMb).toBe(usage.body.diskMb.used);
    expect(r.body.data[0].diskQuotaMb).toBe(50_000);
    expect((await get('/hosting', {}, olof)).body.data.map((a: { domain: string }) => a.domain)).toEqual([
      'sandandsons.fi',
    ]);
  });

  it('filters by status and by text in the domain or the panel username, and pages with a cursor', async () => {
    const suspended = await get('/hosting', { status: 'suspended' });
    expect(suspended.body.data.map((a: { domain: string }) => a.domain)).toEqual(['oldshop-nordlight.com']);
    expect((await get('/hosting', { q: 'STUDIO' })).body.data.map((a: { domain: string }) => a.domain)).toEqual([
      'nordlight-studio.com',
    ]);
    // a LIKE wildcard typed by the customer is only text
    expect((await get('/hosting', { q: '%' })).body.total).toBe(0);
    const first = await get('/hosting', { limit: 1 });
    const second = await get('/hosting', { limit: 1, cursor: first.body.nextCursor });
    expect([first.body.hasMore, first.body.data[0].domain, second.body.data[0].domain, second.body.hasMore]).toEqual([
      true,
      'nordlight-studio.com',
      'oldshop-nordlight.com',
      false,
    ]);
    expect((await get('/hosting', { status: 'paused' })).status).toBe(422);
  });
});

describe('one hosting account', () => {
  it('gives plan limits, node addresses and PHP, nameservers of its domain and features', async () => {
    const svc = await serviceOf('nordlight-studio.com');
    const r = await get('/hosting/account', { input: 'https://nordlight-studio.com/shop' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      serviceId: svc.id,
      domain: 'nordlight-studio.com',
      status: 'active',
      target: { domain: 'nordlight-studio.com', serviceId: svc.id, daUsername: 'nordligh', node: 'web-ams-04' },
      ipAddress: '185.20.30.14',
      ipv6Address: '2a02:750:9::14',
      phpVersion: '8.3',
      suspendedReason: null,
      nameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
      limits: {
        diskMb: 50000,
        bandwidthMb: 500000,
        addonDomains: 10,
        subdomains: 50,
        mailboxes: 50,
        databases: 20,
        ftpAccounts: 10,
      },
      features: { ssh: true, cron: true, backups: true, git: true },
      createdAt: svc.createdAt.toISOString(),
    });
    // a service id names the same account
    expect((await get('/hosting/account', { input: String(svc.id) })).body.domain).toBe('nordlight-studio.com');
  });

  it('shows a suspended account as suspended, and a Starter plan without shell or git', async () => {
    const r = await get('/hosting/account', { input: 'oldshop-nordlight.com' });
    expect(r.body).toMatchObject({ status: 'suspended', node: 'web-ams-02', features: { ssh: false, git: false } });
    const olofs = await get('/hosting/account', { input: 'sandandsons.fi' }, olof);
    expect(olofs.body).toMatchObject({ ipv6Address: null, limits: { addonDomains: 1, ftpAccounts: 2 } });
  });

  it("refuses another account's hosting (403) and a domain not on hosting (404)", async () => {
    for (const path of ['/hosting/account', '/hosting/credentials', '/hosting/httpd-config']) {
      for (const input of ['sandandsons.fi', 'bergconsulting.se']) {
        const r = await get(path, { input });
        expect([path, r.status, r.body.code]).toEqual([path, 403, 'domain_not_owned']);
      }
      const none = await get(path, { input: 'alexlindqvist.dev' });
      expect([path, none.status, none.body.code]).toEqual([path, 404, 'not_found']);
      expect(none.body.detail).toContain('not served by a hosting account');
    }
    const theirs = await serviceOf('sandandsons.fi');
    expect((await get('/hosting/account', { input: String(theirs.id) })).body.code).toBe('not_owned');
    expect((await get('/hosting/account', { input: 'no domain' })).status).toBe(422);
  });
});

describe('credentials', () => {
  it('gives the panel, FTP, SFTP/SSH and database endpoints of the node, never a password', async () => {
    const r = await get('/hosting/credentials', { input: 'nordlight-studio.com' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      controlPanel: { url: 'https://web-ams-04.panel-hosting.net:2222', username: 'nordligh' },
      ftp: { host: 'web-ams-04.panel-hosting.net', port: 21, username: 'nordligh', explicitTls: true },
      sftp: { host: 'web-ams-04.panel-hosting.net', port: 22, enabled: true },
      ssh: { port: 22, enabled: true, hostKeyFingerprint: expect.stringMatching(/^SHA256:/) },
      database: { host: 'web-ams-04.panel-hosting.net', port: 3306, adminUrl: expect.stringContaining('web-ams-04') },
      homeDirectory: '/home/nordligh',
      documentRoot: '/home/nordligh/domains/nordlight-studio.com/public_html',
      ipAddress: '185.20.30.14',
    });
    expect(JSON.stringify(r.body).toLowerCase()).not.toContain('password');
  });

  it('has no SSH (nor SFTP) on a plan without shell access', async () => {
    const r = await get('/hosting/credentials', { input: 'sandandsons.fi' }, olof);
    expect(r.body.ssh).toMatchObject({
      enabled: false,
      hostKeyFingerprint: null,
      host: 'web-hel-01.panel-hosting.net',
    });
    expect(r.body.sftp.enabled).toBe(false);
    expect(r.body.controlPanel.username).toBe('sandsons');
  });
});

describe('web-server summary', () => {
  it("gives the node's server and PHP handler and each site with its certificate", async () => {
    const svc = await serviceOf('nordlight-studio.com');
    const r = await get('/hosting/httpd-config', { input: 'nordlight-studio.com' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ server: 'litespeed', serverVersion: '6.3.2', phpHandler: 'lsapi' });
    const site = r.body.sites.find((s: { domain: string }) => s.domain === 'nordlight-studio.com');
    expect(site).toMatchObject({
      documentRoot: '/home/nordligh/domains/nordlight-studio.com/public_html',
      phpVersion: '8.3',
      http2: true,
      forceHttps: true,
      ssl: { enabled: true, issuer: "Let's Encrypt", expiresAt: expect.any(String) },
    });
    // two custom error pages, plus a rule per redirect and the hotlink block when it is on
    const [redirects] = await api.db
      .select({ n: count() })
      .from(hostingRedirects)
      .where(eq(hostingRedirects.serviceId, svc.id));
    const [hotlink] = await api.db
      .select({ n: count() })
      .from(hostingHotlink)
      .where(and(eq(hostingHotlink.serviceId, svc.id), eq(hostingHotlink.enabled, true)));
    expect(r.body.customDirectives).toBe(2 + redirects!.n + hotlink!.n);
  });

  it('has no HTTP/2 under suPHP (Apache prefork)', async () => {
    const r = await get('/hosting/httpd-config', { input: 'sandandsons.fi' }, olof);
    expect(r.body).toMatchObject({ server: 'apache', phpHandler: 'suphp' });
    expect(r.body.sites[0]).toMatchObject({ domain: 'sandandsons.fi', http2: false, ssl: { enabled: true } });
  });
});

describe('resources', () => {
  const list = (kind: string, extra: Record<string, string | number> = {}, input = 'nordlight-studio.com') =>
    get('/hosting/resources', { input, kind, ...extra });

  it('lists each kind the account has', async () => {
    const ftp = await list('ftp_accounts');
    expect(ftp.status).toBe(200);
    expect(ftp.body).toMatchObject({ kind: 'ftp_accounts', total: 2, target: { daUsername: 'nordligh' } });
    expect(ftp.body.data.map((f: { name: string }) => f.name)).toEqual(['deploy@nordlight-studio.com', 'nordligh']);
    expect((await list('ssh_keys')).body.data).toMatchObject([{ name: 'nordligh@workstation', status: 'active' }]);
    expect((await list('ip_addresses')).body.data.map((i: { name: string }) => i.name)).toEqual([
      '185.20.30.14',
      '2a02:750:9::14',
    ]);
    expect((await list('error_pages')).body.data.map((e: { details: { code: number } }) => e.details.code)).toEqual([
      404, 500,
    ]);
    // no shell access on Starter: no SSH keys
    expect((await list('ssh_keys', {}, 'sandandsons.fi')).status).toBe(403);
    expect((await get('/hosting/resources', { input: 'sandandsons.fi', kind: 'ssh_keys' }, olof)).body.total).toBe(0);
  });

  it('pages through PHP versions and refuses an unknown kind', async () => {
    const first = await list('php_versions', { limit: 2 });
    const second = await list('php_versions', { limit: 2, cursor: first.body.nextCursor });
    expect([...first.body.data, ...second.body.data].map((p: { name: string }) => p.name)).toEqual([
      '8.1',
      '8.2',
      '8.3',
    ]);
    expect(second.body.data[0].details).toMatchObject({ handler: 'lsapi', default: true });
    expect((await list('mail_queues')).status).toBe(422);
  });

  it("derives a certificate's status from its expiry as time passes", async () => {
    const cert = async () =>
      (await list('ssl_certificates')).body.data.find((c: { name: string }) => c.name === 'nordlight-studio.com');
    expect(await cert()).toMatchObject({
      name: 'nordlight-studio.com',
      status: 'expiring',
      details: { issuer: "Let's Encrypt", domain: 'nordlight-studio.com' },
    });
    const old = await list('ssl_certificates', {}, 'oldshop-nordlight.com');
    expect(old.body.data[0].status).toBe('expired');
    api.clock.advance(10 * 86_400_000);
    try {
      expect((await cert()).status).toBe('expired');
    } finally {
      api.clock.advance(-10 * 86_400_000);
    }
  });
});

// The health reports and the overview through the API: each one's success on
// the seeded estate, that they follow the real state when it changes, and
// each error code with another account's caller.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { DIAGNOSTICS_DEMO as DEMO } from '@server/seed/diagnostics';
import { byId, diagnosticsKit, OTHER_DOMAIN, STUDIO } from './diagnostics-test-kit';

const k = diagnosticsKit();
const get = (path: string, query: Record<string, string | number>, token = k.reader) =>
  k.api.call('GET', path, { token, query });
const serviceId = async (domain: string, type: string) =>
  (
    await queryRows<{ id: number }>(k.api.db, sql`select id from services where domain = ${domain} and type = ${type}`)
  )[0]!.id;

describe('GET /diagnostics/overview', () => {
  it('lists every service worst first with its issues, the broken MX among them', async () => {
    const r = await k.api.call('GET', '/diagnostics/overview', { token: k.reader });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('critical');
    const order = { critical: 0, warning: 1, unknown: 2, ok: 3 } as Record<string, number>;
    const ranks = r.body.services.map((s: { status: string }) => order[s.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const c = r.body.counts;
    expect(c.ok + c.warning + c.critical + c.unknown).toBe(r.body.services.length);
    const hosting = r.body.services.find(
      (s: { name: string; type: string }) => s.type === 'hosting' && s.name.includes(STUDIO),
    );
    expect(hosting.status).toBe('critical');
    const mx = byId(hosting.issues, `mx:${DEMO.brokenMxDomain}`);
    expect(mx.fix.action.operationId).toBe('applyMxTemplate');
    const suspended = r.body.services.find(
      (s: { name: string }) => s.name.includes('oldshop-nordlight.com') && s.name.includes('Hosting'),
    );
    expect(byId(suspended.issues, 'service_status').status).toBe('fail');
    // another account sees only its own services
    const olof = await k.api.call('GET', '/diagnostics/overview', { token: k.olof });
    expect(olof.body.services.every((s: { name: string }) => !s.name.includes('nordlight'))).toBe(true);
  });
});

describe('GET /diagnostics/disk-usage', () => {
  it('builds the tree of the largest directories from what the home really holds', async () => {
    const r = await get('/diagnostics/disk-usage', { input: STUDIO });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ path: '/', quotaMb: expect.any(Number), truncated: false });
    const paths = r.body.data.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['/imap', `/imap/${STUDIO}`, '/mysql', '/public_html']));
    const sizes = r.body.data.map((d: { sizeMb: number }) => d.sizeMb);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const top = r.body.data.filter((d: { path: string }) => d.path.split('/').length === 2);
    const sum = top.reduce((s: number, d: { sizeMb: number }) => s + d.sizeMb, 0);
    expect(Math.abs(sum - r.body.usedMb)).toBeLessThan(0.5);

    // A mailbox that grows by 1000 MB grows its directories by as much.
    const imapBefore = r.body.data.find((d: { path: string }) => d.path === '/imap').sizeMb;
    await k.api.db.execute(sql`update mailboxes set used_mb = used_mb + 1000 where address = ${`alex@${STUDIO}`}`);
    const sub = await get('/diagnostics/disk-usage', { input: STUDIO, path: '/imap/', depth: 2 });
    expect(sub.body.path).toBe('/imap');
    expect(sub.body.usedMb).toBeCloseTo(imapBefore + 1000, 0);
    const alex = sub.body.data.find((d: { path: string }) => d.path === `/imap/${STUDIO}/alex`);
    expect(alex.sizeMb).toBe(4900);
    expect(alex.files).toBeGreaterThan(0);

    const one = await get('/diagnostics/disk-usage', { input: STUDIO, depth: 1, limit: 1 });
    expect(one.body).toMatchObject({ truncated: true, data: [expect.objectContaining({ path: '/imap' })] });
    expect(one.body.total).toBeGreaterThan(1);
  });

  it('refuses a path outside the home, a missing directory and another account input', async () => {
    expect((await get('/diagnostics/disk-usage', { input: STUDIO, path: '/a/../..' })).status).toBe(422);
    expect((await get('/diagnostics/disk-usage', { input: STUDIO, depth: 9 })).status).toBe(422);
    const missing = await get('/diagnostics/disk-usage', { input: STUDIO, path: '/nothing-here' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
    expect((await get('/diagnostics/disk-usage', { input: OTHER_DOMAIN })).body.code).toBe('domain_not_owned');
    expect((await get('/diagnostics/disk-usage', { input: 'nordlight.se' })).body.code).toBe('not_found');
  });
});

describe('GET /diagnostics/dns', () => {
  it('checks the zone, its delegation, SOA and the records the services need', async () => {
    const r = await get('/diagnostics/dns', { input: STUDIO });
    expect(r.status).toBe(200);
    expect(r.body.domain).toBe(STUDIO);
    expect(r.body.nameservers).toEqual({
      expected: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
      delegated: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
      matches: true,
    });
    for (const id of ['zone', 'delegation', 'soa', 'web_records', 'mx_records'])
      expect(byId(r.body.checks, id).status, id).toBe('pass');
    expect(byId(r.body.checks, 'web_records').evidence[0]).toContain('185.20.30.14');

    const broken = await get('/diagnostics/dns', { input: DEMO.brokenMxDomain });
    const mx = byId(broken.body.checks, 'mx_records');
    expect(mx.status).toBe('fail');
    expect(mx.fix.action.path).toBe('/dns/zone/mx-templates/apply');
    expect(broken.body.status).toBe('critical');
  });

  it('refuses another account domain and an unknown one', async () => {
    expect((await get('/diagnostics/dns', { input: OTHER_DOMAIN })).body.code).toBe('domain_not_owned');
    expect((await get('/diagnostics/dns', { input: STUDIO }, k.olof)).body.code).toBe('domain_not_owned');
    expect((await get('/diagnostics/dns', { input: 'no-such-domain.se' })).body.code).toBe('not_found');
  });
});

describe('GET /diagnostics/email', () => {
  it('checks MX, authentication and one mailbox quota, and offers the quota call when it is full', async () => {
    const r = await get('/diagnostics/email', { input: STUDIO });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ domain: STUDIO, mailbox: null });
    expect(byId(r.body.checks, 'mx').status).toBe('pass');
    for (const id of ['spf', 'dkim', 'dmarc', 'mailbox_quota', 'mail_queue', 'bounces'])
      expect(byId(r.body.checks, id), id).toBeDefined();

    const box = `info@${STUDIO}`;
    await k.api.db.execute(sql`update mailboxes set used_mb = quota_mb where address = ${box}`);
    const one = await get('/diagnostics/email', { input: box });
    expect(one.body.mailbox).toBe(box);
    const quota = byId(one.body.checks, 'mailbox_quota');
    expect(quota.status).toBe('fail');
    // the sizes in the one unit system (ADR 033): "1.02 GB of 1.02 GB", never "1024 MB of 1024 MB"
    expect(quota.evidence).toEqual([expect.stringMatching(new RegExp(`^${box}: [\\d.]+ (MB|GB) of [\\d.]+ (MB|GB)$`))]);
    const [{ quota_mb: before }] = await queryRows<{ quota_mb: number }>(
      k.api.db,
      sql`select quota_mb from mailboxes where address = ${box}`,
    );
    // doubled, up to a whole decimal GB
    expect(quota.fix.action.body.quota_mb % 1000).toBe(0);
    expect(quota.fix.action.body.quota_mb).toBeGreaterThanOrEqual(before * 2);
    expect(quota.fix.action.body.quota_mb).toBeLessThan(before * 2 + 1000);
    expect(quota.fix.action).toMatchObject({
      operationId: 'changeMailboxQuota',
      method: 'PATCH',
      path: '/email/accounts/quota',
    });
    const mailWriter = await k.api.token(['write:email']);
    const a = quota.fix.action;
    expect((await k.api.call(a.method, a.path, { token: mailWriter, body: a.body })).status).toBe(200);
    expect(byId((await get('/diagnostics/email', { input: box })).body.checks, 'mailbox_quota').status).toBe('pass');
  });

  it('refuses another account domain', async () => {
    expect((await get('/diagnostics/email', { input: `olof@${OTHER_DOMAIN}` })).body.code).toBe('domain_not_owned');
    expect((await get('/diagnostics/email', { input: 'x@no-such-domain.se' })).body.code).toBe('not_found');
  });
});

describe('GET /diagnostics/service/{service}', () => {
  it('checks status, renewal, invoices and the node, following the hypervisor', async () => {
    const hosting = await serviceId(STUDIO, 'hosting');
    const r = await k.api.call('GET', `/diagnostics/service/${hosting}`, { token: k.reader });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ serviceId: hosting, serviceType: 'hosting', serviceStatus: 'active' });
    expect(byId(r.body.checks, 'service_status').status).toBe('pass');
    expect(byId(r.body.checks, 'node').status).toBe('pass');

    const suspended = await serviceId('oldshop-nordlight.com', 'hosting');
    const s = await k.api.call('GET', `/diagnostics/service/${suspended}`, { token: k.reader });
    expect(s.body).toMatchObject({ serviceStatus: 'suspended', status: 'critical' });

    const vps = await serviceId('build-01.nordlight-studio.com', 'vps');
    await k.api.deps.infra.hypervisor.setReachable(k.api.db, 'kvm-ams-11', false);
    const down = await k.api.call('GET', `/diagnostics/service/${vps}`, { token: k.reader });
    expect(byId(down.body.checks, 'node')).toMatchObject({ status: 'fail', evidence: ['kvm-ams-11: unreachable'] });
    await k.api.deps.infra.hypervisor.setReachable(k.api.db, 'kvm-ams-11', true);
    expect(
      byId((await k.api.call('GET', `/diagnostics/service/${vps}`, { token: k.reader })).body.checks, 'node').status,
    ).toBe('pass');
  });

  it('answers service_not_found, not_owned and 404 for a bad id', async () => {
    expect((await k.api.call('GET', '/diagnostics/service/999999', { token: k.reader })).body.code).toBe(
      'service_not_found',
    );
    const hosting = await serviceId(STUDIO, 'hosting');
    const other = await k.api.call('GET', `/diagnostics/service/${hosting}`, { token: k.olof });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('not_owned');
    expect((await k.api.call('GET', '/diagnostics/service/abc', { token: k.reader })).status).toBe(404);
  });
});

describe('GET /diagnostics/website', () => {
  it('resolves the site, asks the web node and reads the certificate', async () => {
    const r = await get('/diagnostics/website', { input: STUDIO });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ url: `https://${STUDIO}/`, httpStatus: 200 });
    expect(r.body.resolvedIps).toContain('185.20.30.14');
    expect(r.body.tls).toMatchObject({ valid: true, issuer: "Let's Encrypt" });
    for (const id of ['resolution', 'http', 'tls', 'error_log', 'resources'])
      expect(byId(r.body.checks, id), id).toBeDefined();
    const url = await get('/diagnostics/website', { input: `https://${STUDIO}/journal` });
    expect(url.body.url).toBe(`https://${STUDIO}/journal`);
  });

  it('refuses another account site', async () => {
    expect((await get('/diagnostics/website', { input: `https://${OTHER_DOMAIN}/` })).body.code).toBe(
      'domain_not_owned',
    );
    expect((await get('/diagnostics/website', { input: 'https://no-such-domain.se/' })).body.code).toBe('not_found');
  });
});

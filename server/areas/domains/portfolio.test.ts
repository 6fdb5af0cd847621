// The portfolio: the list (filters, pages, a Unicode search, rows that degrade
// when a registry does not answer), one domain, the audited auth code,
// auto-renewal and the transfer lock that is not available.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema/core';
import { domains } from '@server/db/schema/domains';
import { registryDomains } from '@server/db/schema/infra-registry';
import { services } from '@server/db/schema/services';
import { OUR_REGISTRAR, PROVIDER_NAMESERVERS } from '@server/infra/registry';
import { startApi, type TestApi } from '@server/test/harness';
import { accountContact, provisionRegistrarDomain } from './provision';

const DAY = 86_400_000;
let api: TestApi;
let reader: string;
let writer: string;

const DEMO = [
  'alexlindqvist.dev',
  'lindqvist.net',
  'nordlight-archive.com',
  'nordlight-studio.com',
  'nordlight.eu',
  'nordlight.se',
  'oldshop-nordlight.com',
];
const list = (query: Record<string, string | number> = {}) => api.call('GET', '/domains', { token: reader, query });
const names = (r: { body: { data: { domain: string }[] } }) => r.body.data.map((d) => d.domain);
const row = (r: { body: { data: { domain: string }[] } }, name: string) =>
  r.body.data.find((d) => d.domain === name) as Record<string, unknown>;
const local = async (name: string) => (await api.db.select().from(domains).where(eq(domains.name, name)))[0]!;
const registry = async (name: string) =>
  (await api.db.select().from(registryDomains).where(eq(registryDomains.name, name)))[0]!;
const reachable = (tld: string, on: boolean) => api.deps.infra.registry.setReachable(api.db, tld, on);

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:domains']);
  writer = await api.token(['read:domains', 'write:domains']);
  // A Unicode name (bücher.se), registered the way a completed order leaves it.
  const now = api.clock.now();
  const accountId = await api.accountId('demo@example.com');
  await api.db.transaction(async (tx) => {
    const nameservers = [...PROVIDER_NAMESERVERS];
    const registrant = await accountContact(tx, accountId);
    const reg = await api.deps.infra.registry.create(tx, {
      name: 'xn--bcher-kva.se',
      years: 1,
      registrar: OUR_REGISTRAR,
      nameservers,
      registrant,
      now,
    });
    await provisionRegistrarDomain(tx, {
      accountId,
      name: reg.name,
      registeredAt: now,
      expiresAt: reg.expiresAt,
      nameservers,
      autoRenew: true,
      renewalCents: 1200,
      now,
    });
  });
});
afterAll(() => api.close());

describe('the domain list', () => {
  it("lists the account's registrar domains by name, with the registry's view of each", async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(names(r)).toEqual([...DEMO, 'xn--bcher-kva.se'].sort());
    expect(r.body.total).toBe(8);
    expect(row(r, 'nordlight-studio.com')).toMatchObject({
      tld: 'com',
      status: 'active',
      transferLock: true,
      dnssec: true,
      usesProviderNameservers: true,
      renewalPrice: { amount: 18.75, currency: 'EUR' }, // 15.00 + 25 % VAT
      verification: 'verified',
    });
    // .se has no registrar transfer lock
    expect(row(r, 'nordlight.se')).toMatchObject({ transferLock: null, dnssec: false, renewalPrice: { amount: 15 } });
    expect(row(r, 'alexlindqvist.dev')).toMatchObject({ verification: 'pending' });
    expect(row(r, 'nordlight-archive.com')).toMatchObject({ status: 'redemption' });
    const other = await api.call('GET', '/domains', {
      token: await api.token(['read:domains'], { accountEmail: 'maria@example.com' }),
    });
    expect(names(other)).toEqual(['bergconsulting.se', 'maria-berg.se']);
  });

  it('pages with cursors, without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const r = await list({ limit: 3, ...(cursor ? { cursor } : {}) });
      expect(r.body.data.length).toBeLessThanOrEqual(3);
      seen.push(...names(r));
      cursor = r.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...DEMO, 'xn--bcher-kva.se'].sort());
    expect((await list({ cursor: 'not-a-cursor' })).body.code).toBe('invalid_request');
  });

  it('filters by status, by a name search in either form, and by an expiry window', async () => {
    expect(names(await list({ status: 'redemption' }))).toEqual(['nordlight-archive.com', 'nordlight.eu']);
    expect(names(await list({ q: 'NORDLIGHT.S' }))).toEqual(['nordlight.se']);
    expect(names(await list({ q: 'bücher' }))).toEqual(['xn--bcher-kva.se']);
    expect(names(await list({ q: 'BÜCHER.SE' }))).toEqual(['xn--bcher-kva.se']);
    expect(names(await list({ q: '%' }))).toEqual([]);
    // nordlight.se expires in 12 days, lindqvist.net expired 9 days ago (grace); redemption names are past renewal
    expect(names(await list({ expiring_within_days: 30 }))).toEqual(['lindqvist.net', 'nordlight.se']);
    expect(names(await list({ expiring_within_days: 60 }))).toContain('nordlight-studio.com');
    const bad = await list({ expiring_within_days: 0 });
    expect([bad.status, bad.body.errors[0].path]).toEqual([422, 'expiring_within_days']);
    expect((await list({ status: 'lost' })).status).toBe(422);
  });

  it('still lists every row when a registry does not answer, from what was last known', async () => {
    await api.db.update(domains).set({ locked: false }).where(eq(domains.name, 'nordlight-studio.com'));
    await reachable('com', false);
    await reachable('dev', false);
    try {
      const r = await list();
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(8);
      // the lock from our own record; verification and DNSSEC as the registry last stored them
      expect(row(r, 'nordlight-studio.com')).toMatchObject({ transferLock: false, dnssec: true });
      expect(row(r, 'alexlindqvist.dev')).toMatchObject({ verification: 'pending' });
      expect(row(r, 'nordlight.se')).toMatchObject({ transferLock: null });
    } finally {
      await reachable('com', true);
      await reachable('dev', true);
      await api.db.update(domains).set({ locked: true }).where(eq(domains.name, 'nordlight-studio.com'));
    }
  });
});

describe('one domain', () => {
  it('shows the registry statuses, the registrar, the zone and the hosting link', async () => {
    const d = await local('nordlight-studio.com');
    const r = await api.call('GET', '/domains/nordlight-studio.com', { token: reader });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      domain: 'nordlight-studio.com',
      registrar: OUR_REGISTRAR,
      registryStatuses: ['clientTransferProhibited'],
      authCodeAvailable: true,
      hasDnsZone: true,
      hostingServiceId: d.hostingServiceId,
      lastSyncedAt: null,
      target: { kind: 'domain', domain: 'nordlight-studio.com', serviceId: d.hostingServiceId },
    });
    expect(r.body.target.domainServiceId).toBe(d.serviceId);
    const archive = await api.call('GET', '/domains/NORDLIGHT-ARCHIVE.COM', { token: reader });
    expect(archive.body).toMatchObject({ domain: 'nordlight-archive.com', authCodeAvailable: false });
    expect(archive.body.registryStatuses).toContain('redemptionPeriod');
  });

  it('degrades when the registry does not answer', async () => {
    await reachable('com', false);
    try {
      const r = await api.call('GET', '/domains/nordlight-studio.com', { token: reader });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ registryStatuses: [], authCodeAvailable: false, transferLock: true });
    } finally {
      await reachable('com', true);
    }
  });

  it("refuses another account's domain (403) and an unknown one (404)", async () => {
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const r = await api.call('GET', `/domains/${name}`, { token: reader });
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
    const r = await api.call('GET', '/domains/no-such-name-here.com', { token: reader });
    expect([r.status, r.body.code]).toEqual([404, 'not_found']);
  });
});

describe('the auth code', () => {
  const authCode = (name: string) => api.call('GET', `/domains/${name}/auth-code`, { token: reader });

  it("is the registry's code, and reading it leaves an audit event", async () => {
    const r = await authCode('nordlight-studio.com');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      domain: 'nordlight-studio.com',
      authCode: (await registry('nordlight-studio.com')).authCode,
      expiresAt: null,
      target: { domain: 'nordlight-studio.com' },
    });
    const events = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.operation, 'getDomainAuthCode'), eq(auditEvents.target, 'nordlight-studio.com')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/domains/nordlight-studio.com/auth-code',
      outcome: 'success',
      status: 200,
      accountId: await api.accountId('demo@example.com'),
    });
    // a name in grace still has one
    expect((await authCode('lindqvist.net')).status).toBe(200);
  });

  it('is refused in redemption (409), while the registry is away (503), and for others’ names', async () => {
    for (const name of ['nordlight-archive.com', 'nordlight.eu']) {
      const r = await authCode(name);
      expect([r.status, r.body.code]).toEqual([409, 'conflict']);
      expect(r.body.detail).toMatch(/redemption/);
    }
    await reachable('com', false);
    try {
      const r = await authCode('nordlight-studio.com');
      expect([r.status, r.body.code]).toEqual([503, 'registry_unavailable']);
      expect(r.headers.get('retry-after')).toBe('300');
    } finally {
      await reachable('com', true);
    }
    expect((await authCode('maria-berg.se')).body.code).toBe('domain_not_owned');
    expect((await authCode('sandandsons.fi')).status).toBe(403);
    expect((await authCode('no-such-name-here.com')).status).toBe(404);
  });
});

describe('auto-renewal', () => {
  const set = (name: string, body: unknown, token = writer) =>
    api.call('POST', `/domains/${name}/autorenew`, { token, body });

  it('changes the domain and its service together, and says when the renewal runs', async () => {
    const d = await local('nordlight-studio.com');
    const off = await set('nordlight-studio.com', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ domain: 'nordlight-studio.com', autoRenew: false, nextRenewalAt: null });
    expect((await local('nordlight-studio.com')).autorenew).toBe(false);
    const svc = async () => (await api.db.select().from(services).where(eq(services.id, d.serviceId!)))[0]!;
    expect((await svc()).autoRenew).toBe(false);
    const on = await set('nordlight-studio.com', { enabled: true });
    expect(on.body.nextRenewalAt).toBe(new Date(d.expiresAt!.getTime() - 30 * DAY).toISOString());
    expect((await svc()).autoRenew).toBe(true);
    // a name in redemption can only be restored: no renewal is planned for it
    expect((await set('nordlight-archive.com', { enabled: true })).body).toMatchObject({
      autoRenew: true,
      nextRenewalAt: null,
    });
  });

  it('validates, needs write:domains, and refuses others’ names', async () => {
    expect((await set('nordlight-studio.com', { enabled: 'yes' })).status).toBe(422);
    expect((await set('nordlight-studio.com', { enabled: true }, reader)).body.code).toBe('insufficient_scope');
    expect((await set('maria-berg.se', { enabled: true })).body.code).toBe('domain_not_owned');
    expect((await set('no-such-name-here.com', { enabled: true })).status).toBe(404);
  });
});

describe('the transfer lock', () => {
  it('is not available through the API (501 not_available, with why)', async () => {
    const r = await api.call('POST', '/domains/nordlight-studio.com/lock', { token: writer, body: { locked: false } });
    expect([r.status, r.body.code]).toEqual([501, 'not_available']);
    expect(r.body.detail).toBe('Setting or clearing the transfer lock is not available through the API');
    expect((await local('nordlight-studio.com')).locked).toBe(true);
  });
});

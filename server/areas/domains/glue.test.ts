// Glue records: read from the registry; writing and removing one are holds
// that change nothing until approved, are checked when asked for (hostname
// under the domain, routable addresses, not a nameserver in use) and again on
// approval, and fail cleanly when the registry does not answer then.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '@server/core/deps';
import { registryDomains, registryHosts } from '@server/db/schema/infra-registry';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let reader: string;
let writer: string;
let cookie: string;

const STUDIO = 'nordlight-studio.com';
const put = (domain: string, body: Record<string, unknown>, token = writer) =>
  api.call('PUT', `/domains/${domain}/glue`, { token, body });
const del = (domain: string, hostname: string, token = writer, attempt_key?: string) =>
  api.call('DELETE', `/domains/${domain}/glue`, {
    token,
    query: { hostname, ...(attempt_key ? { attempt_key } : {}) },
  });
const approve = (id: string) => api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} });
const host = async (hostname: string) =>
  (await api.db.select().from(registryHosts).where(eq(registryHosts.hostname, hostname)))[0];
const preview = (hold: { preview: { label: string; value: string }[] }, label: string) =>
  hold.preview.find((p) => p.label === label)?.value;
const setRegistryNs = (name: string, nameservers: string[]) =>
  api.db.update(registryDomains).set({ nameservers }).where(eq(registryDomains.name, name));

beforeAll(async () => {
  api = await startApi({ limits: { ...defaultLimits, writes: 1000, requests: 5000 } });
  reader = await api.token(['read:domains']);
  writer = await api.token(['read:domains', 'write:domains']);
  cookie = await api.login();
});
afterAll(() => api.close());

describe('GET /domains/{domain}/glue', () => {
  it('lists the registry hosts under the domain', async () => {
    const r = await api.call('GET', `/domains/${STUDIO}/glue`, { token: reader });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      domain: STUDIO,
      target: { domain: STUDIO },
      hosts: [{ hostname: 'ns1.nordlight-studio.com', ipv4: ['185.20.31.10'], ipv6: ['2a02:750:9::10'] }],
    });
    const none = await api.call('GET', '/domains/nordlight.se/glue', { token: reader });
    expect(none.body.hosts).toEqual([]);
  });

  it('is 403 on another account, 503 when the registry does not answer', async () => {
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const r = await api.call('GET', `/domains/${name}/glue`, { token: reader });
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    const r = await api.call('GET', `/domains/${STUDIO}/glue`, { token: reader });
    await api.deps.infra.registry.setReachable(api.db, 'com', true);
    expect([r.status, r.body.code]).toEqual([503, 'registry_unavailable']);
  });
});

describe('PUT /domains/{domain}/glue (hold)', () => {
  it('creates a new glue host on approval, nothing before; one attempt_key gives one hold', async () => {
    const body = { hostname: 'ns2.nordlight-studio.com', ipv4: ['185.20.31.11'], ipv6: [], attempt_key: 'glue-ns2' };
    const [a, b] = [await put(STUDIO, body), await put(STUDIO, body)];
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ status: 'confirmation_required', operation: 'setDomainGlue' });
    expect(b.body.pendingActionId).toBe(a.body.pendingActionId);
    expect(preview(a.body, 'Current addresses')).toBe('none (a new glue record)');
    expect(preview(a.body, 'New addresses')).toBe('185.20.31.11');
    expect(await host('ns2.nordlight-studio.com')).toBeUndefined();
    const done = await approve(a.body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'approved', error: null, result: { created: true } });
    expect(await host('ns2.nordlight-studio.com')).toMatchObject({ ipv4: ['185.20.31.11'], ipv6: [] });
  });

  it('previews old → new addresses of an existing host, writes IPv6 in one form and each address once', async () => {
    const r = await put(STUDIO, {
      hostname: 'ns1.nordlight-studio.com',
      ipv4: ['185.20.31.12', '185.20.31.12'],
      ipv6: ['2A02:0750:0009:0000:0000:0000:0000:0012'],
    });
    expect(preview(r.body, 'Current addresses')).toBe('185.20.31.10, 2a02:750:9::10');
    expect(preview(r.body, 'New addresses')).toBe('185.20.31.12, 2a02:750:9::12');
    await approve(r.body.pendingActionId);
    expect(await host('ns1.nordlight-studio.com')).toMatchObject({ ipv4: ['185.20.31.12'], ipv6: ['2a02:750:9::12'] });
    const same = await put(STUDIO, {
      hostname: 'ns1.nordlight-studio.com',
      ipv4: ['185.20.31.12'],
      ipv6: ['2a02:750:9::12'],
    });
    expect([same.status, same.body.code]).toEqual([409, 'conflict']);
  });

  it('refuses a hostname that is not under the domain (422 on hostname)', async () => {
    for (const hostname of ['ns1.example.net', 'ns1.evilnordlight-studio.com', STUDIO]) {
      const r = await put(STUDIO, { hostname, ipv4: ['185.20.31.13'] });
      expect([r.status, r.body.code]).toEqual([422, 'validation_failed']);
      expect(r.body.errors).toEqual([expect.objectContaining({ path: 'hostname', code: 'not_subordinate' })]);
    }
  });

  it.each([
    ['10.1.2.3', 'ipv4', 'private'],
    ['192.168.0.53', 'ipv4', 'private'],
    ['127.0.0.1', 'ipv4', 'loopback'],
    ['169.254.10.10', 'ipv4', 'link-local'],
    ['0.0.0.0', 'ipv4', 'unspecified'],
    ['100.64.0.1', 'ipv4', 'carrier-grade NAT'],
    ['::1', 'ipv6', 'loopback'],
    ['fe80::1', 'ipv6', 'link-local'],
    ['fd00::53', 'ipv6', 'unique local'],
    ['::', 'ipv6', 'unspecified'],
  ])('refuses %s (%s) as %s, naming the address', async (address, field, why) => {
    const r = await put(STUDIO, { hostname: 'ns3.nordlight-studio.com', ipv4: [], ipv6: [], [field]: [address] });
    expect([r.status, r.body.code]).toEqual([422, 'validation_failed']);
    expect(r.body.errors).toEqual([
      expect.objectContaining({ path: `${field}.0`, code: 'not_routable', message: expect.stringContaining(address) }),
    ]);
    expect(r.body.errors[0].message).toContain(why);
  });

  it('allows the documentation ranges the sandbox uses (192.0.2.0/24, 2001:db8::/32)', async () => {
    const r = await put(STUDIO, { hostname: 'ns3.nordlight-studio.com', ipv4: ['192.0.2.10'], ipv6: ['2001:db8::10'] });
    expect(r.body.status).toBe('confirmation_required');
  });

  it('leaves contract validation to the contract: no addresses, a malformed address', async () => {
    const none = await put(STUDIO, { hostname: 'ns3.nordlight-studio.com', ipv4: [], ipv6: [] });
    expect([none.status, none.body.errors[0].path]).toEqual([422, 'ipv4']);
    const bad = await put(STUDIO, { hostname: 'ns3.nordlight-studio.com', ipv4: ['300.1.1.1'] });
    expect([bad.status, bad.body.errors[0].path]).toEqual([422, 'ipv4.0']);
  });

  it('approval re-checks: a host changed meanwhile fails with conflict and nothing is written', async () => {
    const r = await put(STUDIO, { hostname: 'ns2.nordlight-studio.com', ipv4: ['185.20.31.20'] });
    await api.db
      .update(registryHosts)
      .set({ ipv4: ['185.20.31.21'] })
      .where(eq(registryHosts.hostname, 'ns2.nordlight-studio.com'));
    const done = await approve(r.body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'failed', error: { code: 'conflict' } });
    expect((await host('ns2.nordlight-studio.com'))!.ipv4).toEqual(['185.20.31.21']);
  });

  it('fails cleanly with registry_unavailable when the registry does not answer at approval', async () => {
    const r = await put(STUDIO, { hostname: 'ns4.nordlight-studio.com', ipv4: ['185.20.30.14'] });
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    const done = await approve(r.body.pendingActionId);
    await api.deps.infra.registry.setReachable(api.db, 'com', true);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'failed', error: { code: 'registry_unavailable' } });
    expect(done.body.error.detail).toContain('nothing was changed');
    expect(await host('ns4.nordlight-studio.com')).toBeUndefined();
  });

  it('is 409 in redemption, 503 without the registry, 403 on another account', async () => {
    const red = await put('nordlight-archive.com', { hostname: 'ns1.nordlight-archive.com', ipv4: ['185.20.31.15'] });
    expect([red.status, red.body.code]).toEqual([409, 'conflict']);
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    const down = await put(STUDIO, { hostname: 'ns5.nordlight-studio.com', ipv4: ['185.20.31.15'] });
    // what is wrong with the request is said whether or not the registry answers
    const invalid = await put(STUDIO, { hostname: 'ns5.nordlight-studio.com', ipv4: ['10.0.0.5'] });
    await api.deps.infra.registry.setReachable(api.db, 'com', true);
    expect([down.status, down.body.code]).toEqual([503, 'registry_unavailable']);
    expect([invalid.status, invalid.body.code]).toEqual([422, 'validation_failed']);
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const r = await put(name, { hostname: `ns1.${name}`, ipv4: ['185.20.31.15'] });
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
  });
});

describe('DELETE /domains/{domain}/glue (hold)', () => {
  it('removes a host on approval and previews what goes', async () => {
    const r = await del(STUDIO, 'ns2.nordlight-studio.com', writer, 'rm-ns2');
    expect(r.body).toMatchObject({ status: 'confirmation_required', operation: 'deleteDomainGlue' });
    expect(preview(r.body, 'Addresses removed')).toBe('185.20.31.21');
    expect(await host('ns2.nordlight-studio.com')).toBeDefined();
    const done = await approve(r.body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'approved', result: { removed: true } });
    expect(await host('ns2.nordlight-studio.com')).toBeUndefined();
  });

  it('refuses at once a host the domain delegates to, with the registry’s reason', async () => {
    await setRegistryNs(STUDIO, ['ns1.nordlight-studio.com', 'ns2.panel-dns.net']);
    const r = await del(STUDIO, 'ns1.nordlight-studio.com');
    await setRegistryNs(STUDIO, ['ns1.panel-dns.net', 'ns2.panel-dns.net']);
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
    expect(r.body.detail).toContain('EPP 2305');
    expect(r.body.detail).toContain(`POST /domains/${STUDIO}/nameservers`);
  });

  it('the registry refuses at approval if the host came into use meanwhile (409, host kept)', async () => {
    const r = await del(STUDIO, 'ns1.nordlight-studio.com');
    expect(r.body.status).toBe('confirmation_required');
    await setRegistryNs(STUDIO, ['ns1.nordlight-studio.com', 'ns2.panel-dns.net']);
    const done = await approve(r.body.pendingActionId);
    await setRegistryNs(STUDIO, ['ns1.panel-dns.net', 'ns2.panel-dns.net']);
    expect(done.body).toMatchObject({ status: 'failed', error: { code: 'conflict' } });
    expect(done.body.error.detail).toContain('object association prohibits operation');
    expect(await host('ns1.nordlight-studio.com')).toBeDefined();
  });

  it('is 404 for a host the domain lacks, 422 for one not under it, 403 on another account', async () => {
    const missing = await del(STUDIO, 'ns9.nordlight-studio.com');
    expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
    const outside = await del(STUDIO, 'ns1.example.net');
    expect([outside.status, outside.body.errors?.[0]?.path]).toEqual([422, 'hostname']);
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const r = await del(name, `ns1.${name}`);
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
  });

  it('fails cleanly with registry_unavailable when the registry does not answer at approval', async () => {
    const r = await del(STUDIO, 'ns1.nordlight-studio.com');
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    const done = await approve(r.body.pendingActionId);
    await api.deps.infra.registry.setReachable(api.db, 'com', true);
    expect(done.body).toMatchObject({ status: 'failed', error: { code: 'registry_unavailable' } });
    expect(await host('ns1.nordlight-studio.com')).toBeDefined();
  });
});

// Nameserver changes and the move to the service's own nameservers: holds
// that preview current → new with what DNSSEC needs, change nothing before
// approval, and on approval change the registry and our record together (or
// neither, when the registry does not answer).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '@server/core/deps';
import { dnsZones } from '@server/db/schema/dns';
import { domains, registrarDomainSettings } from '@server/db/schema/domains';
import { registryDomains, registryDsRecords } from '@server/db/schema/infra-registry';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let writer: string;
let cookie: string;

const PROVIDER = ['ns1.panel-dns.net', 'ns2.panel-dns.net'];
const OTHER = ['ns1.other-dns.example', 'ns2.other-dns.example'];
const change = (domain: string, nameservers: string[], token = writer, attempt_key?: string) =>
  api.call('POST', `/domains/${domain}/nameservers`, {
    token,
    body: { nameservers, ...(attempt_key ? { attempt_key } : {}) },
  });
const useProvider = (domain: string, token = writer) =>
  api.call('POST', `/domains/${domain}/nameservers/actions/use-provider`, { token, body: {} });
const approve = (id: string) => api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} });
const preview = (hold: { preview: { label: string; value: string }[] }, label: string) =>
  hold.preview.find((p) => p.label === label)?.value;
const registryRow = async (name: string) =>
  (await api.db.select().from(registryDomains).where(eq(registryDomains.name, name)))[0]!;
const localNs = async (name: string) =>
  (await api.db.select().from(domains).where(eq(domains.name, name)))[0]!.nameservers;
const dsOf = async (name: string) =>
  api.db
    .select()
    .from(registryDsRecords)
    .where(eq(registryDsRecords.domainId, (await registryRow(name)).id));
const zone = async (name: string) => (await api.db.select().from(dnsZones).where(eq(dnsZones.domain, name)))[0];

beforeAll(async () => {
  api = await startApi({ limits: { ...defaultLimits, writes: 1000, requests: 5000 } });
  writer = await api.token(['read:domains', 'write:domains']);
  cookie = await api.login();
});
afterAll(() => api.close());

describe('POST /domains/{domain}/nameservers (hold)', () => {
  it('previews current → new, changes nothing before approval, then the registry and our row together', async () => {
    const [a, b] = [
      await change('nordlight.se', OTHER, writer, 'ns-se'),
      await change('nordlight.se', OTHER, writer, 'ns-se'),
    ];
    expect(a.body).toMatchObject({ status: 'confirmation_required', operation: 'changeDomainNameservers' });
    expect(b.body.pendingActionId).toBe(a.body.pendingActionId);
    expect(preview(a.body, 'Current nameservers')).toBe(PROVIDER.join(', '));
    expect(preview(a.body, 'New nameservers')).toBe(OTHER.join(', '));
    expect(a.body.preview.some((p: { label: string }) => p.label.startsWith('Warning'))).toBe(false);
    expect((await registryRow('nordlight.se')).nameservers).toEqual(PROVIDER);
    const done = await approve(a.body.pendingActionId);
    expect(done.body).toMatchObject({
      status: 'approved',
      result: { nameservers: OTHER, previous: PROVIDER, dnssecAutoDisabled: false },
    });
    expect((await registryRow('nordlight.se')).nameservers).toEqual(OTHER);
    expect(await localNs('nordlight.se')).toEqual(OTHER);
  });

  it('is 409 when nothing would change (any order)', async () => {
    const r = await change('nordlight.se', [...OTHER].reverse());
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
  });

  it('needs glue for a nameserver under the domain itself, and says PUT /glue comes first', async () => {
    const r = await change('nordlight.se', ['ns1.nordlight.se', 'ns2.nordlight.se', 'ns.other-dns.example']);
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
    expect(r.body.detail).toContain('ns1.nordlight.se, ns2.nordlight.se are under nordlight.se');
    expect(r.body.detail).toContain('PUT /domains/nordlight.se/glue');
    // nordlight-studio.com has glue for ns1 already.
    const ok = await change('nordlight-studio.com', ['ns1.nordlight-studio.com', 'ns.other-dns.example']);
    expect(ok.body.status).toBe('confirmation_required');
  });

  it('refuses the domain as its own nameserver and what the contract refuses', async () => {
    const apex = await change('nordlight.se', ['nordlight.se', 'ns.other-dns.example']);
    expect([apex.status, apex.body.errors?.[0]?.path]).toEqual([422, 'nameservers.0']);
    expect((await change('nordlight.se', ['ns1.other-dns.example'])).status).toBe(422);
    expect((await change('nordlight.se', ['a.example.net', 'a.example.net'])).status).toBe(422);
    const many = Array.from({ length: 14 }, (_, i) => `ns${i}.other-dns.example`);
    expect((await change('nordlight.se', many)).status).toBe(422);
  });

  it('warns that DS records no longer match once the zone is served elsewhere', async () => {
    const r = await change('nordlight-studio.com', OTHER);
    expect(preview(r.body, 'Warning: DS records')).toMatch(/1 DS record \(key tag 2371\).*served elsewhere/);
    expect(preview(r.body, 'Warning: automatic DNSSEC')).toBeUndefined();
  });

  it('leaving with automatic DNSSEC on: warned, then turned off with its DS withdrawn on approval', async () => {
    const on = await api.call('PUT', '/domains/alexlindqvist.dev/dnssec/auto', {
      token: writer,
      body: { enabled: true },
    });
    expect(on.body.autoManaged).toBe(true);
    const r = await change('alexlindqvist.dev', OTHER);
    expect(preview(r.body, 'Warning: automatic DNSSEC')).toContain(
      'approving turns it off and withdraws its DS record',
    );
    expect(preview(r.body, 'Warning: DS records')).toBeUndefined();

    // The registry does not answer at approval: the approval fails and nothing at all changed.
    await api.deps.infra.registry.setReachable(api.db, 'dev', false);
    const failed = await approve(r.body.pendingActionId);
    await api.deps.infra.registry.setReachable(api.db, 'dev', true);
    expect(failed.body).toMatchObject({ status: 'failed', error: { code: 'registry_unavailable' } });
    expect((await registryRow('alexlindqvist.dev')).nameservers).toEqual(PROVIDER);
    expect(await localNs('alexlindqvist.dev')).toEqual(PROVIDER);
    expect(await dsOf('alexlindqvist.dev')).toHaveLength(1);
    expect((await zone('alexlindqvist.dev'))!.dnssec).toBe(true);

    const again = await change('alexlindqvist.dev', OTHER);
    const done = await approve(again.body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'approved', result: { dnssecAutoDisabled: true, dsWithdrawn: 1 } });
    expect((await registryRow('alexlindqvist.dev')).nameservers).toEqual(OTHER);
    expect(await dsOf('alexlindqvist.dev')).toEqual([]);
    expect((await zone('alexlindqvist.dev'))!.dnssec).toBe(false);
    const [d] = await api.db.select().from(domains).where(eq(domains.name, 'alexlindqvist.dev'));
    const [s] = await api.db.select().from(registrarDomainSettings).where(eq(registrarDomainSettings.domainId, d!.id));
    expect(s).toMatchObject({ dnssecAuto: false, dnssecKey: null });
  });

  it('approval re-checks: nameservers changed at the registry meanwhile fail with conflict', async () => {
    const r = await change('oldshop-nordlight.com', OTHER);
    await api.db
      .update(registryDomains)
      .set({ nameservers: ['ns1.someone-else.example', 'ns2.someone-else.example'] })
      .where(eq(registryDomains.name, 'oldshop-nordlight.com'));
    const done = await approve(r.body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'failed', error: { code: 'conflict' } });
    expect((await registryRow('oldshop-nordlight.com')).nameservers).toEqual([
      'ns1.someone-else.example',
      'ns2.someone-else.example',
    ]);
    await api.db
      .update(registryDomains)
      .set({ nameservers: PROVIDER })
      .where(eq(registryDomains.name, 'oldshop-nordlight.com'));
  });

  it('is 409 in redemption, 503 without the registry, 403 on another account', async () => {
    const red = await change('nordlight.eu', OTHER);
    expect([red.status, red.body.code]).toEqual([409, 'conflict']);
    expect(red.body.detail).toMatch(/redemption/);
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    const down = await change('oldshop-nordlight.com', OTHER);
    await api.deps.infra.registry.setReachable(api.db, 'com', true);
    expect([down.status, down.body.code]).toEqual([503, 'registry_unavailable']);
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const r = await change(name, OTHER);
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
  });
});

describe('POST /domains/{domain}/nameservers/actions/use-provider (hold)', () => {
  it('is 409 when the domain already uses them', async () => {
    const r = await useProvider('lindqvist.net');
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
    expect(r.body.detail).toContain('already uses');
  });

  it("moves back to the service's nameservers, keeping the zone hosted here", async () => {
    const r = await useProvider('nordlight.se');
    expect(r.body).toMatchObject({ status: 'confirmation_required', operation: 'useProviderNameservers' });
    expect(preview(r.body, 'Current nameservers')).toBe(OTHER.join(', '));
    expect(preview(r.body, 'New nameservers')).toBe(PROVIDER.join(', '));
    expect(preview(r.body, 'DNS zone')).toMatch(/^The zone hosted here/);
    const done = await approve(r.body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'approved', result: { nameservers: PROVIDER, zoneCreated: false } });
    expect((await registryRow('nordlight.se')).nameservers).toEqual(PROVIDER);
    expect(await localNs('nordlight.se')).toEqual(PROVIDER);
  });

  it('opens a DNS zone with the defaults when none is hosted here, and says so first', async () => {
    const away = await change('lindqvist.net', OTHER);
    await approve(away.body.pendingActionId);
    expect(await zone('lindqvist.net')).toBeUndefined();
    const r = await useProvider('lindqvist.net');
    expect(preview(r.body, 'DNS zone')).toContain('one is created with the default records');
    expect(await zone('lindqvist.net')).toBeUndefined();
    const done = await approve(r.body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'approved', result: { zoneCreated: true } });
    expect(await zone('lindqvist.net')).toMatchObject({ domain: 'lindqvist.net', dnssec: false });
    expect((await registryRow('lindqvist.net')).nameservers).toEqual(PROVIDER);
  });

  it('warns about DS records of keys the service does not sign with', async () => {
    const away = await change('nordlight-studio.com', OTHER);
    await approve(away.body.pendingActionId);
    const r = await useProvider('nordlight-studio.com');
    expect(preview(r.body, 'Warning: DS records')).toContain('key tag 2371');
  });

  it('fails cleanly at approval without the registry; 409 in redemption; 503; 403 on another account', async () => {
    const r = await useProvider('nordlight-studio.com');
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    const failed = await approve(r.body.pendingActionId);
    const down = await useProvider('nordlight-studio.com');
    await api.deps.infra.registry.setReachable(api.db, 'com', true);
    expect(failed.body).toMatchObject({ status: 'failed', error: { code: 'registry_unavailable' } });
    expect((await registryRow('nordlight-studio.com')).nameservers).toEqual(OTHER);
    expect([down.status, down.body.code]).toEqual([503, 'registry_unavailable']);
    const red = await useProvider('nordlight-archive.com');
    expect([red.status, red.body.code]).toEqual([409, 'conflict']);
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const other = await useProvider(name);
      expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
    }
  });
});

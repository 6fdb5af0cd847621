// DNSSEC of registrar domains: the registry's DS records (read, add with
// validation, remove), automatic DNSSEC (a real key, its DS computed and
// published, the zone marked signed) and removing one record, which an
// auto-managed record survives. Ownership, redemption and an unreachable registry.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '@server/core/deps';
import { dnsZones } from '@server/db/schema/dns';
import { domains, registrarDomainSettings } from '@server/db/schema/domains';
import { registryDomains, registryDsRecords } from '@server/db/schema/infra-registry';
import { startApi, type TestApi } from '@server/test/harness';
import { dsFor } from './ds-digest';

let api: TestApi;
let reader: string;
let writer: string;

const HEX64 = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const ds = (over: Record<string, unknown> = {}) => ({
  action: 'add',
  key_tag: 31337,
  algorithm: 13,
  digest_type: 2,
  digest: HEX64,
  ...over,
});
const manage = (domain: string, body: Record<string, unknown>, token = writer) =>
  api.call('POST', `/domains/${domain}/dnssec`, { token, body });
const auto = (domain: string, enabled: boolean, token = writer) =>
  api.call('PUT', `/domains/${domain}/dnssec/auto`, { token, body: { enabled } });
const registryDs = async (name: string) => {
  const [row] = await api.db.select().from(registryDomains).where(eq(registryDomains.name, name));
  return api.db.select().from(registryDsRecords).where(eq(registryDsRecords.domainId, row!.id));
};
const settingsOf = async (name: string) => {
  const [d] = await api.db.select().from(domains).where(eq(domains.name, name));
  const [s] = await api.db.select().from(registrarDomainSettings).where(eq(registrarDomainSettings.domainId, d!.id));
  return s;
};
const zoneSigned = async (name: string) =>
  (await api.db.select().from(dnsZones).where(eq(dnsZones.domain, name)))[0]?.dnssec;

beforeAll(async () => {
  api = await startApi({ limits: { ...defaultLimits, writes: 1000, requests: 5000 } });
  reader = await api.token(['read:domains']);
  writer = await api.token(['read:domains', 'write:domains']);
});
afterAll(() => api.close());

describe('GET /domains/{domain}/dnssec', () => {
  it("shows the registry's DS records of a signed name", async () => {
    const r = await api.call('GET', '/domains/nordlight-studio.com/dnssec', { token: reader });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      domain: 'nordlight-studio.com',
      target: { kind: 'domain', domain: 'nordlight-studio.com' },
      signed: true,
      autoManaged: false,
      registryStatus: 'signed',
      dsRecords: [{ id: 'ds_seeded00001', keyTag: 2371, algorithm: 13, digestType: 2, source: 'manual' }],
    });
    expect(r.body.updatedAt).toEqual(expect.any(String));
  });

  it("says unsigned, or pending while the registry's DNSSEC update is pending", async () => {
    const r = await api.call('GET', '/domains/nordlight.se/dnssec', { token: reader });
    expect(r.body).toMatchObject({ signed: false, autoManaged: false, registryStatus: 'unsigned', dsRecords: [] });
    await api.db
      .update(registryDomains)
      .set({ dnssecPending: true })
      .where(eq(registryDomains.name, 'alexlindqvist.dev'));
    const pending = await api.call('GET', '/domains/alexlindqvist.dev/dnssec', { token: reader });
    expect(pending.body.registryStatus).toBe('pending');
    await api.db
      .update(registryDomains)
      .set({ dnssecPending: false })
      .where(eq(registryDomains.name, 'alexlindqvist.dev'));
  });

  it('is 403 for another account’s domain and 404 for a name not here', async () => {
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const r = await api.call('GET', `/domains/${name}/dnssec`, { token: reader });
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
    const none = await api.call('GET', '/domains/nobody-has-this.com/dnssec', { token: reader });
    expect([none.status, none.body.code]).toEqual([404, 'not_found']);
  });

  it('is 503 registry_unavailable when the registry does not answer', async () => {
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    const r = await api.call('GET', '/domains/nordlight-studio.com/dnssec', { token: reader });
    await api.deps.infra.registry.setReachable(api.db, 'com', true);
    expect([r.status, r.body.code]).toEqual([503, 'registry_unavailable']);
    expect(r.headers.get('retry-after')).toBe('300');
  });
});

describe('POST /domains/{domain}/dnssec', () => {
  it('lists, adds (digest stored upper-case) and refuses a duplicate with 409', async () => {
    const list = await manage('nordlight.se', { action: 'list' });
    expect([list.status, list.body.dsRecords]).toEqual([200, []]);
    const added = await manage('nordlight.se', ds());
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ signed: true, registryStatus: 'signed' });
    expect(added.body.dsRecords).toEqual([
      expect.objectContaining({ keyTag: 31337, algorithm: 13, digestType: 2, digest: HEX64.toUpperCase() }),
    ]);
    expect(added.body.dsRecords[0].source).toBe('manual');
    const again = await manage('nordlight.se', ds({ digest: HEX64.toUpperCase() }));
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);
    expect(again.body.detail).toContain(added.body.dsRecords[0].id);
    expect(await registryDs('nordlight.se')).toHaveLength(1);
  });

  it.each([
    [1, 64, 40],
    [1, 96, 40],
    [2, 40, 64],
    [2, 96, 64],
    [4, 40, 96],
    [4, 64, 96],
  ])('refuses digest_type %i with a %i-character digest, naming the expected %i', async (type, len, expected) => {
    const r = await manage('nordlight.se', ds({ digest_type: type, digest: 'ab'.repeat(len / 2) }));
    expect([r.status, r.body.code]).toEqual([422, 'validation_failed']);
    expect(r.body.errors).toEqual([
      expect.objectContaining({ path: 'digest', message: expect.stringContaining(`is ${expected} hex characters`) }),
    ]);
    expect(r.body.errors[0].message).toContain(`this one has ${len}`);
  });

  it.each([
    ['an unknown algorithm', { algorithm: 3 }, 'algorithm'],
    ['an unknown digest type', { digest_type: 3 }, 'digest_type'],
    ['key tag 65536', { key_tag: 65536 }, 'key_tag'],
    ['a negative key tag', { key_tag: -1 }, 'key_tag'],
    ['a digest that is not hex', { digest: 'z'.repeat(64) }, 'digest'],
    ['an add without a digest', { digest: undefined }, 'digest'],
  ])('refuses %s with 422 on the field', async (_what, over, path) => {
    const r = await manage('nordlight.se', ds(over));
    expect([r.status, r.body.code]).toEqual([422, 'validation_failed']);
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('removes a record by id, and is 404 for an id the domain does not have', async () => {
    const [rec] = await registryDs('nordlight.se');
    const unknown = await manage('nordlight.se', { action: 'remove', record_id: 'ds_nope' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const studioRecord = await manage('nordlight.se', { action: 'remove', record_id: 'ds_seeded00001' });
    expect(studioRecord.status).toBe(404);
    const r = await manage('nordlight.se', { action: 'remove', record_id: rec!.id });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dsRecords: [], registryStatus: 'unsigned', signed: false });
  });

  it('is 409 for a name in redemption: the registry refuses updates', async () => {
    for (const name of ['nordlight-archive.com', 'nordlight.eu']) {
      const r = await manage(name, ds());
      expect([r.status, r.body.code]).toEqual([409, 'conflict']);
      expect(r.body.detail).toMatch(/redemption/);
    }
  });

  it('is 503 with nothing added when the registry does not answer, 403 on another account', async () => {
    await api.deps.infra.registry.setReachable(api.db, 'se', false);
    const r = await manage('nordlight.se', ds());
    const invalid = await manage('nordlight.se', ds({ digest_type: 1 }));
    await api.deps.infra.registry.setReachable(api.db, 'se', true);
    expect([r.status, r.body.code]).toEqual([503, 'registry_unavailable']);
    expect([invalid.status, invalid.body.errors?.[0]?.path]).toEqual([422, 'digest']);
    expect(await registryDs('nordlight.se')).toHaveLength(0);
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const other = await manage(name, ds());
      expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
    }
  });
});

describe('automatic DNSSEC', () => {
  it('generates a P-256 key, publishes its computed DS at the registry and signs the zone', async () => {
    const r = await auto('nordlight.se', true);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ autoManaged: true, signed: true, registryStatus: 'signed' });
    const s = await settingsOf('nordlight.se');
    expect(s).toMatchObject({ dnssecAuto: true, dnssecKey: { flags: 257, protocol: 3, algorithm: 13 } });
    expect(Buffer.from(s!.dnssecKey!.publicKey, 'base64')).toHaveLength(64);
    const expected = dsFor('nordlight.se', s!.dnssecKey!, 2);
    expect(r.body.dsRecords).toEqual([
      expect.objectContaining({
        keyTag: expected.keyTag,
        algorithm: 13,
        digestType: 2,
        digest: expected.digest,
        source: 'auto',
      }),
    ]);
    expect(await zoneSigned('nordlight.se')).toBe(true);
    const again = await auto('nordlight.se', true);
    expect(again.body.dsRecords).toEqual(r.body.dsRecords);
  });

  it('keeps an auto record while auto-management is on, and says how to turn that off', async () => {
    const [rec] = await registryDs('nordlight.se');
    const r = await api.call('DELETE', `/domains/nordlight.se/dnssec/${rec!.id}`, { token: writer });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ removed: false, recordId: rec!.id, dnssec: { autoManaged: true } });
    expect(r.body.note).toContain('re-published while auto-management is on');
    expect(r.body.note).toContain('PUT /domains/nordlight.se/dnssec/auto');
    expect(await registryDs('nordlight.se')).toHaveLength(1);
    const viaPost = await manage('nordlight.se', { action: 'remove', record_id: rec!.id });
    expect([viaPost.status, viaPost.body.code]).toEqual([409, 'conflict']);
  });

  it('removes a manual record (removed:true) and is 404 for an unknown id', async () => {
    const added = await manage('nordlight.se', ds());
    const manual = added.body.dsRecords.find((x: { source: string }) => x.source === 'manual');
    const r = await api.call('DELETE', `/domains/nordlight.se/dnssec/${manual.id}`, { token: writer });
    expect(r.body).toMatchObject({ removed: true, recordId: manual.id, note: null });
    expect(r.body.dnssec.dsRecords.map((x: { id: string }) => x.id)).not.toContain(manual.id);
    const unknown = await api.call('DELETE', '/domains/nordlight.se/dnssec/ds_nope', { token: writer });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const other = await api.call('DELETE', '/domains/maria-berg.se/dnssec/ds_nope', { token: writer });
    expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
  });

  it('turning it off withdraws the auto DS, forgets the key and unsigns the zone', async () => {
    const r = await auto('nordlight.se', false);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ autoManaged: false, signed: false, registryStatus: 'unsigned', dsRecords: [] });
    expect(await settingsOf('nordlight.se')).toMatchObject({ dnssecAuto: false, dnssecKey: null });
    expect(await zoneSigned('nordlight.se')).toBe(false);
  });

  it('needs the service’s nameservers and a zone hosted here (409 saying which)', async () => {
    const noZone = await auto('lindqvist.net', true);
    expect([noZone.status, noZone.body.code]).toEqual([409, 'conflict']);
    expect(noZone.body.detail).toContain('no DNS zone for lindqvist.net is hosted here');
    expect(noZone.body.detail).not.toContain('use-provider');
    await api.db
      .update(registryDomains)
      .set({ nameservers: ['ns1.elsewhere.example', 'ns2.elsewhere.example'] })
      .where(eq(registryDomains.name, 'alexlindqvist.dev'));
    const elsewhere = await auto('alexlindqvist.dev', true);
    await api.db
      .update(registryDomains)
      .set({ nameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'] })
      .where(eq(registryDomains.name, 'alexlindqvist.dev'));
    expect([elsewhere.status, elsewhere.body.code]).toEqual([409, 'conflict']);
    expect(elsewhere.body.detail).toContain('ns1.elsewhere.example');
    expect(elsewhere.body.detail).toContain('POST /domains/alexlindqvist.dev/nameservers/actions/use-provider');
    expect(await settingsOf('alexlindqvist.dev')).toBeUndefined();
  });

  it('changes nothing when the registry does not answer; 403 on another account', async () => {
    await api.deps.infra.registry.setReachable(api.db, 'dev', false);
    const r = await auto('alexlindqvist.dev', true);
    await api.deps.infra.registry.setReachable(api.db, 'dev', true);
    expect([r.status, r.body.code]).toEqual([503, 'registry_unavailable']);
    expect(await settingsOf('alexlindqvist.dev')).toBeUndefined();
    expect(await zoneSigned('alexlindqvist.dev')).toBe(false);
    expect(await registryDs('alexlindqvist.dev')).toHaveLength(0);
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const other = await auto(name, true);
      expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
    }
  });
});

// Status sync reports the drift between the registry and our record and
// never rewrites the stored domain or its service.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema/core';
import { domains } from '@server/db/schema/domains';
import { registryDomains } from '@server/db/schema/infra-registry';
import { services } from '@server/db/schema/services';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let writer: string;

const sync = (name: string, token = writer) =>
  api.call('POST', `/domains/${name}/actions/status-sync`, { token, body: {} });
const reachable = (tld: string, on: boolean) => api.deps.infra.registry.setReachable(api.db, tld, on);

/** The stored domain row and its domain service, as they are in the database. */
async function stored(name: string) {
  const [d] = await api.db.select().from(domains).where(eq(domains.name, name));
  const [svc] = await api.db.select().from(services).where(eq(services.id, d!.serviceId!));
  return { d: d!, svc: svc! };
}

beforeAll(async () => {
  api = await startApi();
  writer = await api.token(['read:domains', 'write:domains']);
});
afterAll(() => api.close());

describe('status sync', () => {
  it('reports the year oldshop-nordlight.com drifted, and leaves our record as it was', async () => {
    const before = await stored('oldshop-nordlight.com');
    const [reg] = await api.db.select().from(registryDomains).where(eq(registryDomains.name, 'oldshop-nordlight.com'));
    const r = await sync('oldshop-nordlight.com');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      synced: false,
      registryAvailable: true,
      registryStatuses: reg!.statuses,
      expiresAtRegistry: reg!.expiresAt.toISOString(),
      expiresAtLocal: before.d.expiresAt!.toISOString(),
      target: { domain: 'oldshop-nordlight.com', domainServiceId: before.svc.id },
    });
    expect([365, 366]).toContain(r.body.expiryDrift);
    expect(await stored('oldshop-nordlight.com')).toEqual(before);
    // only when the registry was last read is recorded
    const detail = await api.call('GET', '/domains/oldshop-nordlight.com', { token: writer });
    expect(detail.body.lastSyncedAt).toBe(api.clock.now().toISOString());
    const [event] = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.operation, 'syncDomainStatus'), eq(auditEvents.target, 'oldshop-nordlight.com')));
    expect(event).toMatchObject({ outcome: 'success', status: 200 });
  });

  it('echoes the target every operation gives for the name, its hosting account included', async () => {
    const r = await sync('oldshop-nordlight.com');
    const zone = await api.call('GET', '/dns/zone', {
      token: await api.token(['read:dns']),
      query: { input: 'oldshop-nordlight.com' },
    });
    expect(zone.status).toBe(200);
    expect(r.body.target).toEqual(zone.body.target);
    expect(r.body.target).toMatchObject({ daUsername: 'oldshop', node: 'web-ams-02' });
    expect(r.body.target.serviceId).toBeTypeOf('number');
  });

  it('says a name the registry agrees on is synced', async () => {
    const r = await sync('nordlight-studio.com');
    expect(r.body).toMatchObject({
      synced: true,
      registryAvailable: true,
      registryStatuses: ['clientTransferProhibited'],
      expiryDrift: 0,
    });
    // in grace at the registry and expired in our record: the same phase
    expect((await sync('lindqvist.net')).body).toMatchObject({ synced: true, expiryDrift: 0 });
  });

  it('reports a status that differs even when the dates agree', async () => {
    const before = await stored('nordlight.se');
    await api.db.update(domains).set({ status: 'redemption' }).where(eq(domains.name, 'nordlight.se'));
    try {
      expect((await sync('nordlight.se')).body).toMatchObject({ synced: false, expiryDrift: 0 });
    } finally {
      await api.db.update(domains).set({ status: before.d.status }).where(eq(domains.name, 'nordlight.se'));
    }
  });

  it('answers 200 with registryAvailable false while the registry does not answer, and changes nothing', async () => {
    const before = await stored('nordlight-studio.com');
    await reachable('com', false);
    try {
      const r = await sync('nordlight-studio.com');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        synced: false,
        registryAvailable: false,
        registryStatuses: [],
        expiresAtRegistry: null,
        expiresAtLocal: before.d.expiresAt!.toISOString(),
        expiryDrift: null,
      });
    } finally {
      await reachable('com', true);
    }
    expect(await stored('nordlight-studio.com')).toEqual(before);
  });

  it('needs write:domains, and refuses others’ names (403) and unknown ones (404)', async () => {
    const reader = await api.token(['read:domains']);
    expect((await sync('nordlight-studio.com', reader)).body.code).toBe('insufficient_scope');
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const r = await sync(name);
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
    expect((await sync('no-such-name-here.com')).status).toBe(404);
  });
});

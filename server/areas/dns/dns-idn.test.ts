// An international domain name in the DNS area: a zone opened as `bücher.se`
// is stored as `xn--bcher-kva.se`, and every form of `input` finds it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dnsRecords, dnsZones } from '@server/db/schema/dns';
import { startApi, type TestApi } from '@server/test/harness';
import { registeredDomain } from '@server/test/registered-domain';
import { createZone } from './public';

let api: TestApi;
let token: string;
let demo: number;
beforeAll(async () => {
  api = await startApi();
  demo = await api.accountId('demo@example.com');
  token = await api.token(['read:dns', 'write:dns']);
  // The registrar side is not built yet: the domain is written as a registration would store it.
  await registeredDomain(api.db, demo, 'bücher.se');
});
afterAll(() => api.close());

const open = (domain: string) =>
  api.db.transaction((tx) => createZone(tx, { accountId: demo, domain, node: null, now: api.clock.now() }));

describe('a zone for an international domain name', () => {
  it('is stored under the ASCII form of the name it was opened with', async () => {
    const zone = await open('bücher.se');
    expect(zone.domain).toBe('xn--bcher-kva.se');
    const [row] = await api.db.select().from(dnsZones).where(eq(dnsZones.id, zone.id));
    expect(row!.domain).toBe('xn--bcher-kva.se');
    // Its default records name the zone in ASCII form too (www → the apex, the DMARC report address).
    const records = await api.db.select().from(dnsRecords).where(eq(dnsRecords.zoneId, zone.id));
    expect(records.find((r) => r.name === 'www')!.value).toBe('xn--bcher-kva.se.');
  });

  it('is found by the Unicode, punycode, address and URL forms of the name', async () => {
    for (const input of ['bücher.se', 'xn--bcher-kva.se', 'info@bücher.se', 'https://bücher.se/x']) {
      const r = await api.call('GET', '/dns/zone', { token, query: { input } });
      expect(r.status, input).toBe(200);
      expect(r.body.domain).toBe('xn--bcher-kva.se');
      expect(r.body.target).toMatchObject({ input, domain: 'xn--bcher-kva.se' });
    }
  });

  it('is listed in ASCII form and found by a search in either form', async () => {
    for (const q of ['bücher', 'BÜCHER.SE', 'xn--bcher']) {
      const r = await api.call('GET', '/dns/zones', { token, query: { q } });
      expect(
        r.body.data.map((z: { domain: string }) => z.domain),
        q,
      ).toEqual(['xn--bcher-kva.se']);
    }
  });

  it('cannot be opened twice, in any form, nor for a name that is not a domain', async () => {
    await expect(open('XN--BCHER-KVA.SE.')).rejects.toMatchObject({ code: 'conflict' });
    await expect(open('bücher..se')).rejects.toMatchObject({ code: 'validation_failed' });
  });
});

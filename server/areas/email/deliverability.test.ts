// Deliverability from the account's own zone (red when the zone's SPF is
// broken, green once fixed), DKIM enabling that publishes the key, and the MX
// probe through the sandbox network.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { startApi, type TestApi } from '@server/test/harness';
import { checkDkim, checkDmarc, checkMx, checkSpf } from './deliverability-checks';
import { txtRecordText as txtText, txtRecordValue as txtValue } from '@server/areas/dns/public';

let api: TestApi;
let read: string;
let write: string;
const D = 'nordlight-studio.com';

beforeAll(async () => {
  api = await startApi();
  read = await api.token(['read:email']);
  write = await api.token(['read:email', 'write:email']);
});
afterAll(() => api.close());

const check = (input = D) => api.call('GET', '/email/deliverability', { token: read, query: { input } });
/** Write the apex SPF record straight into the zone, as the DNS area (or a person at a registrar) would. */
async function setSpf(text: string) {
  await api.db.execute(sql`update dns_records set value = ${txtValue(text)}
    where zone_id = (select id from dns_zones where domain = ${D}) and name = '@' and type = 'TXT' and value like '"v=spf1%'`);
}

describe('GET /email/deliverability', () => {
  it('the seeded zone: SPF, MX and DMARC pass, DKIM is missing until enabled', async () => {
    const r = await check();
    expect(r.status).toBe(200);
    expect(r.body.spf).toMatchObject({
      status: 'pass',
      record: 'v=spf1 include:_spf.panel-mail.net ~all',
      suggested: [],
    });
    expect(r.body.mx).toMatchObject({
      status: 'pass',
      hosts: [
        { host: 'mx1.panel-mail.net', priority: 10 },
        { host: 'mx2.panel-mail.net', priority: 20 },
      ],
    });
    expect(r.body.dmarc).toMatchObject({ status: 'pass', policy: 'quarantine' });
    expect(r.body.dkim.status).toBe('missing');
    expect(r.body.recommendations).toEqual([expect.stringMatching(/^DKIM: /)]);
  });

  it('turns red when the zone SPF is broken, and green again after it is fixed', async () => {
    await setSpf('v=spf1 includ:_spf.panel-mail.net ~all');
    const red = await check();
    expect(red.body.spf.status).toBe('fail');
    expect(red.body.spf.record).toBe('v=spf1 includ:_spf.panel-mail.net ~all');
    expect(red.body.spf.detail).toMatch(/"includ:_spf.panel-mail.net" is not an SPF mechanism/);
    expect(red.body.spf.suggested).toEqual([
      { name: '@', type: 'TXT', priority: null, value: '"v=spf1 include:_spf.panel-mail.net ~all"' },
    ]);
    expect(red.body.recommendations[0]).toMatch(/^SPF: /);

    await setSpf('v=spf1 ip4:192.0.2.1 -all');
    const foreign = await check();
    expect(foreign.body.spf.status).toBe('fail');
    expect(foreign.body.spf.suggested[0].value).toBe('"v=spf1 include:_spf.panel-mail.net ip4:192.0.2.1 ~all"');

    await setSpf('v=spf1 include:_spf.panel-mail.net ~all');
    expect((await check()).body.spf.status).toBe('pass');
  });

  it('reads DMARC and MX from the zone too', async () => {
    await api.db.execute(
      sql`update dns_records set value = '"v=DMARC1; p=none"' where zone_id = (select id from dns_zones where domain = ${D}) and name = '_dmarc'`,
    );
    expect((await check()).body.dmarc).toMatchObject({ status: 'warn', policy: 'none' });
    await api.db.execute(
      sql`update dns_records set value = '"v=DMARC1; p=reject; rua=mailto:d@nordlight-studio.com"' where zone_id = (select id from dns_zones where domain = ${D}) and name = '_dmarc'`,
    );
    expect((await check()).body.dmarc).toMatchObject({ status: 'pass', policy: 'reject' });
  });

  it("another account's domain is 403; a service id is 422 (a domain is needed)", async () => {
    expect((await check('sandandsons.fi')).body.code).toBe('domain_not_owned');
    const [svc] = await queryRows<{ id: number }>(
      api.db,
      sql`select id from services where domain = ${D} and type = 'hosting'`,
    );
    expect((await check(String(svc!.id))).status).toBe(422);
  });
});

describe('DKIM', () => {
  it('enabling publishes the key in the zone (serial bumped) and the check passes; enabling again keeps the key', async () => {
    const before = await api.call('GET', '/email/dkim', { token: read, query: { input: D } });
    expect(before.body).toMatchObject({ enabled: false, dnsRecord: null, publishedInDns: false });
    const [z0] = await queryRows<{ serial: number }>(
      api.db,
      sql`select serial::int as serial from dns_zones where domain = ${D}`,
    );
    const on = await api.call('PUT', '/email/dkim', { token: write, body: { input: D, key_bits: 1024 } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      enabled: true,
      selector: 'default',
      keyBits: 1024,
      publishedInDns: true,
      applied: true,
      note: null,
    });
    expect(on.body.dnsRecord.name).toBe(`default._domainkey.${D}`);
    const rows = await queryRows<{ value: string; name: string }>(
      api.db,
      sql`select name, value from dns_records where zone_id = (select id from dns_zones where domain = ${D}) and name = 'default._domainkey'`,
    );
    expect(rows).toHaveLength(1);
    expect(txtText(rows[0]!.value)).toMatch(/^v=DKIM1; k=rsa; p=MI/);
    const [z1] = await queryRows<{ serial: number }>(
      api.db,
      sql`select serial::int as serial from dns_zones where domain = ${D}`,
    );
    expect(z1!.serial).toBeGreaterThan(z0!.serial);
    expect((await check()).body.dkim).toMatchObject({ status: 'pass', selector: 'default' });

    const again = await api.call('PUT', '/email/dkim', { token: write, body: { input: D, key_bits: 1024 } });
    expect(again.body.dnsRecord.value).toBe(on.body.dnsRecord.value);
    // Someone deletes the key from the zone: signing is on, so the check turns red and suggests the record.
    await api.db.execute(sql`delete from dns_records where name = 'default._domainkey'`);
    const red = (await check()).body.dkim;
    expect(red.status).toBe('fail');
    expect(red.suggested[0]).toMatchObject({ name: 'default._domainkey', type: 'TXT' });
  });

  it('key_bits other than 1024/2048 is 422', async () => {
    expect((await api.call('PUT', '/email/dkim', { token: write, body: { input: D, key_bits: 512 } })).status).toBe(
      422,
    );
  });
});

describe('GET /email/mx-probe', () => {
  it('probes the exchangers found through the sandbox resolver', async () => {
    const r = await api.call('GET', '/email/mx-probe', { token: read, query: { input: D } });
    expect(r.status).toBe(200);
    expect(r.body.port).toBe(25);
    expect(r.body.hosts.map((h: { host: string }) => h.host)).toEqual(['mx1.panel-mail.net', 'mx2.panel-mail.net']);
    expect(r.body.hosts[0]).toMatchObject({
      reachable: true,
      startTls: true,
      tlsVersion: 'TLSv1.3',
      banner: expect.stringMatching(/^220 mx1.panel-mail.net/),
    });
  });

  it('an MX that does not resolve is reported unreachable', async () => {
    await api.db.execute(
      sql`update dns_records set value = 'mail.nowhere.invalid.' where zone_id = (select id from dns_zones where domain = 'nordlight.se') and type = 'MX' and priority = 10`,
    );
    const r = await api.call('GET', '/email/mx-probe', { token: read, query: { input: 'nordlight.se', port: '587' } });
    expect(r.body.hosts[0]).toMatchObject({
      host: 'mail.nowhere.invalid',
      reachable: false,
      error: expect.stringMatching(/does not resolve/),
    });
    expect((await check('nordlight.se')).body.mx.status).toBe('warn');
  });
});

describe('check functions', () => {
  it('SPF edge cases', () => {
    expect(checkSpf([]).status).toBe('missing');
    expect(checkSpf(['v=spf1 include:_spf.panel-mail.net ~all', 'v=spf1 -all']).status).toBe('fail');
    expect(checkSpf(['v=spf1 include:_spf.panel-mail.net +all']).status).toBe('fail');
    expect(checkSpf(['v=spf1 include:_spf.panel-mail.net ?all']).status).toBe('warn');
    expect(checkSpf(['v=spf1 include:_spf.panel-mail.net']).status).toBe('warn');
    expect(checkSpf(['v=spf1 redirect=_spf.panel-mail.net']).status).toBe('pass');
    expect(checkSpf(['google-site-verification=abc', 'v=spf1 mx include:_spf.panel-mail.net -all']).status).toBe(
      'pass',
    );
  });
  it('DMARC, DKIM and MX edge cases', () => {
    expect(checkDmarc(['v=DMARC1; rua=mailto:x@y.z'], 'y.z').status).toBe('fail');
    expect(checkDkim(['v=DKIM1; k=rsa; p='], { enabled: true, publicKey: 'abc' }).status).toBe('fail');
    expect(checkDkim(['v=DKIM1; k=rsa; p=abc'], { enabled: false, publicKey: 'abc' }).status).toBe('warn');
    expect(checkMx([{ host: 'aspmx.l.google.com', priority: 1 }]).status).toBe('warn');
    expect(checkMx([]).status).toBe('missing');
  });
  it('long TXT texts are split into 255-character strings and read back whole', () => {
    const text = `v=DKIM1; k=rsa; p=${'A'.repeat(400)}`;
    const value = txtValue(text);
    expect(value.split('" "')).toHaveLength(2);
    expect(txtText(value)).toBe(text);
  });
});

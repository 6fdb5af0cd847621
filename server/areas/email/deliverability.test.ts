// Deliverability from the account's own zone as receivers would judge it (red
// when the zone's SPF is broken, green once fixed), DKIM enabling that
// publishes the key, and the MX probe through the sandbox network.
import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { startApi, type TestApi } from '@server/test/harness';
import { checkMx } from './deliverability-checks';
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
/** Make `text` the only TXT record at `name` of a domain's zone. */
async function setTxt(name: string, text: string, domain = D) {
  await api.db.execute(
    sql`delete from dns_records where type = 'TXT' and name = ${name} and zone_id = (select id from dns_zones where domain = ${domain})`,
  );
  await api.db.execute(
    sql`insert into dns_records (zone_id, name, type, ttl, value) select id, ${name}, 'TXT', 3600, ${txtValue(text)} from dns_zones where domain = ${domain}`,
  );
}
const OURS = 'v=spf1 include:_spf.panel-mail.net ~all';

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
    expect(red.body.spf.detail).toMatch(/permerror: Unknown mechanism includ/);
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
    // Mail from here no longer passes SPF and is not signed: a receiver applies the policy to it.
    await setSpf('v=spf1 -all');
    const rejected = (await check()).body.dmarc;
    expect(rejected).toMatchObject({ status: 'fail', policy: 'reject' });
    expect(rejected.detail).toMatch(/does not pass DMARC/);
    await setSpf(OURS);
    // No valid p=: RFC 7489 §6.6.3 has receivers treat a record asking for reports as p=none.
    await setTxt('_dmarc', 'v=DMARC1; rua=mailto:x@nordlight-studio.com');
    const noPolicy = (await check()).body.dmarc;
    expect(noPolicy).toMatchObject({ status: 'fail', policy: null });
    expect(noPolicy.detail).toMatch(/treat it as p=none/);
    await api.db.execute(
      sql`insert into dns_records (zone_id, name, type, ttl, value) select id, '_dmarc', 'TXT', 3600, '"v=DMARC1; p=none"' from dns_zones where domain = ${D}`,
    );
    expect((await check()).body.dmarc).toMatchObject({
      status: 'fail',
      policy: null,
      detail: expect.stringMatching(/More than one/),
    });
    await setTxt('_dmarc', 'v=DMARC1; p=quarantine; rua=mailto:dmarc@nordlight-studio.com');
    expect((await check()).body.dmarc).toMatchObject({ status: 'pass', policy: 'quarantine' });
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
    // Receivers read the key record: a revoked (empty) key and a key other than ours both fail.
    const keyRecord = sql`zone_id = (select id from dns_zones where domain = ${D}) and name = 'default._domainkey'`;
    await api.db.execute(sql`update dns_records set value = '"v=DKIM1; k=rsa; p="' where ${keyRecord}`);
    expect((await check()).body.dkim).toMatchObject({ status: 'fail', detail: expect.stringMatching(/revoked/) });
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'der' });
    await api.db.execute(
      sql`update dns_records set value = ${txtValue(`v=DKIM1; k=rsa; p=${other.toString('base64')}`)} where ${keyRecord}`,
    );
    expect((await check()).body.dkim).toMatchObject({ status: 'fail', detail: expect.stringMatching(/not the key/) });
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

describe('SPF as receivers evaluate it for mail sent from here', () => {
  const spfOf = async (text: string) => {
    await setSpf(text);
    return (await check()).body.spf;
  };
  afterAll(() => setSpf(OURS));

  it.each([
    ['v=spf1 include:_spf.panel-mail.net +all', 'fail'],
    ['v=spf1 include:_spf.panel-mail.net ?all', 'warn'],
    ['v=spf1 include:_spf.panel-mail.net', 'warn'],
    ['v=spf1 redirect=_spf.panel-mail.net', 'pass'],
    ['v=spf1 mx include:_spf.panel-mail.net -all', 'pass'],
    // Issue 18: "all" is evaluated where it stands, unknown modifiers are ignored, bad ranges are errors.
    ['v=spf1 -all include:_spf.panel-mail.net', 'fail'],
    ['v=spf1 foo=bar include:_spf.panel-mail.net ~all', 'pass'],
    ['v=spf1 ip4:999.1.1.1/40 include:_spf.panel-mail.net ~all', 'fail'],
    ['v=spf1 include:_spf.panel-mail.net ip4:999.1.1.1/40 ~all', 'warn'],
    ['v=spf1 a/24//64 include:_spf.panel-mail.net -all', 'pass'],
    ['v=spf1 ip6:::ffff:192.0.2.1 include:_spf.panel-mail.net ~all', 'pass'],
  ])('%s is %s', async (text, status) => {
    const spf = await spfOf(text);
    expect(spf).toMatchObject({ status, record: text });
    expect(spf.suggested.length > 0).toBe(status !== 'pass');
  });

  it('suggests a record receivers pass, keeping the terms they accept', async () => {
    expect((await spfOf('v=spf1 -all include:_spf.panel-mail.net')).suggested[0].value).toBe(`"${OURS}"`);
    expect((await spfOf('v=spf1 ip4:192.0.2.7 ip4:999.1.1.1/40 -all')).suggested[0].value).toBe(
      '"v=spf1 include:_spf.panel-mail.net ip4:192.0.2.7 ~all"',
    );
  });

  it('no record is missing; two records are a permanent error', async () => {
    const spfRow = sql`zone_id = (select id from dns_zones where domain = ${D}) and name = '@' and type = 'TXT' and value like '"v=spf1%'`;
    await api.db.execute(
      sql`insert into dns_records (zone_id, name, type, ttl, value) select id, '@', 'TXT', 3600, '"v=spf1 -all"' from dns_zones where domain = ${D}`,
    );
    const two = (await check()).body.spf;
    expect(two).toMatchObject({ status: 'fail', detail: expect.stringMatching(/^2 SPF records/) });
    await api.db.execute(sql`delete from dns_records where ${spfRow}`);
    const none = (await check()).body.spf;
    expect(none).toMatchObject({
      status: 'missing',
      record: null,
      suggested: [expect.objectContaining({ value: `"${OURS}"` })],
    });
    await api.db.execute(
      sql`insert into dns_records (zone_id, name, type, ttl, value) select id, '@', 'TXT', 3600, ${txtValue(OURS)} from dns_zones where domain = ${D}`,
    );
  });
});

describe('check functions', () => {
  it('DKIM published while signing is off, and MX edge cases', async () => {
    await setTxt('default._domainkey', 'v=DKIM1; k=rsa; p=abc', 'nordlight.se');
    expect((await check('nordlight.se')).body.dkim.status).toBe('warn');
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

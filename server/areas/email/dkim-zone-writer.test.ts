// A record the email area publishes (the DKIM key) enters the zone only
// through the DNS area's zone writer: the serial moves by the one DNS rule,
// the SOA carries it, and the change log and propagation see the change as
// they see any edit made in the DNS area.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextSerial } from '@server/areas/dns/public';
import { queryRows } from '@server/db/client';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let email: string;
let dns: string;
const D = 'nordlight-studio.com';
const DAY = 86_400_000;

beforeAll(async () => {
  api = await startApi();
  email = await api.token(['read:email', 'write:email']);
  dns = await api.token(['read:dns', 'write:dns']);
});
afterAll(() => api.close());

const zoneSerial = async () => (await api.call('GET', '/dns/zone', { token: dns, query: { input: D } })).body.serial;
const yyyymmdd = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

describe('the email area publishing into a zone', () => {
  it('enabling DKIM bumps the serial by exactly the DNS rule, rewrites the SOA, and propagates like any change', async () => {
    // The next day, so the rule's "first serial of today" (nn = 00) applies: a private copy of the
    // rule that starts a day at 01 would show here.
    api.clock.advance(DAY);
    const now = api.clock.now();
    const before = await zoneSerial();
    expect(before).toBeLessThan(Number(`${yyyymmdd(now)}00`));

    const on = await api.call('PUT', '/email/dkim', { token: email, body: { input: D, key_bits: 1024 } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ publishedInDns: true, applied: true });

    const after = await zoneSerial();
    expect(after).toBe(nextSerial(before, now));
    expect(after).toBe(Number(`${yyyymmdd(now)}00`));

    const [soa] = await queryRows<{ value: string }>(
      api.db,
      sql`select value from dns_records where type = 'SOA' and zone_id = (select id from dns_zones where domain = ${D})`,
    );
    expect(soa!.value.split(/\s+/)[2]).toBe(String(after));

    const log = await queryRows<{ serial: number; name: string; type: string }>(
      api.db,
      sql`select serial::int as serial, name, type from dns_change_log
          where zone_id = (select id from dns_zones where domain = ${D}) order by id desc limit 1`,
    );
    expect(log).toEqual([{ serial: after, name: 'default._domainkey', type: 'TXT' }]);

    const propagation = await api.call('GET', '/dns/propagation', {
      token: dns,
      query: { input: D, name: 'default._domainkey', type: 'TXT' },
    });
    expect(propagation.status).toBe(200);
    expect(propagation.body.expected.join('')).toContain('v=DKIM1; k=rsa; p=');
    expect(propagation.body.convergesAt).not.toBeNull();

    // An edit in the DNS area right after continues from the same serial by the same rule.
    const edit = await api.call('POST', '/dns/records', {
      token: dns,
      body: { input: D, record: { type: 'A', name: 'after-dkim', value: '192.0.2.7' } },
    });
    expect(edit.status).toBe(201);
    expect(edit.body.serial).toBe(nextSerial(after, now));
    expect(edit.body.serial).toBe(after + 1);
  });
});

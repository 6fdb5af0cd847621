// Creating records through the API: valid and invalid forms of every type,
// long TXT values, CNAME conflicts, duplicates and full names in the zone.
import { describe, expect, it } from 'vitest';
import { create, paths, serial, startRecordsApi } from './records-test-api';

startRecordsApi();

describe('creating each type of record', () => {
  const valid: [string, Record<string, unknown>, string][] = [
    ['A', { type: 'A', name: 'api', value: '192.0.2.10', ttl: 300 }, '192.0.2.10'],
    ['AAAA', { type: 'AAAA', name: 'api', value: '2001:DB8:0:0::10' }, '2001:db8::10'],
    ['CNAME', { type: 'CNAME', name: 'docs', value: 'hosted-docs.example.net' }, 'hosted-docs.example.net.'],
    ['MX', { type: 'MX', name: 'lists', priority: 5, value: 'mx1.panel-mail.net.' }, '5 mx1.panel-mail.net.'],
    [
      'TXT',
      { type: 'TXT', name: '_verify', value: 'token with "quotes" and \\ backslash' },
      '"token with \\"quotes\\" and \\\\ backslash"',
    ],
    [
      'SRV',
      { type: 'SRV', name: '_sip._tcp', priority: 10, weight: 5, port: 5060, value: 'sip.nordlight-studio.com' },
      '10 5 5060 sip.nordlight-studio.com.',
    ],
    ['CAA', { type: 'CAA', name: '@', tag: 'issuewild', value: 'letsencrypt.org' }, '0 issuewild "letsencrypt.org"'],
    ['NS', { type: 'NS', name: 'lab', value: 'ns1.lab-provider.net' }, 'ns1.lab-provider.net.'],
  ];
  for (const [type, record, content] of valid) {
    it(`${type}: 201 with the stored rdata, and the serial moves`, async () => {
      const before = await serial();
      const r = await create(record);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.record).toMatchObject({ type, content, locked: false });
      expect(r.body.serial).toBeGreaterThan(before);
      expect(await serial()).toBe(r.body.serial);
    });
  }

  it('long TXT values are split into 255-character strings and read back whole', async () => {
    const long = `v=DKIM1; k=rsa; p=${'A'.repeat(600)}`;
    const r = await create({ type: 'TXT', name: 'sel1._domainkey', value: long });
    expect(r.status).toBe(201);
    expect(r.body.record.strings.map((s: string) => s.length)).toEqual([255, 255, 108]);
    expect(r.body.record.value).toBe(long);
    const multi = await create({ type: 'TXT', name: 'multi', value: ['first string', 'second string'] });
    expect(multi.body.record).toMatchObject({
      value: 'first stringsecond string',
      content: '"first string" "second string"',
    });
  });

  const invalid: [string, Record<string, unknown>, string, string?][] = [
    ['A with an IPv6 address', { type: 'A', name: 'x', value: '2001:db8::1' }, 'record.value'],
    ['AAAA with an IPv4 address', { type: 'AAAA', name: 'x', value: '192.0.2.1' }, 'record.value'],
    ['CNAME to an IP', { type: 'CNAME', name: 'x2', value: '192.0.2.1' }, 'record.value', 'target_is_ip'],
    [
      'CNAME to itself',
      { type: 'CNAME', name: 'self', value: 'self.nordlight-studio.com' },
      'record.value',
      'cname_self',
    ],
    ['MX without priority', { type: 'MX', name: '@', value: 'mx.example.net' }, 'record.priority'],
    ['MX to an address', { type: 'MX', name: '@', priority: 10, value: '192.0.2.25' }, 'record.value', 'target_is_ip'],
    ['TXT over 4000 characters', { type: 'TXT', name: 't', value: 'x'.repeat(4001) }, 'record.value'],
    ['TXT string over 255 in a list', { type: 'TXT', name: 't', value: ['x'.repeat(256)] }, 'record.value.0'],
    [
      'SRV without _service._proto',
      { type: 'SRV', name: 'sip', priority: 1, weight: 1, port: 5060, value: 'sip.example.net' },
      'record.name',
    ],
    [
      'SRV port out of range',
      { type: 'SRV', name: '_sip._udp', priority: 1, weight: 1, port: 70000, value: 'sip.example.net' },
      'record.port',
    ],
    ['CAA with an unknown tag', { type: 'CAA', name: '@', tag: 'contactemail', value: 'x@example.net' }, 'record.tag'],
    [
      'CAA issue that is not a domain',
      { type: 'CAA', name: '@', tag: 'issue', value: 'not a domain' },
      'record.value',
      'bad_caa',
    ],
    [
      'CAA iodef that is not a URL',
      { type: 'CAA', name: '@', tag: 'iodef', value: 'security team' },
      'record.value',
      'bad_caa',
    ],
    ['NS at the apex', { type: 'NS', name: '@', value: 'ns1.other-dns.net' }, 'record.name', 'apex_ns_managed'],
    [
      'a name outside the zone',
      { type: 'A', name: 'www.example.org.', value: '192.0.2.1' },
      'record.name',
      'outside_zone',
    ],
    ['a TTL under 60', { type: 'A', name: 'x', value: '192.0.2.1', ttl: 30 }, 'record.ttl'],
    ['a TTL over a day', { type: 'A', name: 'x', value: '192.0.2.1', ttl: 86401 }, 'record.ttl'],
    ['a fractional TTL', { type: 'A', name: 'x', value: '192.0.2.1', ttl: 300.5 }, 'record.ttl'],
    ['a bad name', { type: 'A', name: 'bad name!', value: '192.0.2.1' }, 'record.name'],
    ['SOA', { type: 'SOA', name: '@', value: 'x' }, 'record.type'],
  ];
  for (const [what, record, path, code] of invalid) {
    it(`refuses ${what} with a field-level 422 and changes nothing`, async () => {
      const before = await serial();
      const r = await create(record);
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(paths(r)).toContain(path);
      if (code) expect(r.body.errors.find((e: { path: string }) => e.path === path).code).toBe(code);
      expect(await serial()).toBe(before);
    });
  }

  it('refuses CNAME conflicts both ways and a CNAME at the apex', async () => {
    const onA = await create({ type: 'CNAME', name: 'build-01', value: 'elsewhere.example.net' });
    expect(onA.status).toBe(422);
    expect(onA.body.errors).toEqual([expect.objectContaining({ path: 'record.name', code: 'cname_conflict' })]);
    expect(onA.body.detail).toContain('build-01 already has A records');
    const onCname = await create({ type: 'TXT', name: 'www', value: 'hello' });
    expect(onCname.status).toBe(422);
    expect(onCname.body.errors[0]).toMatchObject({ path: 'record.name', code: 'cname_conflict' });
    const apex = await create({ type: 'CNAME', name: '@', value: 'elsewhere.example.net' });
    expect(apex.body.errors[0]).toMatchObject({ path: 'record.name', code: 'cname_at_apex' });
  });

  it('an identical record is a 409 conflict', async () => {
    const r = await create({ type: 'A', name: 'build-01', value: '185.20.31.44' });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('conflict');
  });

  it('takes a full name in the zone and stores it relative', async () => {
    const r = await create({ type: 'A', name: 'Intranet.Nordlight-Studio.com.', value: '192.0.2.44' });
    expect(r.status).toBe(201);
    expect(r.body.record).toMatchObject({ name: 'intranet', fqdn: 'intranet.nordlight-studio.com' });
  });
});

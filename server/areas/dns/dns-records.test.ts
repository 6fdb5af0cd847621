// Records through the API: valid and invalid forms of every type, conflicts,
// ownership, the zone list and summary, listing with filters and cursors,
// and the all-or-nothing bulk change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '@server/db/seed-scale';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let token: string;
const Z = 'nordlight-studio.com';
beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:dns', 'write:dns']);
});
afterAll(() => api.close());

const create = (record: Record<string, unknown>, input = Z) =>
  api.call('POST', '/dns/records', { token, body: { input, record } });
const list = (query: Record<string, string | number> = {}) =>
  api.call('GET', '/dns/records', { token, query: { input: Z, limit: 500, ...query } });
const serial = async () => (await api.call('GET', '/dns/zone', { token, query: { input: Z } })).body.serial as number;
const paths = (r: { body: { errors?: { path: string }[] } }) => (r.body.errors ?? []).map((e) => e.path);

describe('zones', () => {
  it('lists the account’s zones with counts and delegation, and summarises one', async () => {
    const zones = await api.call('GET', '/dns/zones', { token });
    expect(zones.status).toBe(200);
    expect(zones.body.data.map((z: { domain: string }) => z.domain)).toEqual([
      'alexlindqvist.dev',
      'nordlight-studio.com',
      'nordlight.se',
      'oldshop-nordlight.com',
    ]);
    const main = zones.body.data.find((z: { domain: string }) => z.domain === Z);
    expect(main).toMatchObject({ delegated: true, dnssec: false });
    expect(main.recordCount).toBeGreaterThan(10);
    expect((await api.call('GET', '/dns/zones', { token, query: { q: 'ALEX' } })).body.total).toBe(1);

    const zone = await api.call('GET', '/dns/zone', { token, query: { input: 'alex@nordlight-studio.com' } });
    expect(zone.status).toBe(200);
    expect(zone.body).toMatchObject({
      domain: Z,
      nameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
      registryNameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
      mxTemplate: 'own',
      defaultTtl: 3600,
      target: { kind: 'email', mailbox: 'alex@nordlight-studio.com' },
    });
    expect(zone.body.recordCounts).toMatchObject({ SOA: 1, NS: 2, MX: 2, CAA: 2, SRV: 2 });
  });

  it('a host name of a zone finds the zone; another account’s zone is 403 domain_not_owned', async () => {
    const host = await api.call('GET', '/dns/zone', { token, query: { input: 'https://www.nordlight-studio.com/' } });
    expect(host.body.domain).toBe(Z);
    for (const [method, path, opts] of [
      ['GET', '/dns/zone', { query: { input: 'sandandsons.fi' } }],
      ['GET', '/dns/records', { query: { input: 'sandandsons.fi' } }],
      [
        'POST',
        '/dns/records',
        { body: { input: 'sandandsons.fi', record: { type: 'A', name: 'x', value: '192.0.2.1' } } },
      ],
      ['POST', '/dns/zone/mx-templates/apply', { body: { input: 'sandandsons.fi', template: 'own' } }],
    ] as const) {
      const r = await api.call(method, path, { token, ...opts });
      expect(r.status, path).toBe(403);
      expect(r.body.code).toBe('domain_not_owned');
    }
    expect((await api.call('GET', '/dns/zone', { token, query: { input: 'unknown-domain.org' } })).status).toBe(404);
  });

  it('needs the dns scopes', async () => {
    const readOnly = await api.token(['read:dns']);
    const r = await api.call('POST', '/dns/records', {
      token: readOnly,
      body: { input: Z, record: { type: 'A', name: 'x', value: '192.0.2.1' } },
    });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
  });

  it('snapshots answer a clear 501 saying they are not yet available', async () => {
    const r = await api.call('GET', '/dns/zone/snapshots', { token, query: { input: Z } });
    expect(r.status).toBe(501);
    expect(r.body).toMatchObject({ code: 'not_available', detail: 'Zone snapshots are not yet available' });
  });
});

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

describe('updating and deleting', () => {
  it('updates name, TTL and data; not the type; not locked records; 404 for unknown ids', async () => {
    const made = await create({ type: 'A', name: 'old', value: '192.0.2.50' });
    const id = made.body.record.id;
    const up = await api.call('PUT', '/dns/records', {
      token,
      body: { input: Z, id, record: { type: 'A', name: 'new', value: '192.0.2.51', ttl: 600 } },
    });
    expect(up.status).toBe(200);
    expect(up.body.record).toMatchObject({ id, name: 'new', value: '192.0.2.51', ttl: 600 });
    const typeChange = await api.call('PUT', '/dns/records', {
      token,
      body: { input: Z, id, record: { type: 'AAAA', name: 'new', value: '2001:db8::1' } },
    });
    expect(typeChange.status).toBe(422);
    expect(paths(typeChange)).toEqual(['record.type']);
    const soa = (await list({ type: 'SOA' })).body.data[0];
    expect(soa).toMatchObject({ locked: true, serial: await serial() });
    const lockedUp = await api.call('DELETE', '/dns/records', { token, query: { input: Z, id: soa.id } });
    expect(lockedUp.status).toBe(422);
    expect(lockedUp.body.errors[0].code).toBe('locked');
    expect(
      (
        await api.call('PUT', '/dns/records', {
          token,
          body: { input: Z, id: '99999999', record: { type: 'A', name: 'x', value: '192.0.2.1' } },
        })
      ).status,
    ).toBe(404);

    const del = await api.call('DELETE', '/dns/records', { token, query: { input: Z, id } });
    expect(del.status).toBe(200);
    expect(del.body.deleted).toMatchObject({ id, name: 'new' });
    expect((await api.call('DELETE', '/dns/records', { token, query: { input: Z, id } })).status).toBe(404);
  });

  it('another account’s record id is not found in this zone', async () => {
    const [row] = (
      (await api.db.execute(
        sql`select r.id from dns_records r join dns_zones z on z.id = r.zone_id where z.domain = 'sandandsons.fi' and r.type = 'A'`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const r = await api.call('DELETE', '/dns/records', { token, query: { input: Z, id: String(row!.id) } });
    expect(r.status).toBe(404);
  });
});

describe('listing', () => {
  it('lists apex first with SOA and NS leading, filters by type, exact name and text, and pages by cursor', async () => {
    const all = await list();
    expect(all.body.data.slice(0, 3).map((r: { type: string }) => r.type)).toEqual(['SOA', 'NS', 'NS']);
    expect(all.body).toMatchObject({ zone: Z, hasMore: false });
    const mx = await list({ type: 'MX' });
    expect(mx.body.data.every((r: { type: string }) => r.type === 'MX')).toBe(true);
    const named = await list({ name: 'k1._domainkey' });
    expect(named.body.data).toHaveLength(1);
    const text = await list({ q: 'letsencrypt' });
    expect(text.body.data.map((r: { type: string }) => r.type)).toContain('CAA');

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const p = await list({ limit: 7, ...(cursor ? { cursor } : {}) });
      expect(p.body.total).toBe(all.body.total);
      seen.push(...p.body.data.map((r: { id: string }) => r.id));
      cursor = p.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.body.data.map((r: { id: string }) => r.id));
  });
});

describe('bulk change', () => {
  it('applies creates, updates and deletes together with one serial bump', async () => {
    const a = await create({ type: 'A', name: 'bulk-a', value: '192.0.2.60' });
    const b = await create({ type: 'A', name: 'bulk-b', value: '192.0.2.61' });
    const before = await serial();
    const r = await api.call('POST', '/dns/zone/records/bulk', {
      token,
      body: {
        input: Z,
        creates: [
          { type: 'A', name: 'bulk-c', value: '192.0.2.62' },
          { type: 'TXT', name: 'bulk-c', value: 'hello' },
        ],
        updates: [{ id: a.body.record.id, record: { type: 'A', name: 'bulk-a', value: '192.0.2.60', ttl: 900 } }],
        deletes: [b.body.record.id],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ dryRun: false, deleted: [b.body.record.id] });
    expect(r.body.created).toHaveLength(2);
    expect(r.body.updated[0]).toMatchObject({ ttl: 900 });
    expect(r.body.serial).toBe(before + 1);
  });

  it('if one change fails, none is applied and the problem names the failing one', async () => {
    const before = await list();
    const s = await serial();
    const r = await api.call('POST', '/dns/zone/records/bulk', {
      token,
      body: {
        input: Z,
        creates: [
          { type: 'A', name: 'fine-1', value: '192.0.2.70' },
          { type: 'CNAME', name: 'build-01', value: 'x.example.net' },
        ],
        deletes: [before.body.data.find((x: { name: string }) => x.name === 'bulk-c').id],
      },
    });
    expect(r.status).toBe(422);
    expect(r.body.detail).toMatch(/^creates\[1\] \(build-01 CNAME\): build-01 already has A records/);
    expect(r.body.detail).toContain('Nothing was changed');
    expect(paths(r)).toEqual(['creates.1.name']);
    expect((await list()).body.data.map((x: { id: string }) => x.id)).toEqual(
      before.body.data.map((x: { id: string }) => x.id),
    );
    expect(await serial()).toBe(s);

    const bad = await api.call('POST', '/dns/zone/records/bulk', {
      token,
      body: {
        input: Z,
        creates: [{ type: 'A', name: 'fine-2', value: '192.0.2.71' }],
        deletes: ['424242424'],
        updates: [{ id: 'abc', record: { type: 'A', name: 'q', value: '192.0.2.1' } }],
      },
    });
    expect(bad.status).toBe(422);
    expect(paths(bad).sort()).toEqual(['deletes.0', 'updates.0.id']);
    const ttl = await api.call('POST', '/dns/zone/records/bulk', {
      token,
      body: { input: Z, creates: [{ type: 'A', name: 'fine-3', value: '192.0.2.72', ttl: 5 }] },
    });
    expect(paths(ttl)).toEqual(['creates.0.ttl']);
    expect((await list({ q: 'fine-' })).body.total).toBe(0);
  });

  it('a dry run validates and reports without writing', async () => {
    const s = await serial();
    const r = await api.call('POST', '/dns/zone/records/bulk', {
      token,
      body: { input: Z, creates: [{ type: 'A', name: 'dry', value: '192.0.2.80' }], dry_run: true },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dryRun: true, serial: s });
    expect(r.body.created).toHaveLength(1);
    expect((await list({ name: 'dry' })).body.total).toBe(0);
    expect(await serial()).toBe(s);
  });

  it('refuses an empty change', async () => {
    const r = await api.call('POST', '/dns/zone/records/bulk', { token, body: { input: Z } });
    expect(r.status).toBe(422);
  });
});

describe('a large zone', () => {
  it('pages through thousands of records by cursor, filters them, and a change does not read the whole zone', async () => {
    await seedScale(api.db, api.clock.now(), 3000);
    const first = await list({ limit: 500 });
    expect(first.body.total).toBeGreaterThan(3000);
    const ids = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p = await list({ limit: 500, ...(cursor ? { cursor } : {}) });
      p.body.data.forEach((r: { id: string }) => ids.add(r.id));
      cursor = p.body.nextCursor;
      pages++;
    } while (cursor);
    expect(ids.size).toBe(first.body.total);
    expect(pages).toBe(Math.ceil(first.body.total / 500));
    expect((await list({ q: 'host1234-' })).body.total).toBe(1);
    const started = performance.now();
    expect((await create({ type: 'A', name: 'after-scale', value: '192.0.2.99' })).status).toBe(201);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

// Sorting a zone's records (`sort`, ADR 035) and exporting them as CSV: the default is the zone order
// the listing always had, every order pages without skips or repeats, a cursor of one order is refused
// by another, and the export holds the whole filtered, sorted list of that zone only.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dnsRecords } from '@server/db/schema/dns';
import { registeredDomain } from '@server/test/registered-domain';
import { createZone } from './public';
import { api, token, Z, startRecordsApi } from './records-test-api';
import { allPages } from '@server/test/all-pages';
import { expectSortRefusals, exportedCsv } from '@server/test/sort-checks';
import { DNS_RECORD_SORTS } from '@contract/list-sorts';

startRecordsApi();

interface Row {
  id: string;
  name: string;
  fqdn: string;
  type: string;
  ttl: number;
  content: string;
  value?: string;
  priority?: number;
}

/** The stored value of each record (`value` sorts by it, and an MX's stored value has no priority). */
let stored: Map<string, string>;

beforeAll(async () => {
  // Records that tie on TTL and type, an MX and an SRV with priorities, and a TXT a spreadsheet would run.
  const r = await api.call('POST', '/dns/zone/records/bulk', {
    token,
    body: {
      input: Z,
      creates: [
        { type: 'A', name: 'alpha', value: '192.0.2.31', ttl: 600 },
        { type: 'A', name: 'beta', value: '192.0.2.32', ttl: 600 },
        { type: 'A', name: 'Gamma', value: '192.0.2.33', ttl: 600 },
        { type: 'MX', name: 'lists', priority: 5, value: 'mx1.panel-mail.net', ttl: 600 },
        {
          type: 'SRV',
          name: '_sip._tcp',
          priority: 10,
          weight: 5,
          port: 5060,
          value: 'sip.nordlight-studio.com',
          ttl: 900,
        },
        { type: 'TXT', name: 'formula', value: '=HYPERLINK("x")', ttl: 900 },
      ],
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const zone = (await api.call('GET', '/dns/records', { token, query: { input: Z, limit: 1 } })).body;
  expect(zone.zone).toBe(Z);
  const rows = await api.db.select().from(dnsRecords);
  stored = new Map(rows.map((row) => [String(row.id), row.value]));
});

const all = (query: Record<string, string | number>, input = Z) =>
  allPages<Row>(api, '/dns/records', token, { input, ...query });

// The zone order as the listing has always had it (the generated sort_name and type_rank columns).
const RANK = ['SOA', 'NS', 'A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA'];
const sortName = (r: Row) => (r.name === '@' ? '' : r.name.toLowerCase());
const typeRank = (r: Row) => (RANK.includes(r.type) ? RANK.indexOf(r.type) : 9);
type Key = (string | number)[];
const compare = (a: Key, b: Key) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
};
const sortedBy = (rows: Row[], key: (r: Row) => Key) => [...rows].sort((a, b) => compare(key(a), key(b)));
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('GET /dns/records?sort', () => {
  it('without sort answers in the zone order, apex first, then by name and type, as before', async () => {
    const rows = await all({});
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows[0]!.name).toBe('@');
    expect(ids(rows)).toEqual(ids(sortedBy(rows, (r) => [sortName(r), typeRank(r), Number(r.id)])));
    expect(ids(await all({ sort: 'name' }))).toEqual(ids(rows));
  });

  it('sorts by each column both ways, paging two at a time without skips or repeats', async () => {
    const everything = await all({});
    const cases: [string, (r: Row) => Key][] = [
      ['name', (r) => [sortName(r), typeRank(r), Number(r.id)]],
      ['type', (r) => [r.type, sortName(r), Number(r.id)]],
      ['ttl', (r) => [r.ttl, sortName(r), typeRank(r), Number(r.id)]],
      ['value', (r) => [stored.get(r.id)!.slice(0, 40), sortName(r), Number(r.id)]],
    ];
    for (const [column, key] of cases) {
      const ascending = ids(sortedBy(everything, key));
      expect(ids(await all({ sort: column })), column).toEqual(ascending);
      expect(ids(await all({ sort: `-${column}` })), `-${column}`).toEqual([...ascending].reverse());
    }
  });

  it('sorts within the filters', async () => {
    const a = await all({ type: 'A', sort: '-ttl' });
    expect(a.every((r) => r.type === 'A')).toBe(true);
    expect(a.map((r) => r.ttl)).toEqual([...a.map((r) => r.ttl)].sort((x, y) => y - x));
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await expectSortRefusals(api, '/dns/records', {
      token,
      query: { input: Z },
      columns: DNS_RECORD_SORTS,
      switches: [
        ['ttl', '-ttl'],
        ['name', 'type'],
        ['value', 'name'],
      ],
    });
  });
});

describe('GET /dns/records/export', () => {
  it('answers the whole sorted list of the zone as CSV, each record as the editor shows it', async () => {
    const r = await api.call('GET', '/dns/records/export', { token, query: { input: Z, sort: '-ttl' } });
    const [header, ...records] = exportedCsv(r, `dns-records-${Z}`);
    expect(header).toEqual(['Name', 'FQDN', 'Type', 'TTL (seconds)', 'Priority (MX, SRV)', 'Value', 'Zone file data']);
    const listed = await all({ sort: '-ttl' });
    expect(records.map((c) => `${c[1]} ${c[2]} ${c[6]}`)).toEqual(
      listed.map((l) => `${l.fqdn} ${l.type} ${l.content}`),
    );
    const row = (name: string, type: string) => records.find((c) => c[0] === name && c[2] === type)!;
    expect(row('alpha', 'A')).toEqual(['alpha', `alpha.${Z}`, 'A', '600', '', '192.0.2.31', '192.0.2.31']);
    expect(row('lists', 'MX')).toEqual([
      'lists',
      `lists.${Z}`,
      'MX',
      '600',
      '5',
      'mx1.panel-mail.net',
      '5 mx1.panel-mail.net.',
    ]);
    expect(row('_sip._tcp', 'SRV').slice(3)).toEqual([
      '900',
      '10',
      'sip.nordlight-studio.com',
      '10 5 5060 sip.nordlight-studio.com.',
    ]);
    // The apex shows as the editor writes it (with the ' that keeps a spreadsheet from reading a
    // leading @ as a formula, ADR 035), and in full.
    expect(records.find((c) => c[0] === "'@")![1]).toBe(Z);
    // No internal ids: no cell is a record's id.
    const recordIds = new Set(listed.map((l) => l.id));
    expect(records.some((c) => recordIds.has(c[0]!))).toBe(false);
  });

  it('writes a value a spreadsheet would run as a formula as text; the quoted zone form stays as stored', async () => {
    const r = await api.call('GET', '/dns/records/export', { token, query: { input: Z, type: 'TXT', q: 'HYPERLINK' } });
    // csv-stringify quotes the field and doubles its quotes; the leading ' keeps it from running.
    expect(r.body as string).toContain(`"'=HYPERLINK(""x"")"`);
    const [, ...records] = exportedCsv(r, `dns-records-${Z}`);
    expect(records).toEqual([
      ['formula', `formula.${Z}`, 'TXT', '900', '', `'=HYPERLINK("x")`, '"=HYPERLINK(\\"x\\")"'],
    ]);
  });

  it('applies the filters, and gives only that zone', async () => {
    const r = await api.call('GET', '/dns/records/export', { token, query: { input: Z, type: 'A' } });
    const [, ...records] = exportedCsv(r, `dns-records-${Z}`);
    const listed = await all({ type: 'A' });
    expect(records.map((c) => c[1])).toEqual(listed.map((l) => l.fqdn));
    expect(records.every((c) => c[2] === 'A' && c[1]!.endsWith(Z))).toBe(true);
    const named = exportedCsv(
      await api.call('GET', '/dns/records/export', { token, query: { input: Z, name: 'alpha' } }),
      `dns-records-${Z}`,
    );
    expect(named.slice(1).map((c) => c[0])).toEqual(['alpha']);
  });

  it('refuses what the listing refuses, with the same problem and no file', async () => {
    const queries: Record<string, string>[] = [
      { input: 'sandandsons.fi' }, // another account's zone
      { input: 'no-zone-here.example' },
      { input: Z, name: 'outside.example.org.' },
      { input: Z, type: 'MD' },
      { input: Z, sort: 'colour' },
    ];
    for (const query of queries) {
      const list = await api.call('GET', '/dns/records', { token, query });
      const exp = await api.call('GET', '/dns/records/export', { token, query });
      expect(list.status, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
      expect([exp.status, exp.body.code], JSON.stringify(query)).toEqual([list.status, list.body.code]);
      expect(exp.headers.get('content-type')).toMatch(/problem\+json/);
    }
  });

  it("names the file after an international zone's ASCII name", async () => {
    const demo = await api.accountId('demo@example.com');
    await registeredDomain(api.db, demo, 'bücher.se');
    await api.db.transaction((tx) =>
      createZone(tx, { accountId: demo, domain: 'bücher.se', node: null, now: api.clock.now() }),
    );
    const r = await api.call('GET', '/dns/records/export', { token, query: { input: 'bücher.se' } });
    const [, ...records] = exportedCsv(r, 'dns-records-xn--bcher-kva.se');
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((c) => c[1]!.endsWith('xn--bcher-kva.se'))).toBe(true);
    // A new zone has its SOA; it has no single value, so its value is all of its data.
    const soa = records.find((c) => c[2] === 'SOA')!;
    expect(soa.slice(0, 2)).toEqual(["'@", 'xn--bcher-kva.se']);
    expect(soa[5]).toBe(soa[6]);
    expect(soa[6]).toMatch(/^ns1\.panel-dns\.net\. /);
    // The new zone's rows are not the other zone's.
    const [zoneRow] = await api.db.select().from(dnsRecords).where(eq(dnsRecords.name, 'alpha'));
    expect(records.some((c) => c[5] === zoneRow!.value)).toBe(false);
  });
});

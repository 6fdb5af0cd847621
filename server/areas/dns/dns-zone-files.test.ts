// BIND zone files: the parser on a real-world file, errors that name their
// line, import (merge, replace, dry run) and export that reads back to the
// same records.
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';
import { content } from './rdata';
import { parseZoneFile } from './zone-parser';

const Z = 'nordlight.se';
const DKIM = `v=DKIM1; k=rsa; p=${'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA'.repeat(9)}IDAQAB`;

// Shaped like a file exported from another provider: comments, $ORIGIN and
// $TTL, a multi-line SOA, blank owners, mixed TTL/class order, TTL units,
// relative and absolute targets, a DKIM key split over lines, types we skip.
const REAL_WORLD = `; nordlight.se zone, exported from the old provider
$ORIGIN nordlight.se.
$TTL 1h
@       IN  SOA ns1.oldprovider.net. hostmaster.nordlight.se. (
                2024061801 ; serial
                3h         ; refresh
                15m        ; retry
                2w         ; expire
                1h )       ; minimum
        IN  NS      ns1.oldprovider.net.
        IN  NS      ns2.oldprovider.net.
@       300 IN  A   192.0.2.80
        IN  AAAA    2001:db8:80::1
www     IN  CNAME   @
shop    3600 IN CNAME shops.storefront-cdn.net.
@       IN  MX  10  mx1.panel-mail.net.
@       IN  MX  20  mx2.panel-mail.net.
@       IN  TXT     "v=spf1 include:_spf.panel-mail.net ~all"
_dmarc  IN  TXT     "v=DMARC1; p=reject; rua=mailto:dmarc@nordlight.se"
mail2024._domainkey IN TXT ( "${DKIM.slice(0, 200)}"
                             "${DKIM.slice(200)}" )
_sip._tls  86400 IN SRV 100 1 443 sipdir.online.example.com.
@       IN  CAA 0 issue "letsencrypt.org"
office  IN  A   192.0.2.81 ; the office router
vpn     2d IN A 192.0.2.82
lab     IN  NS  ns.lab.nordlight.se.
ns.lab  IN  A   192.0.2.83
old     IN  HINFO "PC" "Linux"
other.example.org. IN A 192.0.2.84
`;

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:dns', 'write:dns']);
});
afterAll(() => api.close());

const importFile = (zone_file: string, extra: Record<string, unknown> = {}) =>
  api.call('PUT', '/dns/zone/import', { token, body: { input: Z, zone_file, ...extra } });
const records = async () =>
  (await api.call('GET', '/dns/records', { token, query: { input: Z, limit: 500 } })).body.data as {
    id: string;
    name: string;
    type: string;
    ttl: number;
    content: string;
    value: string;
  }[];
const shape = (rs: { name: string; type: string; ttl: number; content: string }[]) =>
  rs
    .filter((r) => r.type !== 'SOA')
    .map((r) => `${r.name} ${r.ttl} ${r.type} ${r.content}`)
    .sort();

describe('the zone-file parser', () => {
  it('reads a real-world file: $ORIGIN, $TTL with units, a multi-line SOA, blank owners, a long TXT over two lines', () => {
    const p = parseZoneFile(REAL_WORLD, Z);
    expect(p.errors).toEqual([]);
    const got = p.records.map((r) => `${r.line} ${r.rec.name} ${r.rec.ttl} ${r.rec.type} ${content(r.rec)}`);
    expect(got).toContain('12 @ 300 A 192.0.2.80');
    expect(got).toContain('13 @ 3600 AAAA 2001:db8:80::1');
    expect(got).toContain('14 www 3600 CNAME nordlight.se.');
    expect(got).toContain('27 ns.lab 3600 A 192.0.2.83');
    expect(got).toContain('26 lab 3600 NS ns.lab.nordlight.se.');
    const dkim = p.records.find((r) => r.rec.name === 'mail2024._domainkey')!;
    expect(dkim.line).toBe(20);
    // The strings stay as the file split them.
    expect(dkim.rec.value).toBe(`"${DKIM.slice(0, 200)}" "${DKIM.slice(200)}"`);
    expect(p.adjusted).toEqual([expect.objectContaining({ line: 25, reason: expect.stringContaining('TTL 172800') })]);
    expect(p.records.find((r) => r.line === 25)!.rec.ttl).toBe(86400);
    expect(p.skipped.map((s) => s.line)).toEqual([4, 10, 11, 28, 29]);
    expect(p.skipped.find((s) => s.line === 28)!.reason).toContain('HINFO');
    expect(p.skipped.find((s) => s.line === 29)!.reason).toContain('outside the zone');
  });

  it('names the line of a syntax error or of bad data', () => {
    expect(parseZoneFile('@ IN A 192.0.2.1\nwww IN TXT "never closed\n', Z).errors).toEqual([
      { line: 2, message: 'Line 2: A quoted string is not closed on its line' },
    ]);
    expect(parseZoneFile('a IN A 192.0.2.1\n@ IN SOA x. y. (\n 1 2 3 4 5\n', Z).errors[0]!.line).toBe(2);
    const bad = parseZoneFile(
      'a IN A 192.0.2.1\nb IN A 300.1.1.1\nc IN MX mail.example.net.\nd IN WHAT?\n  IN A 192.0.2.9',
      Z,
    );
    expect(bad.errors.map((e) => e.line)).toEqual([2, 3, 4]);
    expect(bad.errors[1]!.message).toBe('Line 3: MX takes a priority and a host name, e.g. 10 mail.example.com.');
    expect(parseZoneFile('$TTL soon\n', Z).errors[0]!.message).toContain('Line 1');
  });
});

describe('import and export', () => {
  it('a dry run previews the diff and writes nothing', async () => {
    const before = await records();
    const r = await importFile(REAL_WORLD, { mode: 'replace', dry_run: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ dryRun: true, mode: 'replace' });
    expect(r.body.diff.filter((d: { change: string }) => d.change === 'create').length).toBe(r.body.created);
    expect(r.body.diff).toContainEqual(
      expect.objectContaining({ change: 'remove', name: '@', type: 'A', content: '185.20.30.10' }),
    );
    expect(r.body.diff).toContainEqual(
      expect.objectContaining({ change: 'create', name: 'vpn', line: 25, ttl: 86400 }),
    );
    expect(r.body.skipped.map((s: { line: number }) => s.line)).toEqual([4, 10, 11, 28, 29]);
    expect((await records()).map((x) => x.id)).toEqual(before.map((x) => x.id));
  });

  it('replace makes the zone exactly the file (our SOA and NS kept); export reads back to the same records', async () => {
    const r = await importFile(REAL_WORLD, { mode: 'replace' });
    expect(r.status).toBe(200);
    expect(r.body.created).toBeGreaterThan(10);
    const now = await records();
    expect(now.filter((x) => x.type === 'NS' && x.name === '@').map((x) => x.value)).toEqual([
      'ns1.panel-dns.net',
      'ns2.panel-dns.net',
    ]);
    expect(now.find((x) => x.name === 'mail2024._domainkey')!.value).toBe(DKIM);
    expect(now.some((x) => x.name === '@' && x.type === 'A' && x.value === '185.20.30.10')).toBe(false);

    const exp = await api.call('GET', '/dns/zone/export', { token, query: { input: Z } });
    expect(exp.status).toBe(200);
    expect(exp.headers.get('content-type')).toContain('text/dns');
    expect(exp.headers.get('content-disposition')).toBe('attachment; filename="nordlight.se.zone"');
    const file = exp.body as string;
    expect(file).toContain('$ORIGIN nordlight.se.');
    expect(file).toMatch(/SOA\s+ns1\.panel-dns\.net\. hostmaster\.nordlight\.se\. \(\n/);

    const back = parseZoneFile(file, Z);
    expect(back.errors).toEqual([]);
    expect(back.records.map((p) => `${p.rec.name} ${p.rec.ttl} ${p.rec.type} ${content(p.rec)}`).sort()).toEqual(
      shape(now).filter((s) => !/^@ 86400 NS ns[12]\.panel-dns\.net\.$/.test(s)),
    );

    const again = await importFile(file, { mode: 'replace' });
    expect(again.body).toMatchObject({ created: 0, updated: 0, removed: 0 });
    expect(shape(await records())).toEqual(shape(now));
  });

  it('merge adds only what is missing', async () => {
    const r = await importFile('$ORIGIN nordlight.se.\nextra 600 IN A 192.0.2.90\noffice IN A 192.0.2.81\n');
    expect(r.body).toMatchObject({ mode: 'merge', created: 1, unchanged: 1, removed: 0 });
  });

  it('a file that would break the zone is refused whole, naming the line', async () => {
    const before = shape(await records());
    const r = await importFile('$ORIGIN nordlight.se.\nnew1 IN A 192.0.2.91\noffice IN CNAME elsewhere.example.net.\n');
    expect(r.status).toBe(422);
    expect(r.body.errors[0]).toMatchObject({ path: 'zone_file', code: 'cname_conflict' });
    expect(r.body.errors[0].message).toMatch(/^Line 3: office already has A records/);
    const syntax = await importFile('new2 IN A 192.0.2.92\nnew3 IN A not-an-ip\n');
    expect(syntax.status).toBe(422);
    expect(syntax.body.errors[0]).toMatchObject({
      path: 'zone_file',
      message: expect.stringMatching(/^Line 2: A value/),
    });
    expect(shape(await records())).toEqual(before);
  });

  it('a zone holds at most 20,000 records and one import changes at most 1,000', async () => {
    const lines = (n: number, from = 0) =>
      Array.from({ length: n }, (_, i) => `bulk${from + i} IN TXT "record ${from + i}"`).join('\n');
    const before = shape(await records());
    // Past the zone's limit the file is not read to its end.
    const huge = await importFile(lines(20_050), { dry_run: true });
    expect(huge.status).toBe(422);
    expect(huge.body.errors[0]).toMatchObject({
      path: 'zone_file',
      message: 'Line 20001: the file holds more than 20,000 records, the most one zone holds',
    });
    const big = await importFile(lines(1_001));
    expect(big.status).toBe(422);
    expect(big.body.errors[0]).toMatchObject({ path: 'zone_file', code: 'zone_import_too_large' });
    expect(big.body.detail).toBe(
      'This import would change 1,001 records; one import changes at most 1,000. Import the file in parts, in merge mode',
    );
    expect(shape(await records())).toEqual(before);

    // A zone filled close to its limit (written straight to the table: the limit is what is tested);
    // an import up to the limit works, the record that would pass it is refused.
    const zoneSize = async () => {
      const [row] = await queryRows<{ n: number }>(
        api.db,
        sql`select count(*)::int as n from dns_records r join dns_zones z on z.id = r.zone_id where z.domain = ${Z}`,
      );
      return row!.n;
    };
    await api.db.execute(sql`insert into dns_records (zone_id, name, type, ttl, value, created_at)
      select z.id, 'fill' || g, 'TXT', 3600, '"filler"', now() from dns_zones z, generate_series(1, ${19_500 - (await zoneSize())}) g
      where z.domain = ${Z}`);
    expect((await importFile(lines(500))).status).toBe(200);
    expect(await zoneSize()).toBe(20_000);
    const over = await api.call('POST', '/dns/records', {
      token,
      body: { input: Z, record: { type: 'A', name: 'one-too-many', value: '192.0.2.99' } },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors[0]).toMatchObject({ code: 'zone_record_limit' });
    expect(over.body.detail).toBe('The zone would hold 20,001 records; a zone holds at most 20,000');
  }, 60_000);
});

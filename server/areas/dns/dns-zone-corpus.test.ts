// The zone-file corpus (zone-corpus/*.zone, shaped like real exports: BIND,
// Windows DNS, Cloudflare, Google Cloud DNS, Route 53, hand-kept files) goes
// import -> export -> import and must come back as the same records, byte for
// byte: first through the parser and writer alone, then through the API.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DnsRecordInput } from '@contract/dns-records';
import { startApi, type TestApi } from '@server/test/harness';
import { fqdnOf, wireLength } from './names';
import { content, txtBytes, type Rec, type RecordRow } from './rdata';
import { writeZoneFile } from './zone-file-writer';
import { parseZoneFile } from './zone-parser';

const dir = new URL('./zone-corpus/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.zone'))
  .sort();
const source = (file: string) => readFileSync(new URL(file, dir), 'utf8');
const zoneOf = (file: string) => file.replace(/\.zone$/, '');

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
/** A record with its exact data: for TXT the bytes of every string, in order. */
const exact = (r: Rec) =>
  `${r.name} ${r.ttl} ${r.type} ${r.priority ?? '-'} ${r.type === 'TXT' ? txtBytes(r.value).map(hex).join('|') : r.value}`;
const rows = (recs: Rec[]): RecordRow[] =>
  recs.map((rec, i) => ({ ...rec, id: i + 1, zoneId: 1, createdAt: new Date(0), updatedAt: null }));
const exportOf = (zone: string, recs: Rec[]) =>
  writeZoneFile({
    zone,
    serial: 2025010101,
    defaultTtl: 3600,
    records: rows(recs),
    now: new Date('2025-01-01T00:00:00Z'),
  });

describe('the zone-file corpus', () => {
  it('has at least ten files, one of them with every record type the editor offers', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    const editorTypes = DnsRecordInput.options.map((o) => o.shape.type.value).sort();
    const types = new Set(
      parseZoneFile(source('kvarnen-bageri.se.zone'), 'kvarnen-bageri.se').records.map((p) => p.rec.type),
    );
    expect([...types].sort()).toEqual(editorTypes);
  });

  for (const file of files) {
    it(`${file}: import -> export -> import gives the same records, byte for byte`, () => {
      const zone = zoneOf(file);
      const first = parseZoneFile(source(file), zone);
      expect(first.errors).toEqual([]);
      expect(first.records.length).toBeGreaterThan(0);
      const exported = exportOf(
        zone,
        first.records.map((p) => p.rec),
      );
      const second = parseZoneFile(exported, zone);
      expect(second.errors).toEqual([]);
      expect(second.skipped).toEqual([]);
      expect(second.adjusted).toEqual([]);
      expect(second.records.map((p) => exact(p.rec))).toEqual(first.records.map((p) => exact(p.rec)));
      // The export is a fixed point: exporting what it imports writes the same file.
      expect(
        exportOf(
          zone,
          second.records.map((p) => p.rec),
        ),
      ).toBe(exported);
      // Every limit holds in wire form: 255 bytes a TXT string, 255 bytes a name.
      for (const { rec } of second.records) {
        for (const s of rec.type === 'TXT' ? txtBytes(rec.value) : []) expect(s.length).toBeLessThanOrEqual(255);
        expect(wireLength(fqdnOf(rec.name, zone))).toBeLessThanOrEqual(255);
      }
    });
  }
});

describe('the corpus through the API', () => {
  // Each file is imported into a zone the test account owns: its domain is
  // written as that zone's, the rest of the file unchanged.
  const Z = 'nordlight.se';
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.token(['read:dns', 'write:dns']);
  });
  afterAll(() => api.close());

  type Listed = { name: string; ttl: number; type: string; content: string; locked: boolean };
  const line = (r: { name: string; ttl: number; type: string }, data: string) => `${r.name} ${r.ttl} ${r.type} ${data}`;
  const records = async () =>
    ((await api.call('GET', '/dns/records', { token, query: { input: Z, limit: 500 } })).body.data as Listed[])
      .filter((r) => !r.locked)
      .map((r) => line(r, r.content))
      .sort();

  for (const file of files) {
    it(`${file}: replace-import, export and import again change nothing`, async () => {
      const text = source(file).split(zoneOf(file)).join(Z);
      const expected = parseZoneFile(text, Z);
      expect(expected.errors).toEqual([]);
      const put = (zone_file: string) =>
        api.call('PUT', '/dns/zone/import', { token, body: { input: Z, zone_file, mode: 'replace' } });

      const first = await put(text);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.created + first.body.updated + first.body.unchanged).toBe(expected.records.length);
      const imported = await records();
      expect(imported).toEqual(expected.records.map((p) => line(p.rec, content(p.rec))).sort());

      const exp = await api.call('GET', '/dns/zone/export', { token, query: { input: Z } });
      expect(exp.status).toBe(200);
      const again = await put(exp.body as string);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toMatchObject({ created: 0, updated: 0, removed: 0, unchanged: expected.records.length });
      expect(await records()).toEqual(imported);
    });
  }
});

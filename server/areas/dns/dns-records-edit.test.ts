// Records after they exist: updating and deleting (locked and foreign ones
// refused), listing with filters and cursors, and a zone of thousands of records.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedScale } from '@server/seed/scale';
import { api, create, list, paths, serial, startRecordsApi, token, Z } from './records-test-api';

startRecordsApi();

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

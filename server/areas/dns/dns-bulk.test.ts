// The all-or-nothing bulk change: one serial bump for many changes, nothing
// applied when one fails, a dry run that writes nothing, and an empty change.
import { describe, expect, it } from 'vitest';
import { api, create, list, paths, serial, startRecordsApi, token, Z } from './records-test-api';

startRecordsApi();

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

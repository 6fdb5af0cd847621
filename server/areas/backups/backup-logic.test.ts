// The pure parts: the simulated home tree, browsing a manifest level by level, the restore plan and its dry run.
import { describe, expect, it } from 'vitest';
import type { BackupManifest } from '@server/db/schema/backups';
import { baseTree } from '@server/infra/home-tree';
import { dayChanges } from './home-tree';
import { filesLevel, levelOf, normalPath, pageOf, sortEntries } from './contents';
import { partSizesOf, sumOfParts } from './part-sizes';
import { dryRun, planItems, type LiveState } from './restore-plan';
import { outcomeOf } from './restore-job';
import { kindOn, nextRunAfter, retainedUntil } from './schedule';

const owner = { serviceId: 7, domain: 'example.com', createdAt: new Date('2025-01-01T00:00:00Z') };
const at = '2026-11-01T10:00:00.000Z';
const manifest: BackupManifest = {
  files: [
    { path: '/public_html/index.php', type: 'file', sizeBytes: 400, modifiedAt: at },
    { path: '/public_html/wp-content/a.css', type: 'file', sizeBytes: 100, modifiedAt: at },
    { path: '/public_html/wp-content/b.css', type: 'file', sizeBytes: 50, modifiedAt: '2026-11-02T10:00:00.000Z' },
    { path: '/logs/access.log', type: 'file', sizeBytes: 1000, modifiedAt: at },
  ],
  databases: [{ path: 'shop_wp', type: 'database', sizeBytes: 2048, modifiedAt: null }],
  email: [{ path: 'info@example.com', type: 'mailbox', sizeBytes: 4096, modifiedAt: null }],
  cron: [],
  dns: [],
};

describe('a backup’s parts', () => {
  it('counts entries by their size and the DNS and cron lines by their UTF-8 bytes with a newline each', () => {
    const parts = partSizesOf({
      ...manifest,
      dns: ['example.com. 3600 IN A 192.0.2.1', 'xn--bcher-kva.example. 3600 IN TXT "bücher"'],
      cron: ['CRON_TZ=UTC', '0 3 * * * php ~/cron.php'],
    });
    expect(parts).toEqual({
      files: 1550,
      databases: 2048,
      email: 4096,
      // 32 + 1 and 44 bytes ("ü" is two) + 1
      dns: 33 + 45,
      cron: 12 + 25,
    });
    expect(sumOfParts(parts)).toBe(1550 + 2048 + 4096 + 78 + 37);
  });
});

describe('the simulated home tree', () => {
  it('is the same for the same service and differs between services', () => {
    expect(baseTree(owner)).toEqual(baseTree(owner));
    expect(baseTree(owner).map((f) => f.sizeBytes)).not.toEqual(
      baseTree({ ...owner, serviceId: 8 }).map((f) => f.sizeBytes),
    );
  });

  it('grows the access log every day and dates the changes within that day', () => {
    const tree = new Map(baseTree(owner).map((f) => [f.path, f]));
    const day = new Date('2026-11-04T00:00:00Z');
    const changes = dayChanges(7, day, tree);
    const log = changes.find((c) => c.path === '/logs/access.log')!;
    expect(log.sizeBytes).toBeGreaterThan(tree.get('/logs/access.log')!.sizeBytes);
    for (const c of changes) expect(c.modifiedAt.toISOString().slice(0, 10)).toBe('2026-11-04');
    // 2026-11-04 is a Wednesday: the theme is edited
    expect(changes.map((c) => c.path)).toContain('/public_html/wp-content/themes/twentytwentyfive/style.css');
  });
});

describe('the schedule', () => {
  it('keeps the first of the month as monthly, Sundays as weekly, the rest as daily', () => {
    expect(kindOn(new Date('2026-11-01T03:00:00Z'))).toBe('monthly');
    expect(kindOn(new Date('2026-11-22T03:00:00Z'))).toBe('weekly');
    expect(kindOn(new Date('2026-11-23T03:00:00Z'))).toBe('daily');
    expect(retainedUntil('monthly', new Date('2026-11-01T03:00:00Z')).toISOString()).toBe('2027-05-01T03:00:00.000Z');
    expect(nextRunAfter(new Date('2026-11-23T02:59:00Z')).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(nextRunAfter(new Date('2026-11-23T03:00:00Z')).toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });
});

describe('browsing a backup', () => {
  it('normalises paths', () => {
    expect(normalPath('public_html//wp-content/./')).toBe('/public_html/wp-content');
    expect(normalPath('')).toBe('/');
  });

  it('lists one level: directories with their total size and newest time, then files', () => {
    const root = levelOf(manifest, 'files', '/', '1');
    expect(root.entries.map((e) => [e.name, e.type, e.sizeBytes])).toEqual([
      ['logs', 'directory', 1000],
      ['public_html', 'directory', 550],
    ]);
    const html = filesLevel(manifest.files, '/public_html')!;
    expect(html.find((e) => e.name === 'wp-content')).toMatchObject({
      type: 'directory',
      sizeBytes: 150,
      modifiedAt: '2026-11-02T10:00:00.000Z',
      path: '/public_html/wp-content',
    });
    expect(levelOf(manifest, 'files', '/public_html/index.php', '1').entries).toHaveLength(1);
  });

  it('answers 404 for a path the backup does not hold, and lists databases and mailboxes', () => {
    expect(() => levelOf(manifest, 'files', '/nope', '1')).toThrow(/holds nothing at \/nope/);
    expect(levelOf(manifest, 'databases', '/', '1').entries).toEqual([
      { name: 'shop_wp', path: 'shop_wp', type: 'database', sizeBytes: 2048, modifiedAt: null },
    ]);
    expect(levelOf(manifest, 'email', '/', '1').entries[0]!.type).toBe('mailbox');
  });

  it('pages by cursor without skips or repeats', () => {
    const { entries } = levelOf(manifest, 'files', '/public_html', '1');
    const first = pageOf(entries, 'name', undefined, 1);
    expect(first).toMatchObject({ hasMore: true, total: 2 });
    const second = pageOf(entries, 'name', first.nextCursor!, 1);
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });
    expect([...first.data, ...second.data].map((e) => e.name)).toEqual(['wp-content', 'index.php']);
    expect(() => pageOf(entries, 'name', 'bm9wZQ', 1)).toThrow();
    // A cursor names the order it was issued in: another order refuses it.
    expect(() => pageOf(entries, '-size', first.nextCursor!, 1)).toThrow(/another sort/);
  });

  it('sorts a level by name, size or time modified; entries without one last either way, ties by name', () => {
    const e = (name: string, type: 'directory' | 'file', sizeBytes: number | null, modifiedAt: string | null) => ({
      name,
      path: `/${name}`,
      type,
      sizeBytes,
      modifiedAt,
    });
    const level = [
      e('b.txt', 'file', 10, '2026-11-02T00:00:00.000Z'),
      e('z', 'directory', 10, '2026-11-01T00:00:00.000Z'),
      e('a.txt', 'file', 300, null),
      e('c.txt', 'file', null, '2026-11-03T00:00:00.000Z'),
    ];
    const names = (sort: Parameters<typeof sortEntries>[1]) => sortEntries(level, sort).map((x) => x.name);
    expect(names('name')).toEqual(['z', 'a.txt', 'b.txt', 'c.txt']);
    expect(names('-name')).toEqual(['c.txt', 'b.txt', 'a.txt', 'z']);
    expect(names('size')).toEqual(['z', 'b.txt', 'a.txt', 'c.txt']);
    expect(names('-size')).toEqual(['a.txt', 'z', 'b.txt', 'c.txt']);
    expect(names('modified')).toEqual(['z', 'b.txt', 'c.txt', 'a.txt']);
    expect(names('-modified')).toEqual(['c.txt', 'b.txt', 'z', 'a.txt']);
    // Paged one at a time in a sorted order: every entry once, in that order.
    const sorted = sortEntries(level, '-size');
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const p = pageOf(sorted, '-size', cursor, 1);
      seen.push(...p.data.map((x) => x.name));
      cursor = p.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(names('-size'));
  });
});

describe('planning a restore', () => {
  it('expands a directory to its files and refuses what the backup does not hold with 422 per item', () => {
    expect(planItems(manifest, 'files', ['/public_html/wp-content'], '1').map((i) => i.name)).toEqual([
      '/public_html/wp-content/a.css',
      '/public_html/wp-content/b.css',
    ]);
    expect(planItems(manifest, 'full', [], '1')).toHaveLength(6);
    try {
      planItems(manifest, 'databases', ['shop_wp', 'gone_db'], '1');
      expect.unreachable();
    } catch (e) {
      expect((e as { code: string; extra: { errors: { path: string }[] } }).code).toBe('validation_failed');
      expect((e as { extra: { errors: { path: string }[] } }).extra.errors.map((x) => x.path)).toEqual(['items.1']);
    }
  });

  it('names in its dry run what is overwritten, what is newer now, what is missing and what cannot be restored', () => {
    const plan = planItems(manifest, 'full', [], '1');
    const live: LiveState = {
      files: new Map([
        ['/public_html/index.php', { sizeBytes: 420, modifiedAt: new Date('2026-11-20T00:00:00Z') }],
        ['/logs/access.log', { sizeBytes: 5000, modifiedAt: new Date('2026-10-01T00:00:00Z') }],
      ]),
      databases: new Map(),
      mailboxes: new Map([['info@example.com', 1024]]),
    };
    const { preview, willFail } = dryRun(plan, live, new Date('2026-11-03T03:00:00Z'), 10_000_000);
    const v = Object.fromEntries(preview.map((p) => [p.label, p.value]));
    // in the glossary's decimal units, never "0.0 MB" for 1,550 bytes (ADR 033)
    expect(v.Files).toBe('4 files (1.55 kB); 2 overwrite the live copy');
    const one = dryRun(planItems(manifest, 'files', ['/logs/access.log'], '1'), live, new Date(at), null).preview;
    expect(one.find((p) => p.label === 'Files')!.value).toBe('1 file (1 kB); 1 overwrites the live copy');
    expect(v['Newer now than in the backup (replaced by the older copy)']).toBe('1: /public_html/index.php');
    expect(v['Missing now (recreated)']).toContain('/public_html/wp-content/a.css');
    expect(v['Databases overwritten']).toContain('shop_wp (no longer exists: cannot be restored)');
    expect(willFail).toEqual(['shop_wp: the database no longer exists']);
  });

  it('reports completed, partially completed or failed', () => {
    const item = (state: 'restored' | 'failed') => ({
      part: 'files' as const,
      name: 'x',
      sizeBytes: 1,
      state,
      reason: state === 'failed' ? 'why' : null,
    });
    expect(outcomeOf([item('restored')]).status).toBe('completed');
    expect(outcomeOf([item('restored'), item('failed')])).toMatchObject({
      status: 'partially_completed',
      detail: expect.stringContaining('x (why)'),
    });
    expect(outcomeOf([item('failed')]).status).toBe('failed');
  });

  it('counts in words: one item is never "all 1 items"', () => {
    const item = (state: 'restored' | 'failed') => ({
      part: 'files' as const,
      name: 'x',
      sizeBytes: 1,
      state,
      reason: state === 'failed' ? 'why' : null,
    });
    expect(outcomeOf([item('restored')]).detail).toBe('1 item restored');
    expect(outcomeOf([item('restored'), item('restored')]).detail).toBe('All 2 items restored');
    expect(outcomeOf([item('restored'), item('restored'), item('failed')]).detail).toMatch(
      /^2 of 3 items restored; 1 failed/,
    );
    expect(outcomeOf([item('failed')]).detail).toBe('The item could not be restored: x (why)');
    expect(outcomeOf([item('failed'), item('failed')]).detail).toMatch(/^None of the 2 items could be restored/);
  });
});

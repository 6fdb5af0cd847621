// Sorting a server's templates and install media (`sort`, ADR 035): `id` is the default, the order before,
// and keeps its plain id cursors; every column pages both ways, two at a time, without skips or repeats,
// ties by id; an unknown sort names the choices, and a cursor issued under one sort is refused by another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VPS_ISO_SORTS, VPS_TEMPLATE_SORTS } from '@contract/list-sorts';
import { vpsIsos, vpsTemplates } from '@server/db/schema/infra-hypervisor';
import { allPages } from '@server/test/all-pages';
import { startApi, type TestApi } from '@server/test/harness';
import { expectSortRefusals, expectedOrder } from '@server/test/sort-checks';
import { HOST, vpsKit } from './vps-test-kit';

type Key = string | number;
/** A catalogue row of the fixture: `slug` is its id in the catalogue, `id` its place in slug order. */
interface Fixture {
  id: number;
  slug: string;
  name: string;
  arch: string;
}
interface TemplateFixture extends Fixture {
  disk: number;
}
interface IsoFixture extends Fixture {
  os: string;
  sizeMb: number;
  owner: 'public' | 'own' | 'other';
}

let api: TestApi;
let kit: Awaited<ReturnType<typeof vpsKit>>;

// The catalogue is replaced by rows whose ids and names every collation orders alike (lower-case letters,
// names that differ in their first letter or tie), with ties in every column beside distinct values, listed
// in slug order. The server runs on x86_64: the arm64 rows and another account's upload are not its own.
const templates: TemplateFixture[] = (
  [
    ['alder', 'Osprey', 10],
    ['birch', 'Heron', 30],
    ['cedar', 'Kestrel', 10],
    ['elm', 'Tern', 20],
    ['kauri', 'Kestrel', 20],
    ['larch', 'Gull', 10, 'arm64'],
  ] as const
).map(([slug, name, disk, arch = 'x86_64'], id) => ({ id, slug, name, disk, arch }));

const isos: IsoFixture[] = (
  [
    ['alder', 'osprey.iso', 'Osprey 2', 1200.5],
    ['birch', 'heron.iso', 'Kestrel 1', 631.3],
    ['cedar', 'kestrel.iso', 'Kestrel 1', 600, 'own'],
    ['elm', 'tern.iso', 'Heron 3', 631.3],
    ['kauri', 'kestrel.iso', 'Tern 4', 2690],
    ['larch', 'gull.iso', 'Gull 5', 400, 'public', 'arm64'],
    ['maple', 'mine.iso', 'Custom', 412, 'other'],
  ] as const
).map(([slug, name, os, sizeMb, owner = 'public', arch = 'x86_64'], id) => ({
  id,
  slug,
  name,
  os,
  sizeMb,
  owner,
  arch,
}));

beforeAll(async () => {
  api = await startApi();
  kit = await vpsKit(api);
  const owners = {
    public: null,
    own: await api.accountId('demo@example.com'),
    other: await api.accountId('olof@example.org'),
  };
  await api.db.delete(vpsTemplates);
  await api.db.delete(vpsIsos);
  await api.db.insert(vpsTemplates).values(
    templates.map((t) => ({
      id: t.slug,
      name: t.name,
      family: 'other',
      version: '1',
      arch: t.arch,
      minDiskGb: t.disk,
      endOfLifeAt: null,
      kernel: '6.1.0',
      banner: t.name,
    })),
  );
  await api.db.insert(vpsIsos).values(
    isos.map((i) => ({
      id: i.slug,
      accountId: owners[i.owner],
      name: i.name,
      os: i.os,
      sizeMb: i.sizeMb,
      arch: i.arch,
    })),
  );
});
afterAll(() => api.close());

/** Every row of the server's listing at `path`, two a page, as their ids. */
const all = (path: string, sort?: string) =>
  allPages<{ id: string }>(api, path, kit.reader, { input: HOST, ...(sort ? { sort } : {}) }).then((rows) =>
    rows.map((r) => r.id),
  );

/** `rows` by `key`, ties by id, ascending or wholly reversed, as their ids. */
const expected = <R extends Fixture>(rows: R[], key: (r: R) => Key, desc: boolean) =>
  expectedOrder(rows, key, desc).map((r) => r.slug);

/** One listing's checks: its rows (those the server may use) and its columns. */
function sortChecks<R extends Fixture>(
  path: string,
  sorts: readonly string[],
  rows: R[],
  columns: Record<string, (r: R) => Key>,
) {
  describe(`GET ${path}?sort`, () => {
    it('without sort answers by id, as before, with the plain id cursors it always had', async () => {
      const listed = await all(path);
      expect(listed).toEqual(expected(rows, (r) => r.slug, false));
      expect(await all(path, 'id')).toEqual(listed);
      const first = await api.call('GET', path, { token: kit.reader, query: { input: HOST, limit: 2 } });
      expect(JSON.parse(Buffer.from(first.body.nextCursor, 'base64url').toString('utf8'))).toEqual([listed[1]]);
    });

    for (const [column, key] of Object.entries(columns)) {
      it(`sorts by ${column} both ways without skips or repeats, ties by id`, async () => {
        const values = rows.map(key);
        // The fixture can fail the test: some values tie, and not all are equal.
        if (column !== 'id') expect(new Set(values).size).toBeLessThan(values.length);
        expect(new Set(values).size).toBeGreaterThan(1);
        expect(await all(path, column)).toEqual(expected(rows, key, false));
        expect(await all(path, `-${column}`)).toEqual(expected(rows, key, true));
      });
    }

    it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
      await expectSortRefusals(api, path, {
        token: kit.reader,
        columns: sorts,
        query: { input: HOST },
        plainDefault: 'id',
        switches: [
          ['name', '-name'],
          ['id', 'name'],
          ['-id', 'id'],
          [`-${sorts.at(-1)}`, 'id'],
        ],
      });
    });
  });
}

sortChecks(
  '/vps/templates',
  VPS_TEMPLATE_SORTS,
  templates.filter((t) => t.arch === 'x86_64'),
  { id: (t) => t.slug, name: (t) => t.name, disk: (t) => t.disk },
);

sortChecks(
  '/vps/iso',
  VPS_ISO_SORTS,
  isos.filter((i) => i.arch === 'x86_64' && i.owner !== 'other'),
  { id: (i) => i.slug, name: (i) => i.name, os: (i) => i.os, size: (i) => i.sizeMb },
);

describe('GET /vps/templates?sort without a server', () => {
  it("sorts the provider's whole catalogue too", async () => {
    const r = await allPages<{ id: string }>(api, '/vps/templates', kit.reader, { sort: '-disk' });
    expect(r.map((t) => t.id)).toEqual(expected(templates, (t) => t.disk, true));
  });
});

// Sorting the apps listings (`sort`, ADR 035): the CMS installs, the installed apps, and a CMS site's
// users and pages or posts. Every order of each pages two at a time without skips or repeats, in the
// order the rows sorted here by the same rule give (ties by creation order: the id), a call without
// `sort` answers in the listing's order from before, an unknown sort is a 422 naming the choices, and
// a cursor issued under one sort is refused by another.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInstalls } from '@server/db/schema/apps';
import { cmsTable } from '@server/infra/cms-site';
import { allPages } from '@server/test/all-pages';
import { CMS_APP_ID, CATALOGUE } from './catalogue';
import { makeCmsInstall, STUDIO, startCmsApi, type CmsTestApi } from './cms-test-site';
import { cmsLocation, type InstallRow } from './install-repository';

let t: CmsTestApi;
let site: InstallRow;

type Query = Record<string, string | number>;
const all = <Row>(path: string, query: Query) => allPages<Row>(t.api, path, t.reader, { input: STUDIO, ...query });
const one = (path: string, query: Query) =>
  t.api.call('GET', path, { token: t.reader, query: { input: STUDIO, ...query } });

/** Compares by each key in turn, the way the database orders the sort's columns (text by code points). */
const byKeys =
  <T>(...keys: ((row: T) => string | number)[]) =>
  (a: T, b: T) => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

/** Each `sort` value's rows read with `allPages` equal every row sorted here: one way, then the other. */
async function expectSorted<Row>(
  path: string,
  query: Query,
  column: string,
  compare: (a: Row, b: Row) => number,
  every: Row[],
  idOf: (r: Row) => string | number,
) {
  const up = await all<Row>(path, { ...query, sort: column });
  const down = await all<Row>(path, { ...query, sort: `-${column}` });
  expect(up.map(idOf), `${path} sort=${column}`).toEqual([...every].sort(compare).map(idOf));
  expect(down.map(idOf), `${path} sort=-${column}`).toEqual([...every].sort((a, b) => compare(b, a)).map(idOf));
}

/** 422 naming the choices; a cursor issued under `from` refused under `to`. */
async function expectRefusals(path: string, query: Query, choices: string, pairs: [string, string][]) {
  const bad = await one(path, { ...query, sort: 'size' });
  expect(bad.status).toBe(422);
  expect(JSON.stringify(bad.body)).toContain(`sort is one of ${choices}`);
  for (const [from, to] of pairs) {
    const first = await one(path, { ...query, sort: from, limit: 2 });
    expect(first.body.hasMore, `${path} ${from}`).toBe(true);
    expect(JSON.parse(Buffer.from(first.body.nextCursor, 'base64url').toString('utf8'))[0]).toBe(from);
    const other = await one(path, { ...query, sort: to, limit: 2, cursor: first.body.nextCursor });
    expect([other.status, other.body.code], `${path} ${from} → ${to}`).toEqual([400, 'invalid_request']);
    expect(other.body.detail).toMatch(/another sort/);
  }
  // A cursor of the right sort and length with a value of the wrong kind in each place (a word where a time
  // or a number goes, a number where a name goes) is a 400, not a database error.
  const [from] = pairs[0]!;
  const first = await one(path, { ...query, sort: from, limit: 2 });
  const [sort, ...key] = JSON.parse(Buffer.from(first.body.nextCursor, 'base64url').toString('utf8')) as unknown[];
  const wrong = key.map((v) => (typeof v === 'number' ? 'yesterday' : 12));
  const forged = Buffer.from(JSON.stringify([sort, ...wrong])).toString('base64url');
  const refused = await one(path, { ...query, sort: from, cursor: forged });
  expect([refused.status, refused.body.code]).toEqual([400, 'invalid_request']);
}

beforeAll(async () => {
  t = await startCmsApi();
  site = await makeCmsInstall(t.api, 'sorting');
  const [demo] = await t.api.db.select().from(appInstalls).where(eq(appInstalls.id, 'app_nordlightwp'));
  const at = new Date('2026-03-01T10:00:00.000Z');
  const install = (id: string, appId: number, path: string, createdAt = at) => ({
    id,
    accountId: demo!.accountId,
    serviceId: demo!.serviceId,
    appId,
    version: appId === CMS_APP_ID ? '6.8.3' : '1.0',
    domain: STUDIO,
    path,
    status: 'installed',
    createdAt,
  });
  // Two CMS installs and two Joomla sites made at the same moment (the id breaks the tie), two apps of one name.
  await t.api.db
    .insert(appInstalls)
    .values([
      install('app_sort_cms_b', CMS_APP_ID, 'zz-blog', at),
      install('app_sort_cms_a', CMS_APP_ID, 'aa-blog', at),
      install('app_sort_joomla_2', 413, 'portal', at),
      install('app_sort_joomla_1', 413, 'intranet', at),
      install('app_sort_grav', 563, 'docs', new Date('2026-02-01T10:00:00.000Z')),
    ]);

  // Users: two of one display name, every role, registered out of name order.
  const users = cmsTable(cmsLocation(site), 'users');
  for (const [login, name, role] of [
    ['zed', 'Zed Park', 'subscriber'],
    ['bo', 'Bo Lind', 'editor'],
    ['ann', 'Ann Berg', 'contributor'],
    ['bo2', 'Bo Lind', 'author'],
    ['eve', 'Eve Holm', 'administrator'],
    ['max', 'Max Ek', 'subscriber'],
  ])
    await t.api.node.execute(
      sql`insert into ${users} (user_login, user_email, display_name, role, user_pass, user_registered)
          values (${login}, ${`${login}@example.com`}, ${name}, ${role}, 'x', ${t.api.clock.now()})`,
    );

  // Posts: ties on the date, on the change and on the title; one in the trash, which the listing leaves out.
  const posts = cmsTable(cmsLocation(site), 'posts');
  const day = (d: number) => new Date(Date.UTC(2026, 0, d, 9));
  for (const [title, date, modified, status] of [
    ['Winter notes', day(3), day(9), 'publish'],
    ['Autumn', day(5), day(6), 'draft'],
    ['Winter notes', day(5), day(9), 'publish'],
    ['Spring', day(1), day(12), 'publish'],
    ['Old', day(2), day(2), 'trash'],
  ] as const)
    await t.api.node.execute(
      sql`insert into ${posts} (post_type, post_title, post_name, post_status, post_author, post_date, post_modified)
          values ('post', ${title}, ${`${title.toLowerCase().replace(' ', '-')}-${date.getUTCDate()}`}, ${status}, 1,
                  ${date}, ${modified})`,
    );
});
afterAll(() => t.api.close());

interface CmsInstallRow {
  id: string;
  domain: string;
  path: string;
  createdAt: string;
}

describe('GET /cms/installs?sort', () => {
  it('without sort answers in the order they were made, as before; sorts by creation and by site both ways', async () => {
    const every = await all<CmsInstallRow>('/cms/installs', {});
    expect(every.length).toBeGreaterThanOrEqual(5);
    const made = byKeys<CmsInstallRow>(
      (r) => r.createdAt,
      (r) => r.id,
    );
    expect(every.map((r) => r.id)).toEqual([...every].sort(made).map((r) => r.id));
    await expectSorted('/cms/installs', {}, 'created', made, every, (r) => r.id);
    await expectSorted(
      '/cms/installs',
      {},
      'site',
      byKeys<CmsInstallRow>(
        (r) => r.domain,
        (r) => r.path,
      ),
      every,
      (r) => r.id,
    );
    // The tie at one moment is broken by the id, one way in each direction.
    const ids = (await all<CmsInstallRow>('/cms/installs', { sort: 'created' })).map((r) => r.id);
    expect(ids.indexOf('app_sort_cms_a')).toBeLessThan(ids.indexOf('app_sort_cms_b'));
  });

  it('refuses an unknown sort and a cursor of another sort', async () => {
    await expectRefusals('/cms/installs', {}, 'created, site', [
      ['created', 'site'],
      ['site', '-site'],
      ['-created', 'created'],
    ]);
  });
});

interface AppRow {
  id: string;
  appId: number;
  appName: string;
  domain: string;
  path: string;
  installedAt: string;
}

describe('GET /apps?sort', () => {
  it('without sort answers newest first, as before; sorts by installation, name and site both ways', async () => {
    const every = await all<AppRow>('/apps', {});
    expect(new Set(every.map((a) => a.appName)).size).toBeGreaterThanOrEqual(3);
    const installed = byKeys<AppRow>(
      (r) => r.installedAt,
      (r) => r.id,
    );
    expect(every.map((r) => r.id)).toEqual([...every].sort((a, b) => installed(b, a)).map((r) => r.id));
    await expectSorted('/apps', {}, 'installed', installed, every, (r) => r.id);
    // The app's name in the catalogue's alphabetical order, whatever its case (phpBB among the P's).
    const names = [...CATALOGUE].map((a) => a.name).sort((x, y) => x.localeCompare(y, 'en'));
    await expectSorted(
      '/apps',
      {},
      'name',
      byKeys<AppRow>(
        (r) => names.indexOf(r.appName),
        (r) => r.id,
      ),
      every,
      (r) => r.id,
    );
    await expectSorted(
      '/apps',
      {},
      'site',
      byKeys<AppRow>(
        (r) => r.domain,
        (r) => r.path,
      ),
      every,
      (r) => r.id,
    );
    const byName = (await all<AppRow>('/apps', { sort: 'name' })).map((r) => r.id);
    expect(byName.indexOf('app_sort_joomla_1')).toBeLessThan(byName.indexOf('app_sort_joomla_2'));
  });

  it('refuses an unknown sort and a cursor of another sort', async () => {
    await expectRefusals('/apps', {}, 'installed, name, site', [
      ['-installed', 'installed'],
      ['name', 'site'],
      ['site', '-name'],
    ]);
  });
});

interface UserRow {
  id: number;
  login: string;
  displayName: string;
  role: string;
}

const RANK = ['administrator', 'editor', 'author', 'contributor', 'subscriber'];

describe('GET /cms/users?sort', () => {
  const q = () => ({ install_id: site.id });

  it('without sort answers in the order users registered, as before; sorts by registration, name and role', async () => {
    const every = await all<UserRow>('/cms/users', q());
    expect(every).toHaveLength(7);
    expect(every.map((u) => u.id)).toEqual([...every.map((u) => u.id)].sort((a, b) => a - b));
    await expectSorted(
      '/cms/users',
      q(),
      'registered',
      byKeys<UserRow>((u) => u.id),
      every,
      (u) => u.id,
    );
    await expectSorted(
      '/cms/users',
      q(),
      'name',
      byKeys<UserRow>(
        (u) => u.displayName,
        (u) => u.id,
      ),
      every,
      (u) => u.id,
    );
    await expectSorted(
      '/cms/users',
      q(),
      'role',
      byKeys<UserRow>(
        (u) => RANK.indexOf(u.role),
        (u) => u.id,
      ),
      every,
      (u) => u.id,
    );
    // Most capable first: the two administrators (alex, then eve), then the editor.
    const byRole = await all<UserRow>('/cms/users', { ...q(), sort: 'role' });
    expect(byRole.slice(0, 3).map((u) => u.login)).toEqual(['alex', 'eve', 'bo']);
  });

  it('sorts within the role filter', async () => {
    const rows = await all<UserRow>('/cms/users', { ...q(), role: 'subscriber', sort: '-name' });
    expect(rows.map((u) => u.login)).toEqual(['zed', 'max']);
  });

  it('refuses an unknown sort and a cursor of another sort', async () => {
    await expectRefusals('/cms/users', q(), 'registered, name, role', [
      ['registered', 'name'],
      ['name', '-name'],
      ['-role', 'registered'],
    ]);
  });
});

interface ContentRow {
  id: number;
  title: string;
  status: string;
  createdAt: string;
  modifiedAt: string;
}

describe('GET /cms/content?sort', () => {
  const q = () => ({ install_id: site.id, type: 'post' });

  it('without sort answers newest first, as before; sorts by date, change and title both ways', async () => {
    const every = await all<ContentRow>('/cms/content', q());
    // The install's welcome post and four of the five above: the trashed one stays out.
    expect(every).toHaveLength(5);
    const dated = byKeys<ContentRow>(
      (r) => r.createdAt,
      (r) => r.id,
    );
    expect(every.map((r) => r.id)).toEqual([...every].sort((a, b) => dated(b, a)).map((r) => r.id));
    await expectSorted('/cms/content', q(), 'date', dated, every, (r) => r.id);
    await expectSorted(
      '/cms/content',
      q(),
      'modified',
      byKeys<ContentRow>(
        (r) => r.modifiedAt,
        (r) => r.id,
      ),
      every,
      (r) => r.id,
    );
    await expectSorted(
      '/cms/content',
      q(),
      'title',
      byKeys<ContentRow>(
        (r) => r.title,
        (r) => r.id,
      ),
      every,
      (r) => r.id,
    );
  });

  it('sorts within the filters', async () => {
    const rows = await all<ContentRow>('/cms/content', { ...q(), q: 'winter', sort: 'modified' });
    expect(rows.map((r) => r.title)).toEqual(['Winter notes', 'Winter notes']);
    expect(rows[0]!.id).toBeLessThan(rows[1]!.id);
  });

  it('refuses an unknown sort and a cursor of another sort', async () => {
    await expectRefusals('/cms/content', q(), 'date, modified, title', [
      ['-date', 'date'],
      ['modified', 'title'],
      ['title', '-date'],
    ]);
  });
});

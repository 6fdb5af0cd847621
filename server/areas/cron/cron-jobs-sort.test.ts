// Sorting the cron jobs (`sort`, ADR 035: `created`, the default and the order they were added, and
// `command`): each order both ways pages without skips or repeats, equal commands keep the order they
// were added in, an unknown sort names the choices, and a cursor of one order is refused by another.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSortRefusals } from '@server/test/sort-checks';
import { CRON_JOB_SORTS } from '@contract/list-sorts';
import { defaultLimits } from '@server/core/deps';
import { allPages } from '@server/test/all-pages';
import { startApi, type TestApi } from '@server/test/harness';

const STUDIO = 'nordlight-studio.com';

interface Job {
  id: string;
  command: string;
}

let api: TestApi;
let writer: string;
beforeAll(async () => {
  // The listing is in the write tier: every page read spends the write budget.
  api = await startApi({ limits: { ...defaultLimits, writes: 1000, requests: 5000 } });
  writer = await api.token(['write:cron']);
  // Beside the four seeded jobs: two with one command (a tie), and commands before and after the seeded ones.
  for (const command of ['php -v', 'bash ~/nightly.sh', 'php -v', 'zip -r ~/site.zip ~/public_html']) {
    const r = await api.call('POST', '/cron/jobs', {
      token: writer,
      body: { input: STUDIO, minute: '0', hour: '*', day_of_month: '*', month: '*', day_of_week: '*', command },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  return () => api.close();
});

const all = (query: Record<string, string> = {}) =>
  allPages<Job>(api, '/cron/jobs', writer, { input: STUDIO, ...query });
const list = (query: Record<string, string | number>) =>
  api.call('GET', '/cron/jobs', { token: writer, query: { input: STUDIO, ...query } });
const ids = (jobs: Job[]) => jobs.map((j) => j.id);
const byId = (a: Job, b: Job) => Number(a.id) - Number(b.id);

describe('GET /cron/jobs?sort', () => {
  it('without sort answers in the order the jobs were added, as before', async () => {
    const rows = await all();
    expect(rows).toHaveLength(8);
    expect(ids(rows)).toEqual(ids([...rows].sort(byId)));
    expect(ids(await all({ sort: 'created' }))).toEqual(ids(rows));
    expect(ids(await all({ sort: '-created' }))).toEqual(ids(rows).reverse());
  });

  it('sorts by command both ways, two a page without skips or repeats; equal commands keep the order they were added', async () => {
    const every = await all();
    const collate = (a: Job, b: Job) => (a.command < b.command ? -1 : a.command > b.command ? 1 : 0);
    const up = await all({ sort: 'command' });
    const down = await all({ sort: '-command' });
    expect(ids(up)).toEqual(ids([...every].sort((a, b) => collate(a, b) || byId(a, b))));
    expect(ids(down)).toEqual(ids([...every].sort((a, b) => collate(b, a) || byId(b, a))));
    expect(down[0]!.command).toBe('zip -r ~/site.zip ~/public_html');
    // The two `php -v` jobs: the older first going up, the newer first going down.
    const php = every.filter((j) => j.command === 'php -v');
    expect(php).toHaveLength(2);
    expect(ids(up.filter((j) => j.command === 'php -v'))).toEqual(ids(php));
    expect(ids(down.filter((j) => j.command === 'php -v'))).toEqual(ids(php).reverse());
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await expectSortRefusals(api, '/cron/jobs', {
      token: writer,
      query: { input: STUDIO },
      columns: CRON_JOB_SORTS,
      switches: [
        ['command', '-command'],
        ['created', 'command'],
        ['-command', 'created'],
      ],
    });
    // An id beyond any the database issues is refused before it reaches a query.
    const huge = Buffer.from(JSON.stringify(['created', 9e15, 9e15])).toString('base64url');
    expect((await list({ cursor: huge })).status).toBe(400);
  });
});

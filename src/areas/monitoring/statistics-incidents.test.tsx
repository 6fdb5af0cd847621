import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import {
  API,
  DOMAIN,
  errorStats,
  event,
  eventList,
  monitor,
  monitorList,
  phpUsage,
  resourceUsage,
  routesWith,
  topPages,
} from './monitoring-test-data';

// The whole app renders per test (router, lazy routes): on a busy machine the first screen takes over a second.
configure({ asyncUtilTimeout: 5000 });

type LegendValue = (u: unknown, raw: unknown, s: number, idx: number | null) => string;
type FakeOpts = { legend: { show: boolean }; series: { label: string; value: LegendValue }[] };
const { plots } = vi.hoisted(() => ({ plots: [] as { data: unknown; opts: FakeOpts }[] }));
vi.mock('uplot', () => ({
  default: class FakePlot {
    static tzDate = (d: Date) => d;
    constructor(opts: FakeOpts, data: unknown) {
      plots.push({ data, opts });
    }
    setSize() {}
    destroy() {}
  },
}));

function open(path: string, routes: Routes) {
  const calls = stubFetch(routesWith(routes));
  return { calls, ...renderApp(path) };
}

describe('Statistics', () => {
  const routes: Routes = {
    [`GET ${API}/statistics/top-pages`]: json(topPages()),
    [`GET ${API}/statistics/errors`]: json(errorStats()),
    [`GET ${API}/statistics/php-usage`]: json(phpUsage()),
  };

  it('shows top pages with their share, errors over time and by path, and PHP against its limits', async () => {
    plots.length = 0;
    const { calls } = open(`/monitoring/statistics?input=${DOMAIN}&period=7d`, routes);
    const top = await screen.findByRole('table', { name: 'Most requested pages, with their share of all requests' });
    const rows = within(top).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['/5,4002,100310 MB45.0%', '/shop/lamps2,4001,300120 MB20.0%']);
    expect(screen.getByTestId('errors-caption').textContent).toContain(
      '125 errors over 7 days; the worst day was Nov 21, 2026 with 110 errors',
    );
    expect(screen.getByTestId('errors-caption').textContent).toContain('with 110 errors (104 server errors).');
    expect(
      within(screen.getByRole('table', { name: 'Errors by status and path' })).getByText('/checkout'),
    ).toBeDefined();
    const hits = within(screen.getByTestId('php-limit-hits'))
      .getAllByRole('listitem')
      .map((l) => l.textContent);
    expect(hits).toEqual([
      'Memory limit (256 MB) hit 3 times: those requests ended with a fatal error.',
      'All 10 PHP workers were busy once: visitors waited or got a 503.',
    ]);
    await waitFor(() => expect(plots).toHaveLength(3));
    // the memory chart draws the limit beside the use
    expect(plots.some((p) => JSON.stringify((p.data as unknown[])[2]) === '[256,256]')).toBe(true);
    // legends say figures with their unit before anything is hovered, never "Time: -- Server errors: --"
    const legend = (label: string) => {
      const p = plots.find((x) => x.opts.series.some((s) => s.label === label))!;
      expect(p.opts.legend.show).toBe(true);
      return p.opts.series.map((s) => `${s.label}: ${s.value(null, null, 0, null)}`);
    };
    const errors = legend('Server errors (5xx)');
    expect(errors[0]).toMatch(/^Time: .+ \(latest\)$/);
    expect(errors[1]).toMatch(/^Server errors \(5xx\): \d+ errors?$/);
    expect(errors[2]).toMatch(/^Client errors \(4xx\): \d+ errors?$/);
    expect(legend('Busy workers')[2]).toBe('Workers limit: 10 workers');
    expect(legend('Memory')[2]).toBe('Memory limit: 256 MB');
    expect(plots.flatMap((p) => p.opts.series.map((s) => s.value(null, null, 0, null))).join(' ')).not.toContain('--');
    for (const path of ['top-pages', 'errors', 'php-usage'])
      expect(calls.find((c) => c.url.pathname === `${API}/statistics/${path}`)!.url.searchParams.get('period')).toBe(
        '7d',
      );
  });

  it('sorts each table on the server from its header, keeping the order in the URL', async () => {
    const { calls, router } = open(`/monitoring/statistics?input=${DOMAIN}&period=7d`, routes);
    const asked = (what: string) =>
      calls.filter((c) => c.url.pathname === `${API}/statistics/${what}`).map((c) => c.url.searchParams.get('sort'));
    const header = (table: string, name: string) =>
      within(screen.getByRole('table', { name: table })).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    const top = 'Most requested pages, with their share of all requests';
    await screen.findByRole('table', { name: top });
    // As the listing ranks them: most hits first, the default left out of the request.
    expect(header(top, 'Hits').getAttribute('aria-sort')).toBe('descending');
    expect(asked('top-pages')).toEqual([null]);
    fireEvent.click(within(header(top, 'Visitors')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pagesSort: '-visitors' }));
    await waitFor(() => expect(asked('top-pages')).toContain('-visitors'));
    await waitFor(() => expect(header(top, 'Visitors').getAttribute('aria-sort')).toBe('descending'));
    expect(header(top, 'Hits').getAttribute('aria-sort')).toBeNull();

    const errors = 'Errors by status and path';
    await screen.findByRole('table', { name: errors });
    expect(header(errors, 'Count').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header(errors, 'Status')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ errorsSort: 'status' }));
    await waitFor(() => expect(asked('errors')).toContain('status'));
    await waitFor(() => expect(header(errors, 'Status').getAttribute('aria-sort')).toBe('ascending'));
    // The other table keeps its order.
    expect(router.state.location.search).toMatchObject({ pagesSort: '-visitors' });
  });

  it('reads the chosen period again', async () => {
    const { calls } = open(`/monitoring/statistics?input=${DOMAIN}`, routes);
    await screen.findByRole('table', { name: 'Most requested pages, with their share of all requests' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 24 hours' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.pathname === `${API}/statistics/errors` && c.url.searchParams.get('period') === '24h'),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Last 24 hours' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('Incident timeline', () => {
  const changed = monitor({ id: 'mon_1', name: 'Front page', lastChangeAt: '2026-11-22T14:20:00.000Z' });
  const quiet = monitor({ id: 'mon_2', name: 'Checkout', lastChangeAt: '2026-10-01T00:00:00.000Z' });
  const routes = (over: Routes = {}): Routes => ({
    [`GET ${API}/monitors`]: json(monitorList([changed, quiet], true)),
    [`GET ${API}/monitors/mon_1/events`]: json(
      eventList('mon_1', [
        event({
          id: 'ev_2',
          kind: 'up',
          at: '2026-11-22T14:20:00.000Z',
          reason: null,
          durationSeconds: null,
          responseTimeMs: 300,
        }),
        event({ id: 'ev_1', kind: 'down', at: '2026-11-22T14:00:00.000Z', reason: 'Connection refused' }),
      ]),
    ),
    [`GET ${API}/statistics/errors`]: json(errorStats()),
    [`GET ${API}/hosting/resource-usage`]: json(resourceUsage()),
    ...over,
  });

  it('merges outages, the error spike and resource faults, newest first, each linking to its source', async () => {
    const { calls } = open(`/monitoring/incidents?input=${DOMAIN}&period=7d`, routes());
    const list = await screen.findByRole('list', { name: 'Incidents' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')!.textContent)).toEqual([
      'Resource limits hit',
      'Front page is up',
      'Front page went down',
      'Error spike: 110 errors',
    ]);
    expect(items[2]!.textContent).toContain('Connection refused. Back up after 20 min.');
    expect(within(items[0]!).getByRole('link', { name: 'See the resource usage' }).getAttribute('href')).toBe(
      // The overview is the account's default tab: the address leaves it out.
      '/hosting/41',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Open the monitor Front page' }).getAttribute('href')).toBe(
      '/monitoring/mon_1',
    );
    const logs = new URL(
      within(items[3]!).getByRole('link', { name: 'Read the access log of that day' }).getAttribute('href')!,
      'http://x',
    );
    expect(logs.pathname).toBe('/monitoring/logs');
    expect(logs.searchParams.get('grep')).toBe('[21/Nov/2026:');

    // three reads for the timeline, plus the events of the one monitor that changed in the period
    const reads = ['/monitors', '/statistics', '/hosting/resource-usage'].map((p) => API + p);
    const api = calls.filter((c) => reads.some((p) => c.url.pathname.startsWith(p)));
    expect(api.map((c) => c.url.pathname).sort()).toEqual(
      [
        `${API}/hosting/resource-usage`,
        `${API}/monitors`,
        `${API}/monitors/mon_1/events`,
        `${API}/statistics/errors`,
      ].sort(),
    );
    const events = calls.find((c) => c.url.pathname.endsWith('/events'))!;
    expect(events.url.searchParams.get('since')).toBe(errorStats().from);
  });

  it('says when nothing went wrong, and goes on without the fault counters when they cannot be read', async () => {
    open(`/monitoring/incidents?input=${DOMAIN}`, {
      ...routes({
        [`GET ${API}/monitors`]: json(monitorList([quiet], true)),
        [`GET ${API}/statistics/errors`]: json({
          ...errorStats(),
          buckets: errorStats().buckets.map((b) => ({ ...b, serverErrors: 1 })),
        }),
        [`GET ${API}/hosting/resource-usage`]: problem(503, 'upstream_unavailable', 'The node does not answer.'),
      }),
    });
    expect(await screen.findByText('Nothing went wrong')).toBeDefined();
    expect(screen.getByText(/resource-limit counters could not be read/)).toBeDefined();
  });
});

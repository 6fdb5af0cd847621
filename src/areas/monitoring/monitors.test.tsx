import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { hostingTarget } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { API, DOMAIN, checks, event, eventList, monitor, monitorList, routesWith } from './monitoring-test-data';

// The whole app renders per test (router, lazy routes): on a busy machine the first screen takes over a second.
configure({ asyncUtilTimeout: 5000 });

// uPlot needs a real canvas; the stand-in records what each chart was asked to draw.
const { plots } = vi.hoisted(() => ({ plots: [] as { data: unknown }[] }));
vi.mock('uplot', () => ({
  default: class FakePlot {
    static tzDate = (d: Date) => d;
    constructor(_opts: unknown, data: unknown) {
      plots.push({ data });
    }
    setSize() {}
    destroy() {}
  },
}));

function open(path: string, routes: Routes) {
  const calls = stubFetch(routesWith(routes));
  return { calls, ...renderApp(path) };
}

describe('Monitors list', () => {
  it('shows each monitor with its status in words, uptime bar, uptime and last response time', async () => {
    open('/monitoring', {
      [`GET ${API}/monitors`]: json(
        monitorList([
          monitor(),
          monitor({
            id: 'mon_2',
            name: 'Shop checkout keyword',
            type: 'keyword',
            keyword: 'Pay now',
            status: 'down',
            responseTimeMs: null,
            uptime24hPercent: 87.5,
            recentChecks: checks(8, [0, 1, 2]),
          }),
        ]),
      ),
    });
    const up = await screen.findByRole('region', { name: 'Nordlight front page' });
    expect(within(up).getByText('Up')).toBeDefined();
    expect(within(up).getByRole('img', { name: 'Uptime bar: 46 of 48 recent checks up' })).toBeDefined();
    expect(up.textContent).toContain('99.30%');
    expect(up.textContent).toContain('99.91%');
    expect(up.textContent).toContain('212 ms');
    expect(within(up).getByRole('link', { name: 'Nordlight front page' }).getAttribute('href')).toBe(
      '/monitoring/mon_1',
    );

    const down = screen.getByRole('region', { name: 'Shop checkout keyword' });
    expect(within(down).getByText('Down')).toBeDefined();
    expect(down.textContent).toContain(`https://${DOMAIN}/ contains “Pay now”`);
    expect(within(down).getByRole('img', { name: 'Uptime bar: 5 of 8 recent checks up' })).toBeDefined();
    // the bar runs oldest to newest, so the latest failures are on the right
    const ticks = within(down).getByRole('img').children;
    expect([...ticks].map((t) => t.className.includes('bg-danger'))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('orders the list on the server from its select, and exports it in that order', async () => {
    const { calls, router } = open('/monitoring?sort=uptime', {
      [`GET ${API}/monitors`]: json(monitorList([monitor()])),
    });
    await screen.findByRole('region', { name: 'Nordlight front page' });
    const listCalls = () => calls.filter((c) => c.url.pathname === `${API}/monitors`);
    // an order the list does not know is dropped from the URL
    expect(Object.fromEntries(listCalls()[0]!.url.searchParams)).toEqual({ limit: '100' });
    const exportHref = () =>
      new URL(screen.getByRole('link', { name: 'Export CSV of your monitors' }).getAttribute('href')!, 'http://x');
    expect(exportHref().pathname).toBe(`${API}/monitors/export`);
    expect([...exportHref().searchParams]).toEqual([]);
    expect((screen.getByLabelText('Order') as HTMLSelectElement).value).toBe('created');

    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'status' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'status' }));
    await waitFor(() =>
      expect(Object.fromEntries(listCalls().at(-1)!.url.searchParams)).toEqual({ sort: 'status', limit: '100' }),
    );
    expect(Object.fromEntries(exportHref().searchParams)).toEqual({ sort: 'status' });
    // the default order leaves the URL
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'created' } });
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('says when there are no monitors, and offers to add one', async () => {
    open('/monitoring', { [`GET ${API}/monitors`]: json(monitorList([])) });
    expect(await screen.findByText('No monitors yet')).toBeDefined();
    expect(screen.getAllByRole('link', { name: 'Add a monitor' }).length).toBeGreaterThan(0);
  });

  it('shows the problem when the listing fails', async () => {
    open('/monitoring', {
      [`GET ${API}/monitors`]: problem(403, 'insufficient_scope', 'This token lacks read:monitoring.'),
    });
    expect(await screen.findByText('This token lacks read:monitoring.')).toBeDefined();
  });
});

describe('One monitor', () => {
  const routes = (): Routes => ({
    [`GET ${API}/monitors`]: json(monitorList([monitor()])),
    [`GET ${API}/monitors/mon_1/events`]: json(
      eventList('mon_1', [
        event({
          id: 'ev_2',
          kind: 'up',
          at: '2026-11-22T14:20:00.000Z',
          reason: 'Answered again after 20 min down',
          responseTimeMs: 240,
          durationSeconds: null,
        }),
        event({
          id: 'ev_1',
          kind: 'down',
          at: '2026-11-22T14:00:00.000Z',
          statusCode: 503,
          reason: 'HTTP 503 Service Unavailable (3 failed checks in a row)',
        }),
      ]),
    ),
  });

  it('draws the response times, says them in words, and lists the events with the outage length', async () => {
    plots.length = 0;
    open('/monitoring/mon_1', routes());
    await screen.findByRole('heading', { name: 'Nordlight front page', level: 1 });
    const caption = screen.getByTestId('response-caption').textContent!;
    expect(caption).toMatch(
      /Over the last 48 checks: fastest \d+ ms, average \d+ ms, slowest \d+ ms, latest 200 ms\. 2 got no answer\./,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    const [times, values] = plots[0]!.data as [number[], number[]];
    expect(times).toHaveLength(48);
    // oldest first, failed checks drawn at 0
    expect(times[0]).toBeLessThan(times[47]!);
    expect(values[47]).toBe(200);
    expect(values.filter((v) => v === 0)).toHaveLength(2);

    const events = await screen.findByRole('list', { name: 'Events' });
    const items = within(events).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Nordlight front page is up');
    expect(items[0]!.textContent).toContain('Answered again after 20 min down. Answered in 240 ms.');
    expect(items[1]!.textContent).toContain('Nordlight front page went down');
    expect(items[1]!.textContent).toContain(
      'HTTP 503 Service Unavailable (3 failed checks in a row). Back up after 20 min.',
    );
    expect(screen.getByText('3 failed checks in a row')).toBeDefined();
  });

  it('deletes only after the dialog, then goes back to the list', async () => {
    const { calls, router } = open('/monitoring/mon_1', {
      ...routes(),
      [`DELETE ${API}/monitors/mon_1`]: json({ id: 'mon_1', deleted: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Nordlight front page?' });
    expect(dialog.textContent).toContain('its up/down history is deleted with it');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete monitor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitoring'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([`${API}/monitors/mon_1`]);
  });

  it('says so when the monitor does not exist', async () => {
    open('/monitoring/mon_404', routes());
    expect(await screen.findByText('This monitor does not exist (any more)')).toBeDefined();
  });
});

describe('Adding a monitor', () => {
  it('shows the fields of the chosen type, refuses with the contract’s messages, and sends the body', async () => {
    const created = monitor({ id: 'mon_7', name: 'Shop', retries: 0 });
    const { calls, router } = open(`/monitoring/new?input=${DOMAIN}`, {
      [`GET ${API}/monitors`]: json(monitorList([created])),
      [`GET ${API}/monitors/mon_7/events`]: json(eventList('mon_7', [])),
      [`POST ${API}/monitors`]: json({ ...created, target: hostingTarget() }, { status: 201 }),
    });
    const form = await screen.findByRole('form', { name: 'Add a monitor' });
    expect((within(form).getByLabelText('Site') as HTMLSelectElement).value).toBe(DOMAIN);
    expect((within(form).getByLabelText(/URL/) as HTMLInputElement).value).toBe(`https://${DOMAIN}/`);
    expect(within(form).queryByLabelText(/Port/)).toBeNull();

    // a port monitor asks for a host and a port instead of a URL
    fireEvent.change(within(form).getByLabelText(/What to check/), { target: { value: 'port' } });
    expect(within(form).queryByLabelText(/URL/)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Add monitor' }));
    await waitFor(() => expect(within(form).getByText('Name the monitor')).toBeDefined());
    expect(within(form).getByText('A port monitor needs a port')).toBeDefined();
    expect(within(form).getByLabelText(/Port/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/What to check/), { target: { value: 'http' } });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Shop' } });
    fireEvent.change(within(form).getByLabelText('Retries before down'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Alert emails'), { target: { value: 'ops@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add monitor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitoring/mon_7'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      input: DOMAIN,
      name: 'Shop',
      type: 'http',
      url: `https://${DOMAIN}/`,
      expected_status: 200,
      retries: 0,
      interval_seconds: 300,
      timeout_seconds: 30,
      alert_emails: ['ops@example.com'],
    });
  });

  it('puts the server’s refusal on its field', async () => {
    open(`/monitoring/new?input=${DOMAIN}`, {
      [`POST ${API}/monitors`]: problem(422, 'validation_failed', 'The request is not valid.', {
        errors: [{ path: 'url', message: 'shop.example is not one of your sites', code: 'domain_not_owned' }],
      }),
    });
    const form = await screen.findByRole('form', { name: 'Add a monitor' });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Other' } });
    fireEvent.change(within(form).getByLabelText(/URL/), { target: { value: 'https://shop.example/' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add monitor' }));
    expect(await within(form).findByText('shop.example is not one of your sites')).toBeDefined();
    expect(within(form).getByLabelText(/URL/).getAttribute('aria-invalid')).toBe('true');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { HOST, SERVICE_ID, detail, hold, isos, page, shellRoutes, summary, target, templates } from './vps-test-data';

// uPlot needs a real canvas; the stand-in records what each graph was asked to draw.
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
  const calls = stubFetch({ ...shellRoutes(), ...routes });
  return { calls, ...renderApp(path) };
}

const card = () => screen.findByRole('region', { name: HOST });

describe('Virtual servers list', () => {
  it('shows each server with its power state in words, OS, addresses and size', async () => {
    open('/vps', {
      'GET /api/v1/vps': json(
        page([
          summary(),
          summary({ serviceId: 58, hostname: 'old-02.example.net', label: 'old-02', status: 'stopped' }),
        ]),
      ),
    });
    const c = await card();
    expect(c.textContent).toContain('Power state: Running');
    expect(c.textContent).toContain('Debian GNU/Linux 12 (bookworm)');
    expect(c.textContent).toContain('185.21.100.57');
    expect(c.textContent).toContain('2a0e:1c80:2::57');
    expect(c.textContent).toContain('2 vCPU · 4 GB memory · 80 GB disk');
    // A running server is rebooted or stopped, not started
    expect(within(c).queryByRole('button', { name: 'Start' })).toBeNull();
    expect(within(c).getByRole('button', { name: 'Reboot…' })).toBeDefined();
    const stopped = screen.getByRole('region', { name: 'old-02.example.net' });
    expect(stopped.textContent).toContain('Power state: Stopped');
    expect(within(stopped).getByRole('button', { name: 'Start' })).toBeDefined();
    expect(within(stopped).queryByRole('button', { name: 'Reboot…' })).toBeNull();
    expect(screen.getByText(/Reinstalling, resizing, deleting and snapshots/).textContent).toContain('not done');
  });

  it('starts a stopped server on the call, and shows the note when the hypervisor cannot be reached', async () => {
    const { calls } = open('/vps', {
      'GET /api/v1/vps': json(page([summary({ status: 'stopped' })])),
      'POST /api/v1/vps/start': json({
        started: false,
        target: target(),
        note: 'The hypervisor kvm-ams-02 is not answering; the server was not started. Try again in a few minutes.',
      }),
    });
    fireEvent.click(within(await card()).getByRole('button', { name: 'Start' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${HOST} was not started`);
    expect(alert.textContent).toContain('The hypervisor kvm-ams-02 is not answering');
    const start = calls.find((c) => c.method === 'POST')!;
    expect(start.url.pathname).toBe('/api/v1/vps/start');
    expect(start.body).toEqual({ input: String(SERVICE_ID) });
  });

  it('reboots through the confirmation page: the dialog says what happens, the hold opens /confirm', async () => {
    const { calls, router } = open('/vps', {
      'GET /api/v1/vps': json(page([summary()])),
      'POST /api/v1/vps/reboot': json(hold('pa_reboot1', 'rebootVps'), { status: 202 }),
    });
    fireEvent.click(within(await card()).getByRole('button', { name: 'Reboot…' }));
    const dialog = await screen.findByRole('dialog', { name: `Reboot ${HOST}?` });
    expect(dialog.textContent).toContain('Nothing happens until you approve it on the confirmation page.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reboot — continue to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_reboot1'));
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url.pathname).toBe('/api/v1/vps/reboot');
    expect((sent.body as { input: string }).input).toBe(String(SERVICE_ID));
    expect((sent.body as { attempt_key: string }).attempt_key).toMatch(/^vps-reboot-/);
  });

  it('keeps the dialog open with the refusal when the hold is refused', async () => {
    open('/vps', {
      'GET /api/v1/vps': json(page([summary()])),
      'POST /api/v1/vps/stop': problem(409, 'conflict', 'The server is suspended with its service.'),
    });
    fireEvent.click(within(await card()).getByRole('button', { name: 'Stop…' }));
    const dialog = await screen.findByRole('dialog', { name: `Stop ${HOST}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop — continue to confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The server is suspended with its service.');
  });
});

describe('One virtual server', () => {
  const routes = (over: Parameters<typeof detail>[0] = {}): Routes => ({
    'GET /api/v1/vps/detail': json(detail(over)),
    'GET /api/v1/vps/templates': json(page(templates(), { target: target() })),
    'GET /api/v1/vps/iso': json(page(isos(), { target: target() })),
  });

  it('draws CPU, disk and network graphs, each said in words, and lists templates and install media', async () => {
    plots.length = 0;
    open(`/vps/${SERVICE_ID}`, routes());
    await screen.findByRole('heading', { name: HOST, level: 1 });
    expect(screen.getByTestId('vps-graph-cpu').textContent).toContain(
      'CPU: lowest 4%, average 18%, highest 38%, latest 12%.',
    );
    expect(screen.getByTestId('vps-graph-disk').textContent).toContain('Disk used: lowest 11.2 GB');
    expect(screen.getByTestId('vps-graph-network').textContent).toContain(
      'Network traffic: In: lowest 12 MB, average 60.7 MB, highest 140 MB, latest 30 MB; Out: lowest 3 MB, average 11 MB, highest 22 MB, latest 8 MB.',
    );
    await waitFor(() => expect(plots).toHaveLength(3));
    const hours = ['02', '03', '04'].map((h) => Date.parse(`2026-11-23T${h}:00:00.000Z`) / 1000);
    expect(plots[0]!.data).toEqual([hours, [4, 38, 12]]);
    expect(plots[2]!.data).toEqual([hours, [12, 140, 30], [3, 22, 8]]);
    for (const chart of screen.getAllByTestId('vps-chart')) expect(chart.getAttribute('aria-hidden')).toBe('true');
    const t = await screen.findByRole('table', { name: 'Operating-system templates' });
    expect(within(t).getAllByRole('row')).toHaveLength(3);
    expect(t.textContent).toContain('Ubuntu 24.04 LTS');
    const i = screen.getByRole('table', { name: 'Install media (ISO images)' });
    expect(within(i).getByRole('row', { name: /systemrescue/ }).textContent).toContain('Mounted now');
    expect(screen.getByTestId('vps-usage-now').textContent).toContain('210 GB of 4 TB');
    expect(screen.getByText(/Reinstalling, resizing, deleting and snapshots/).textContent).toContain('not done');
  });

  it('sorts the templates and the install media by their headers on the server, with aria-sort', async () => {
    const { calls } = open(`/vps/${SERVICE_ID}`, {
      ...routes(),
      // Largest minimum disk first when asked: the server's order, drawn as it comes.
      'GET /api/v1/vps/templates': (c) =>
        json(
          page(c.url.searchParams.get('sort') === '-disk' ? [...templates()].reverse() : templates(), {
            target: target(),
          }),
        ),
    });
    const t = await screen.findByRole('table', { name: 'Operating-system templates' });
    const i = screen.getByRole('table', { name: 'Install media (ISO images)' });
    const header = (table: HTMLElement, name: string) =>
      within(table).getByRole('button', { name }).closest('th')!.getAttribute('aria-sort');
    const asked = (path: string) =>
      calls.filter((c) => c.url.pathname === `/api/v1/vps/${path}`).map((c) => c.url.searchParams.get('sort'));
    const names = () =>
      within(t)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstElementChild!.textContent);
    // The catalogue's own order (by id) is the server's default: neither list asks for one, no header is sorted.
    expect(asked('templates')).toEqual([null]);
    expect(asked('iso')).toEqual([null]);
    expect(header(t, 'Name')).toBeNull();
    expect(names()).toEqual(['Debian 12 (bookworm)', 'Ubuntu 24.04 LTS']);

    // A first click on Minimum disk shows the largest first.
    fireEvent.click(within(t).getByRole('button', { name: 'Minimum disk' }));
    await waitFor(() => expect(names()).toEqual(['Ubuntu 24.04 LTS', 'Debian 12 (bookworm)']));
    expect(asked('templates')).toContain('-disk');
    expect(header(t, 'Minimum disk')).toBe('descending');
    expect(header(t, 'Name')).toBeNull();

    // Each table keeps its own order.
    fireEvent.click(within(i).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(header(i, 'Name')).toBe('ascending'));
    expect(asked('iso')).toContain('name');
    expect(header(t, 'Minimum disk')).toBe('descending');
    fireEvent.click(within(i).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(header(i, 'Name')).toBe('descending'));
    expect(asked('iso')).toContain('-name');
  });

  it('says when the hypervisor is not answering and while a power change is under way', async () => {
    open(`/vps/${SERVICE_ID}`, routes({ status: 'booting', hypervisorReachable: false }));
    await screen.findByRole('heading', { name: HOST, level: 1 });
    expect(screen.getByText('The hypervisor is not answering').textContent).toBe('The hypervisor is not answering');
    expect(screen.getByRole('main').textContent).toContain('Power state: Booting');
    expect(screen.getByText(/A power change is under way/).textContent).toContain('controls come back');
    expect(screen.queryByRole('button', { name: 'Reboot…' })).toBeNull();
  });

  it('resets the root password through the confirmation page', async () => {
    const { calls, router } = open(`/vps/${SERVICE_ID}`, {
      ...routes(),
      'POST /api/v1/vps/root-password': json(hold('pa_pw1', 'resetVpsRootPassword'), { status: 202 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset root password…' }));
    const dialog = await screen.findByRole('dialog', { name: `Reset the root password of ${HOST}?` });
    expect(dialog.textContent).toContain('The new one is shown once, on the confirmation page');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset — continue to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_pw1'));
    expect(calls.find((c) => c.method === 'POST')!.url.pathname).toBe('/api/v1/vps/root-password');
  });

  it('says a server that is not there does not exist', async () => {
    open('/vps/999', {
      'GET /api/v1/vps/detail': problem(404, 'not_found', 'No server with service id 999'),
      'GET /api/v1/vps/templates': problem(404, 'not_found', 'No server with service id 999'),
      'GET /api/v1/vps/iso': problem(404, 'not_found', 'No server with service id 999'),
    });
    expect((await screen.findByText('This server does not exist')).textContent).toBe('This server does not exist');
    expect(screen.getByText('No server with service id 999').textContent).toBe('No server with service id 999');
  });
});

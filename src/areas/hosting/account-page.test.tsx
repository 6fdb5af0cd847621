import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch, type Routes } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { API, account, history, overviewRoutes, sites, site } from './test-data';

// uPlot needs a real canvas; the stand-in records what the chart was asked to draw.
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

function open(path: string, routes: Routes = {}) {
  const calls = stubFetch({ ...overviewRoutes(), ...routes });
  return { calls, ...renderApp(path) };
}

const meter = (name: string) => screen.getByRole('meter', { name });

describe('Hosting account overview', () => {
  it('shows each quota with its level in words, unlimited ones without a bar, and what limit faults meant', async () => {
    open('/hosting/7');
    await screen.findByRole('heading', { name: 'nordlight-studio.com', level: 1 });
    await screen.findByRole('list', { name: 'Quota usage' });
    expect(meter('Disk space').getAttribute('aria-valuetext')).toBe('43 GB of 50 GB, 86 % — high');
    expect(meter('Disk space').getAttribute('data-level')).toBe('high');
    // what the disk figure counts is said, since a backup's "Files" part is the home directory alone
    expect(screen.getByTestId('usage-Disk space').textContent).toContain(
      'The home directory, the mail in the mailboxes and the databases, together',
    );
    expect(meter('Inodes (files and folders)').getAttribute('aria-valuetext')).toBe(
      '1,200,000 of 1,250,000, 96 % — critical',
    );
    expect(meter('Subdomains').getAttribute('data-level')).toBe('warning');
    expect(meter('Databases').getAttribute('data-level')).toBe('ok');
    expect(screen.queryByRole('meter', { name: 'Mailboxes' })).toBeNull();
    expect(screen.getByTestId('usage-Mailboxes').textContent).toBe('Mailboxes4 used unlimited');
    expect(screen.getByText(/This period: /).textContent).toMatch(/2030 to .*2030/);

    await screen.findByRole('list', { name: 'Resource usage' });
    expect(meter('Memory').getAttribute('aria-valuetext')).toBe('1.84 GB of 2 GB, 92 % — high');
    const faults = screen.getByRole('list', { name: 'Limits hit in the last 24 hours' });
    expect(faults.textContent).toContain('Hit the memory limit 3 times: visitors may have seen 508 errors');
    expect(screen.getByText('LiteSpeed 6.3.2')).toBeInstanceOf(HTMLElement);
  });

  it('draws the history with uPlot, says it in words, and fetches another metric when picked', async () => {
    plots.length = 0;
    const { calls } = open('/hosting/7', {
      [`GET ${API}/usage/history`]: (call) =>
        json(
          call.url.searchParams.get('metric') === 'memory'
            ? history({ metric: 'memory', unit: 'MB', points: [{ at: '2030-01-15T00:00:00.000Z', value: 512 }] })
            : history(),
        ),
    });
    const summary = await screen.findByTestId('history-summary');
    expect(summary.textContent).toMatch(
      /Disk space over the last 30 days: lowest 40 GB, average 42\.7 GB, highest 45 GB \(.+\); latest 43 GB \(.+\)\. 3 samples\./,
    );
    const figure = summary.closest('figure')!;
    expect(figure.getAttribute('aria-labelledby')).toBe(summary.id);
    expect(within(figure).getByTestId('usage-chart').getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(plots).toHaveLength(1));
    expect(plots[0].data).toEqual([
      [
        Date.parse('2030-01-13T00:00:00Z') / 1000,
        Date.parse('2030-01-14T00:00:00Z') / 1000,
        Date.parse('2030-01-15T00:00:00Z') / 1000,
      ],
      [40_000, 45_000, 43_000],
    ]);

    fireEvent.change(screen.getByLabelText('Metric'), { target: { value: 'memory' } });
    await waitFor(() =>
      expect(screen.getByTestId('history-summary').textContent).toMatch(/^Chart of memory\. Memory over/),
    );
    const asked = calls
      .filter((c) => c.url.pathname === `${API}/usage/history`)
      .map((c) => c.url.searchParams.toString());
    expect(asked).toEqual(['input=7&metric=disk&period=30d', 'input=7&metric=memory&period=30d']);
  });

  it('shows the server’s note instead of a chart where the node keeps no history', async () => {
    open('/hosting/7', {
      [`GET ${API}/usage/history`]: json(
        history({ available: false, note: 'The node web-hel-01 keeps no usage history.', points: [] }),
      ),
    });
    expect(await screen.findByText(/The node web-hel-01 keeps no usage history\./)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('No usage history for this account')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByTestId('usage-chart')).toBeNull();
  });

  it('says why a suspended account is suspended and keeps its editors and links disabled', async () => {
    open('/hosting/7?tab=domains', {
      [`GET ${API}/account`]: json(account({ status: 'suspended', suspendedReason: 'Unpaid invoice PRO-2030-00012' })),
      [`GET ${API}/domains`]: json(sites(site('lindqvist-gallery.se'))),
    });
    expect(await screen.findByText('This hosting account is suspended')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/Reason: Unpaid invoice PRO-2030-00012\./)).toBeInstanceOf(HTMLElement);
    expect((screen.getByRole('button', { name: 'Open the control panel' }) as HTMLButtonElement).disabled).toBe(true);
    const php = await screen.findByRole('switch', { name: 'PHP for lindqvist-gallery.se' });
    expect((php as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Add domain' }) as HTMLButtonElement).closest('fieldset')!.disabled,
    ).toBe(true);
  });
});

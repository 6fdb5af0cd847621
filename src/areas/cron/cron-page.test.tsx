import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { accountsPage, job, jobsPage, run } from './cron-test-data';
import { HOSTING_DOMAIN as DOMAIN, shellRoutes, hostingTarget as target } from '@/test/fixtures';

describe('Cron jobs list', () => {
  it('lists each job with its schedule in words, its next run in the account’s zone and how its last run went', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/cron/jobs': json(
        jobsPage([
          job(),
          job({
            id: 'cj_2',
            schedule: '*/5 * * * *',
            minute: '*/5',
            hour: '*',
            description: 'Every 5 minutes',
            command: 'php ~/public_html/wp-cron.php',
            recentRuns: [run({ id: 'run_9', outcome: 'failed', exitCode: 255 })],
          }),
          job({
            id: 'cj_3',
            command: '~/bin/report.sh',
            missed: { expectedAt: '2026-11-23T02:00:00.000Z', graceMinutes: 15 },
          }),
        ]),
      ),
    });
    renderApp('/cron');
    const table = await screen.findByRole('table', { name: 'Cron jobs' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('link', { name: '0 3 * * *' }).getAttribute('href')).toBe(
      `/cron/cj_1?input=${DOMAIN}`,
    );
    expect(rows[1]!.textContent).toContain('At 03:00');
    // 02:00 UTC is 03:00 in Stockholm, and the zone is named
    expect(rows[1]!.textContent).toContain('Nov 24, 2026, 03:00 AM GMT+1');
    expect(rows[1]!.textContent).toContain('Succeeded');
    expect(rows[2]!.textContent).toContain('Failed (exit 255)');
    expect(rows[3]!.textContent).toContain('Missed');
    // the listing is asked for the account chosen
    const listing = calls.find((c) => c.url.pathname === '/api/v1/cron/jobs')!;
    expect(listing.url.searchParams.get('input')).toBe(DOMAIN);
    // a write-tier GET: the server wants the CSRF header on it, as on any cookie write
    expect(listing.headers.get('X-Requested-With')).toBe('fetch');
    expect(((await screen.findByLabelText('Mail failed runs to')) as HTMLInputElement).value).toBe(
      'ops@nordlight-studio.com',
    );
  });

  it('sorts by command on the server, keeps the order in the URL and says it on the header', async () => {
    const added = [job(), job({ id: 'cj_2', command: 'bash ~/a.sh' })];
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      // The server answers in the order asked for: the page shows the rows as they come.
      'GET /api/v1/cron/jobs': (call) =>
        json(jobsPage(call.url.searchParams.get('sort') === 'command' ? [...added].reverse() : added)),
    });
    const app = renderApp('/cron');
    const table = await screen.findByRole('table', { name: 'Cron jobs' });
    const header = within(table).getByRole('columnheader', { name: /^Command/ });
    expect(header.getAttribute('aria-sort')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show in the order added' })).toBeNull();
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ sort: 'command' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.pathname === '/api/v1/cron/jobs' && c.url.searchParams.get('sort') === 'command'),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Cron jobs' })).getAllByRole('row')[1]!.textContent).toContain(
        'bash ~/a.sh',
      ),
    );
    expect(
      within(screen.getByRole('table', { name: 'Cron jobs' }))
        .getByRole('columnheader', { name: /^Command/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    // Back to the order they were added: no `sort` in the URL or the request.
    fireEvent.click(screen.getByRole('button', { name: 'Show in the order added' }));
    await waitFor(() => expect(app.router.state.location.search).not.toHaveProperty('sort'));
  });

  it('saves the notification address, and an empty one switches the mails off', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/cron/jobs': json(jobsPage([job()])),
      'PUT /api/v1/cron/notification-email': [
        json({ target: target(), notificationEmail: 'alerts@nordlight-studio.com' }),
        json({ target: target(), notificationEmail: null }),
      ],
    });
    renderApp('/cron');
    const email = (await screen.findByLabelText('Mail failed runs to')) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'alerts@nordlight-studio.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { input: DOMAIN, email: 'alerts@nordlight-studio.com' },
      ]),
    );
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({ input: DOMAIN, email: null }),
    );
    // the cache took the answer: the listing (write tier) was fetched once only
    expect(calls.filter((c) => c.url.pathname === '/api/v1/cron/jobs')).toHaveLength(1);
  });

  it('refuses a malformed address before sending it', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/cron/jobs': json(jobsPage([], null)),
    });
    renderApp('/cron');
    await screen.findByText('No cron jobs yet');
    expect(screen.getAllByRole('link', { name: 'Add a cron job' })[0]!.getAttribute('href')).toBe(
      `/cron/new?input=${DOMAIN}`,
    );
    fireEvent.change(await screen.findByLabelText('Mail failed runs to'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByLabelText('Mail failed runs to').getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server refusal with a retry', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/cron/jobs': problem(403, 'insufficient_scope', 'This operation needs the write:cron scope'),
    });
    renderApp('/cron');
    expect((await screen.findByText(/needs the write:cron scope/)).textContent).toContain('write:cron');
    expect(screen.getByRole('button', { name: /try again|retry/i }).tagName).toBe('BUTTON');
    expect(screen.queryByRole('table', { name: 'Cron jobs' })).toBeNull();
  });
});

import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { ZONE, accountsPage, job, jobsPage, run } from './cron-test-data';
import { HOSTING_DOMAIN as DOMAIN, shellRoutes, hostingTarget as target } from '@/test/fixtures';

const PATH = `/cron/cj_1?input=${DOMAIN}`;

describe('Cron job page', () => {
  it('shows the next five runs in the account’s zone, named, and the runs with their output as text', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/cron/jobs': json(
        jobsPage([
          job({
            recentRuns: [
              run({
                id: 'run_2',
                outcome: 'failed',
                exitCode: 2,
                durationMs: 400,
                outputTail: '<script>alert(1)</script>\nNo such file: backup.php',
              }),
              run({ id: 'run_1' }),
            ],
          }),
        ]),
      ),
    });
    renderApp(PATH);
    const next = await screen.findByRole('list', { name: 'Next runs' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(5);
    expect(within(next).getAllByRole('listitem')[0]!.textContent).toBe('Nov 24, 2026, 03:00 AM GMT+1');
    expect(screen.getByRole('heading', { name: /Next runs/ }).textContent).toBe(
      `Next runs (your account's time zone: ${ZONE})`,
    );

    const history = screen.getByRole('list', { name: 'Run history' });
    const [failed, ok] = within(history).getAllByRole('listitem');
    expect(failed!.getAttribute('aria-label')).toBe('Failed run');
    expect(failed!.textContent).toContain('Exit code 2');
    expect(failed!.textContent).toContain('Took 400 ms');
    // the output is text in a <pre>: the markup shows as typed and nothing was parsed into elements
    const pre = failed!.querySelector('pre')!;
    expect(pre.textContent).toBe('<script>alert(1)</script>\nNo such file: backup.php');
    expect(pre.querySelector('script')).toBeNull();
    expect(ok!.getAttribute('aria-label')).toBe('Succeeded run');
    expect(ok!.textContent).toContain('Took 1.3 s');
  });

  it('flags a missed run and says when it was expected', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/cron/jobs': json(
        jobsPage([
          job({
            missed: { expectedAt: '2026-11-23T02:00:00.000Z', graceMinutes: 15 },
            recentRuns: [
              run({
                id: 'run_m',
                outcome: 'missed',
                startedAt: null,
                exitCode: null,
                durationMs: null,
                outputTail: '',
              }),
            ],
          }),
        ]),
      ),
    });
    renderApp(PATH);
    await screen.findByText('Missed run: this job did not run when expected');
    expect(screen.getByText(/none was recorded within 15 minutes after it/).textContent).toContain(
      'Nov 23, 2026, 03:00 AM GMT+1',
    );
    const [missed] = within(screen.getByRole('list', { name: 'Run history' })).getAllByRole('listitem');
    expect(missed!.getAttribute('aria-label')).toBe('Missed run');
    expect(missed!.textContent).toContain('none started (dead-man check)');
  });

  it("puts the server's 422 on the field it names and keeps the editor's values", async () => {
    // (a schedule the form accepts: what the form itself refuses never reaches the server)
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/cron/jobs': json(jobsPage([job()])),
      'PUT /api/v1/cron/jobs': problem(422, 'validation_failed', 'The schedule is not valid', {
        errors: [{ path: 'day_of_month', message: 'February has no day 29 in 2027', code: 'invalid' }],
      }),
    });
    renderApp(PATH);
    const form = await screen.findByRole('form', { name: 'Edit cron job' });
    fireEvent.change(within(form).getByLabelText('Day of month'), { target: { value: '29' } });
    fireEvent.change(within(form).getByLabelText('Month'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const dom = within(form).getByLabelText('Day of month');
    await waitFor(() => expect(dom.getAttribute('aria-invalid')).toBe('true'));
    // the message is the field's description, read out with it
    expect(document.getElementById(dom.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe(
      'February has no day 29 in 2027',
    );
    expect((dom as HTMLInputElement).value).toBe('29');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      input: DOMAIN,
      job_id: 'cj_1',
      minute: '0',
      hour: '3',
      day_of_month: '29',
      month: '2',
      day_of_week: '*',
      command: 'php ~/public_html/backup.php',
    });
  });

  it('saves an edit and shows what the server made of it, without fetching the list again', async () => {
    // Before the saved job's next run: once that time has passed, the page rightly asks for its run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    onTestFinished(() => void vi.useRealTimers());
    const saved = job({
      minute: '*/5',
      hour: '*',
      schedule: '*/5 * * * *',
      description: 'Every 5 minutes',
      nextRuns: ['2026-11-23T10:05:00.000Z'],
    });
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/cron/jobs': json(jobsPage([job()])),
      'PUT /api/v1/cron/jobs': json({ target: target(), job: saved }),
    });
    renderApp(PATH);
    const form = await screen.findByRole('form', { name: 'Edit cron job' });
    fireEvent.click(within(form).getByRole('button', { name: 'Every 5 minutes' }));
    expect((within(form).getByLabelText('Minute') as HTMLInputElement).value).toBe('*/5');
    expect(within(form).getByRole('button', { name: 'Every 5 minutes' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const next = await screen.findByRole('list', { name: 'Next runs' });
    await waitFor(() => expect(within(next).getAllByRole('listitem')).toHaveLength(1));
    expect(next.textContent).toBe('Nov 23, 2026, 11:05 AM GMT+1');
    expect(calls.filter((c) => c.url.pathname === '/api/v1/cron/jobs' && c.method === 'GET')).toHaveLength(1);
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/cron/jobs': json(jobsPage([job()])),
      'DELETE /api/v1/cron/jobs': json({ target: target(), id: 'cj_1', deleted: true }),
    });
    const app = renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this cron job?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete cron job' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/cron'));
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(Object.fromEntries(del.url.searchParams)).toEqual({ input: DOMAIN, job_id: 'cj_1' });
    await screen.findByText('No cron jobs yet');
    expect(screen.queryByRole('table', { name: 'Cron jobs' })).toBeNull();
  });

  it('says so when the job does not exist', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/cron/jobs': json(jobsPage([job({ id: 'cj_other' })])),
    });
    renderApp(PATH);
    await screen.findByText('No such cron job');
    expect(screen.queryByRole('form', { name: 'Edit cron job' })).toBeNull();
  });
});

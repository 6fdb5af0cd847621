import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { accountsPage, job, jobsPage } from './cron-test-data';
import { HOSTING_DOMAIN as DOMAIN, shellRoutes, hostingTarget as target } from '@/test/fixtures';

describe('Adding a cron job', () => {
  it('reads the schedule back in words while it is typed, then opens the saved job', async () => {
    const created = job({
      id: 'cj_9',
      minute: '15',
      hour: '4',
      dayOfWeek: '1-5',
      schedule: '15 4 * * 1-5',
      description: 'At 04:15, Monday through Friday',
      command: 'php artisan schedule:run',
      recentRuns: [],
    });
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      // asked for only once the job exists, by the job's page
      'GET /api/v1/cron/jobs': json(jobsPage([created])),
      'POST /api/v1/cron/jobs': json({ target: target(), job: created }, { status: 201 }),
    });
    const app = renderApp(`/cron/new?input=${DOMAIN}`);
    const form = await screen.findByRole('form', { name: 'Add a cron job' });
    // starts on a preset, which shows as chosen
    expect(within(form).getByRole('button', { name: 'Daily at 03:00' }).getAttribute('aria-pressed')).toBe('true');
    const preview = screen.getByTestId('schedule-preview');
    await waitFor(() => expect(preview.textContent).toContain('reads as “At 03:00”'));

    fireEvent.change(within(form).getByLabelText('Minute'), { target: { value: '15' } });
    fireEvent.change(within(form).getByLabelText('Hour'), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('Day of week'), { target: { value: '1-5' } });
    await waitFor(() => expect(preview.textContent).toContain('At 04:15, Monday through Friday'));
    expect(within(form).getByRole('button', { name: 'Daily at 03:00' }).getAttribute('aria-pressed')).toBe('false');

    // an impossible value is said at once, before the server is asked
    fireEvent.change(within(form).getByLabelText('Hour'), { target: { value: '24' } });
    await waitFor(() => expect(preview.textContent).toContain('is not a schedule yet'));
    // in plain words, by the node's cron rules, not a library's "Error: hours part must be >= 0"
    expect(preview.textContent).toContain('The hour field allows 0-23; 24 is out of range');
    expect(preview.textContent).not.toMatch(/Error:|must be >=/);
    fireEvent.change(within(form).getByLabelText('Hour'), { target: { value: '4' } });
    // syntax of other schedulers that the node's cron refuses
    fireEvent.change(within(form).getByLabelText('Day of month'), { target: { value: 'L' } });
    await waitFor(() => expect(preview.textContent).toContain('L (the last day) is not understood'));
    fireEvent.change(within(form).getByLabelText('Day of month'), { target: { value: '*' } });

    // the command is required
    fireEvent.click(within(form).getByRole('button', { name: 'Add cron job' }));
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText(/Command/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(within(form).getByText('Enter the command to run').tagName).toBe('P');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/Command/), { target: { value: 'php artisan schedule:run' } });
    // a date that never comes is refused by the form, on its field, as the server would (30 February, any weekday)
    const dom = within(form).getByLabelText('Day of month');
    const month = within(form).getByLabelText('Month');
    const dow = within(form).getByLabelText('Day of week');
    fireEvent.change(dom, { target: { value: '30' } });
    fireEvent.change(month, { target: { value: '2' } });
    fireEvent.change(dow, { target: { value: '*' } }); // with a weekday too it would run on that weekday (OR)
    fireEvent.click(within(form).getByRole('button', { name: 'Add cron job' }));
    await waitFor(() => expect(dom.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain('The schedule never runs');
    fireEvent.change(dom, { target: { value: '*' } });
    fireEvent.change(month, { target: { value: '*' } });
    fireEvent.change(dow, { target: { value: '1-5' } });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Add cron job' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/cron/cj_9'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      input: DOMAIN,
      minute: '15',
      hour: '4',
      day_of_month: '*',
      month: '*',
      day_of_week: '1-5',
      command: 'php artisan schedule:run',
    });
    // the saved job's page shows the server's reading and its next runs
    expect(within(await screen.findByRole('list', { name: 'Next runs' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByText('At 04:15, Monday through Friday').length).toBeGreaterThan(0);
    expect(screen.getByText('No runs yet').textContent).toBe('No runs yet');
  });
});

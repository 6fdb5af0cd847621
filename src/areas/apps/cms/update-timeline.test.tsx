import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { rolledBackUpdate, succeededUpdate, type Task } from './staging-test-data';
import { LatestUpdates, UpdateTimeline } from './update-timeline';
import { HOSTING_DOMAIN as DOMAIN } from '@/test/fixtures';
import { PROD } from './cms-sites-test-data';
import { mountPage as mount } from '@/areas/apps/test-mount';
import { page } from '@/areas/apps/test-data';

const backup = (id: string, createdAt: string) => ({
  id,
  installId: PROD,
  appName: 'WordPress',
  version: '6.7.2',
  includesFiles: true,
  includesDatabase: true,
  sizeMb: 48,
  note: 'Before updating WordPress',
  createdAt,
});

const stepsOf = (name: RegExp) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('UpdateTimeline', () => {
  it('shows a rolled-back update: every step in order with its status in words, the reason and the rollback point', async () => {
    const calls = stubFetch({
      'GET /api/v1/apps/backups': json(page([backup('bk_12', '2026-11-23T10:00:00.000Z')])),
    });
    mount(<UpdateTimeline task={rolledBackUpdate()} input={DOMAIN} />);

    const section = await screen.findByRole('region', { name: 'Update of WordPress' });
    expect(within(section).getByText('Rolled back')).toBeDefined();
    const steps = stepsOf(/^Steps of the update of WordPress$/);
    expect(steps.map((li) => li.querySelector('p')!.textContent!.split(' · ')[0])).toEqual([
      'Snapshot: Succeeded',
      'Update: Succeeded',
      'Health check: Failed',
      'Rollback: Succeeded',
    ]);
    // The icon is decoration: the status is read as text.
    expect(steps[2]!.querySelector('[aria-hidden="true"]')!.textContent).toBe('✕');
    expect(steps[2]!.textContent).toContain('HTTP 500 on /');
    expect(steps[0]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-23T10:00:00.000Z');
    expect(within(section).getByText('Why it failed').parentElement!.textContent).toContain(
      'failed the health check (HTTP 500 on /); it was rolled back to 6.7.2',
    );
    await waitFor(() =>
      expect(within(section).getByText(/Rollback point:/).parentElement!.textContent).toMatch(
        /the backup taken .*2026/,
      ),
    );
    expect(section.textContent).not.toContain('bk_12');
    const lookup = calls.find((c) => c.url.pathname === '/api/v1/apps/backups')!;
    expect(lookup.url.searchParams.get('install_id')).toBe(PROD);
  });

  it('shows a succeeded update without a failure reason, and no rollback step', async () => {
    stubFetch({ 'GET /api/v1/apps/backups': json(page([backup('bk_13', '2026-11-23T10:00:00.000Z')])) });
    mount(<UpdateTimeline task={succeededUpdate()} input={DOMAIN} />);

    const section = await screen.findByRole('region', { name: 'Update of WordPress' });
    expect(within(section).getByText('Succeeded', { selector: 'span.rounded-full' })).toBeDefined();
    expect(stepsOf(/^Steps of/).map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^✓Snapshot: Succeeded/),
      expect.stringMatching(/^✓Update: Succeeded/),
      expect.stringMatching(/^✓Health check: Succeeded/),
    ]);
    expect(within(section).queryByText('Why it failed')).toBeNull();
    expect(within(section).getByText(/the health check passed/)).toBeDefined();
    await within(section).findByText(/the backup taken .*2026/);
    expect(section.textContent).not.toContain('bk_13');
  });
});

describe('UpdateTimeline title', () => {
  it('says what the server says the task did, such as a plugin’s rollback', async () => {
    stubFetch({ 'GET /api/v1/apps/backups': json(page([])) });
    const title = 'Rollback of the update of the plugin Legacy Slider';
    mount(<UpdateTimeline task={{ ...rolledBackUpdate(), title }} input={DOMAIN} />);
    expect(await screen.findByRole('region', { name: title })).toBeDefined();
  });
});

describe('LatestUpdates', () => {
  it("lists the install's updates, pushes and restores (not other tasks), latest first, and polls while one runs", async () => {
    const running: Task = {
      ...succeededUpdate(),
      id: 'task_40',
      kind: 'push',
      status: 'running',
      progress: 40,
      message: 'Pushing staging copy cms_9 over production',
      steps: [{ name: 'restore point', status: 'running', detail: null, at: '2026-11-23T11:00:00.000Z' }],
      rollbackBackupId: null,
      finishedAt: null,
    };
    const backupTask: Task = { ...succeededUpdate(), id: 'task_1', kind: 'backup', steps: [], rollbackBackupId: null };
    const done: Task = { ...running, status: 'succeeded', progress: 100, finishedAt: '2026-11-23T11:01:00.000Z' };
    const calls = stubFetch({
      'GET /api/v1/apps/activity': [
        json(page([running, rolledBackUpdate(), backupTask])),
        json(page([done, rolledBackUpdate(), backupTask])),
      ],
      'GET /api/v1/apps/backups': json(page([])),
    });
    mount(<LatestUpdates input={DOMAIN} installId={PROD} />);

    const latest = await screen.findByRole('region', { name: 'Staging push of WordPress' });
    expect(within(latest).getByText('Running', { selector: 'span.rounded-full' })).toBeDefined();
    expect(within(latest).getByRole('progressbar', { name: 'Staging push of WordPress: progress' })).toBeDefined();
    // The earlier update is listed; the backup task is not an update, push or restore.
    expect(screen.getByText(/^Update · .* · Rolled back$/)).toBeDefined();
    expect(screen.queryByText(/^Backup/)).toBeNull();
    expect(calls[0]!.url.searchParams.get('install_id')).toBe(PROD);

    // The running push is polled until it is done.
    await waitFor(
      () => expect(within(latest).getByText('Succeeded', { selector: 'span.rounded-full' })).toBeDefined(),
      { timeout: 5_000 },
    );
    expect(calls.filter((c) => c.url.pathname === '/api/v1/apps/activity').length).toBeGreaterThanOrEqual(2);
  });
});

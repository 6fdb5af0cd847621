import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { TaskProgress, currentStage } from './task-progress';
import { doneInstall, failedUpgrade, runningInstall, task } from './test-data';

describe('Task progress', () => {
  it('shows a queued task as waiting, at 0%', () => {
    render(<TaskProgress task={task()} />);
    const bar = screen.getByRole('progressbar', { name: 'Install of Matomo' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuetext')).toBe('0%, Queued');
    expect(screen.getByText('Queued', { selector: 'span.rounded-full' }).textContent).toBe('Queued');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names the running step as the current stage and marks it the current step', () => {
    render(<TaskProgress task={runningInstall()} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId('task-stage').textContent).toBe('Copy the files');
    const steps = screen.getByRole('list', { name: 'Steps of the install' });
    const current = within(steps)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current.map((li) => li.textContent)).toEqual(['Copy the filesin progress']);
  });

  it('says where a failed task stopped and why, with the failed step', () => {
    const t = failedUpgrade();
    render(<TaskProgress task={t} />);
    expect(currentStage(t)).toBe('Roll back');
    expect(screen.getByTestId('task-stage').textContent).toBe('Stopped at: Roll back');
    expect(screen.getByRole('progressbar', { name: 'Upgrade of Matomo' }).getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByRole('status').textContent).toBe(
      'It failed: The health check failed: the site answered 500; rolled back to 5.3.2',
    );
    const health = within(screen.getByRole('list', { name: 'Steps of the upgrade' })).getByText('Health check');
    expect(health.parentElement!.textContent).toBe('Health checkfailedHTTP 500 from /stats/');
  });

  it('shows what follows a success only once the task succeeded', () => {
    const { rerender } = render(<TaskProgress task={runningInstall()} done={<a href="/app">Open Matomo</a>} />);
    expect(screen.queryByRole('link', { name: 'Open Matomo' })).toBeNull();
    rerender(<TaskProgress task={doneInstall()} done={<a href="/app">Open Matomo</a>} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('task-stage').textContent).toBe('Succeeded');
    expect(screen.getByRole('link', { name: 'Open Matomo' }).getAttribute('href')).toBe('/app');
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { outcomeOf } from './restore-progress';
import { baseRoutes, page, restore, target } from './test-data';

const restores = (...r: ReturnType<typeof restore>[]) => json(page(r, { target: target() }));

describe('Restores on the backups screen', () => {
  it('polls a running restore until its final report', async () => {
    const calls = stubFetch({
      ...baseRoutes(),
      'GET /api/v1/backups/restores': [
        restores(restore({ status: 'queued', progress: 0, startedAt: null })),
        restores(restore({ progress: 40 })),
        restores(
          restore({
            status: 'completed',
            progress: 100,
            finishedAt: '2026-11-23T08:01:00.000Z',
            detail: 'Restored 1 of 1 items; a safety backup was taken first.',
          }),
        ),
      ],
    });
    renderApp('/backups');
    const item = await screen.findByRole('listitem', { name: /Restore of files from/ });
    const bar = within(item).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(within(item).getByRole('button', { name: 'Cancel restore' })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(within(item).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40'), {
      timeout: 4000,
    });
    await waitFor(() => expect(within(item).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'), {
      timeout: 4000,
    });
    expect(within(item).getByText('Completed', { selector: 'span.rounded-full' })).toBeInstanceOf(HTMLElement);
    expect(item.textContent).toContain('Restored 1 of 1 items');
    expect(within(item).queryByRole('button', { name: 'Cancel restore' })).toBeNull();
    // finished: the polling stops
    const polls = calls.filter((c) => c.url.pathname === '/api/v1/backups/restores').length;
    await new Promise((r) => setTimeout(r, 2_000));
    expect(calls.filter((c) => c.url.pathname === '/api/v1/backups/restores').length).toBe(polls);
  }, 15_000);

  it('cancels a running restore after asking, and says what stays', async () => {
    const cancelled = restore({
      status: 'cancelled',
      progress: 40,
      finishedAt: '2026-11-23T08:00:30.000Z',
      detail: 'Cancelled after 2 of 5 items.',
    });
    let done = false;
    const calls = stubFetch({
      ...baseRoutes(),
      // Running until the cancel has been sent, as on the server.
      'GET /api/v1/backups/restores': () => restores(done ? cancelled : restore()),
      'POST /api/v1/backups/restores/rs_1/cancel': () => {
        done = true;
        return json(cancelled);
      },
    });
    renderApp('/backups');
    const item = await screen.findByRole('listitem', { name: /Restore of files from/ });
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this restore?' });
    expect(dialog.textContent).toContain('already restored stays restored');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel restore' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/rs_1/cancel'))).toBe(true),
    );
    await waitFor(() => expect(item.textContent).toContain('Cancelled after 2 of 5 items.'));
    expect(item.textContent).toContain('Cancelled, partly restored');
    expect(within(item).queryByRole('button', { name: 'Cancel restore' })).toBeNull();
  });

  it('keeps the dialog open with the refusal when the restore has already finished', async () => {
    stubFetch({
      ...baseRoutes(),
      'GET /api/v1/backups/restores': restores(restore()),
      'POST /api/v1/backups/restores/rs_1/cancel': problem(
        409,
        'conflict',
        'This restore has already finished; it cannot be cancelled.',
      ),
    });
    renderApp('/backups');
    const item = await screen.findByRole('listitem', { name: /Restore of files from/ });
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this restore?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel restore' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('already finished');
  });

  it('reports a partially completed restore with each item that was not restored and why', async () => {
    stubFetch({
      ...baseRoutes(),
      'GET /api/v1/backups/restores': restores(
        restore({
          status: 'partially_completed',
          progress: 100,
          itemsTotal: 3,
          itemsRestored: 2,
          itemsFailed: [{ item: 'nordligh_shop', reason: 'The database is larger than the free disk quota' }],
          finishedAt: '2026-11-23T08:02:00.000Z',
          detail: '2 of 3 items restored; 1 could not be.',
          scope: 'databases',
          items: [],
        }),
      ),
    });
    renderApp('/backups');
    const item = await screen.findByRole('listitem', { name: /Restore of databases from/ });
    expect(item.textContent).toContain('Partially completed');
    expect(item.textContent).toContain('2 of 3 items restored; 1 could not be.');
    expect(within(item).getByRole('list', { name: 'Items not restored' }).textContent).toBe(
      'nordligh_shop: The database is larger than the free disk quota',
    );
    expect(within(item).getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      '100%, Partially completed, 2 of 3 items restored',
    );
    expect(within(item).getByRole('link', { name: 'Browse the safety backup' }).getAttribute('href')).toBe(
      '/backups?input=nordlight-studio.com&backup=bk_safety_rs_1',
    );
  });

  it('says a cancelled restore that had restored items is partly restored', () => {
    expect(outcomeOf(restore({ status: 'cancelled', itemsRestored: 2 })).label).toBe('Cancelled, partly restored');
    expect(outcomeOf(restore({ status: 'cancelled', itemsRestored: 0 })).label).toBe('Cancelled');
    expect(outcomeOf(restore({ status: 'failed', itemsRestored: 0 })).tone).toBe('danger');
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { z } from 'zod';
import type { Migration } from '@contract/migrations';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { me, pendingAction, session } from '@/test/fixtures';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';

function open(path: string, routes: Routes) {
  const calls = stubFetch({
    'GET /api/v1/auth/session': json(session()),
    'GET /api/v1/me': json(me()),
    'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    'GET /api/v1/pending-actions/pa_mig1': json(pendingAction({ id: 'pa_mig1' })),
    ...routes,
  });
  return { calls, ...renderApp(path) };
}

const hold = {
  status: 'confirmation_required',
  pendingActionId: 'pa_mig1',
  confirmationUrl: 'http://localhost/confirm/pa_mig1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  preview: [],
  operation: 'requestMigration',
};

const migration = (over: Partial<z.infer<typeof Migration>> = {}): z.infer<typeof Migration> => ({
  id: 7,
  status: 'in_progress',
  stage: 'importing_databases',
  progress: 40,
  stages: [
    { stage: 'copying_files', label: 'Copying files', state: 'done', done: 2, total: 2 },
    { stage: 'importing_databases', label: 'Importing databases', state: 'active', done: 0, total: 2 },
    { stage: 'copying_mail', label: 'Copying mail', state: 'skipped', done: 0, total: 0 },
    { stage: 'switching_dns', label: 'Switching DNS', state: 'pending', done: 0, total: 1 },
  ],
  sourceHost: 'cpanel.old.example',
  domains: ['example.com'],
  websiteCount: 2,
  emailAccountCount: 0,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:05:00.000Z',
  scheduledFor: '2030-01-01T10:01:00.000Z',
  completedAt: null,
  request: {
    control_panel: { type: 'cPanel', host: 'cpanel.old.example', username: 'old', has_password: true },
    websites: null,
    email_accounts: [],
    domains: ['example.com'],
    note: null,
  },
  pendingActionId: 'pa_mig1',
  events: [
    { at: '2030-01-01T10:00:00.000Z', status: 'requested', message: 'Migration request filed; support notified' },
  ],
  cancellable: false,
  cancelledAt: null,
  ...over,
});

describe('MigrationsPage', () => {
  it('sorts by a column header through the URL and the server, keeping the filter, with aria-sort on it', async () => {
    const { calls, router } = open('/migrations?status=failed', {
      'GET /api/v1/migrations': json({
        data: [migration({ id: 9, status: 'failed' }), migration({ id: 4, status: 'failed' })],
        hasMore: false,
        nextCursor: null,
        total: 2,
      }),
    });
    await screen.findByRole('table', { name: 'Migrations' });
    const table = () => screen.getByRole('table', { name: 'Migrations' });
    const header = (name: string) =>
      within(table()).getByRole('button', { name }).closest('[role=columnheader]')!.getAttribute('aria-sort');
    const asked = () => calls.filter((c) => c.url.pathname === '/api/v1/migrations').map((c) => c.url);
    // The default order (newest filed first) is the server's: the list asks for none.
    expect(asked()[0]!.searchParams.has('sort')).toBe(false);
    expect(header('Filed')).toBe('descending');
    expect(header('Status')).toBeNull();

    fireEvent.click(within(table()).getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'failed', sort: 'status' }));
    await waitFor(() =>
      expect(
        asked().some((u) => u.searchParams.get('sort') === 'status' && u.searchParams.get('status') === 'failed'),
      ).toBe(true),
    );
    await waitFor(() => expect(header('Status')).toBe('ascending'));
    expect(header('Filed')).toBeNull();
    // A first click on Filed is newest first, the default, which leaves the address; a second, oldest first.
    fireEvent.click(within(table()).getByRole('button', { name: 'Filed' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'failed' }));
    await waitFor(() => expect(header('Filed')).toBe('descending'));
    fireEvent.click(within(table()).getByRole('button', { name: 'Filed' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'failed', sort: 'filed' }));
    await waitFor(() => expect(header('Filed')).toBe('ascending'));
  });
});

describe('RequestMigrationPage', () => {
  it('checks the request with the contract’s rules, per line for lists, before anything is sent', async () => {
    const { calls } = open('/migrations/new', {});
    await screen.findByRole('heading', { name: 'Request a migration' });
    fireEvent.click(screen.getByRole('checkbox', { name: /control panel/ }));
    fireEvent.click(screen.getByRole('button', { name: /Review and confirm/ }));
    expect(await screen.findByText(/Say what to migrate/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Domains involved'), { target: { value: 'example.com\nnot a domain' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'n'.repeat(5001) } });
    fireEvent.click(screen.getByRole('button', { name: /Review and confirm/ }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Domains involved'))).toContain('Line 2: A domain name has no spaces'),
    );
    expect(describedText(screen.getByLabelText('Note'))).toContain('at most 5000 characters');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('takes Unicode names and warns under the field of a name that mixes scripts', async () => {
    open('/migrations/new', {});
    await screen.findByRole('heading', { name: 'Request a migration' });
    const domains = screen.getByLabelText('Domains involved');
    fireEvent.change(domains, { target: { value: 'bücher.se' } });
    expect(screen.queryByText(/can pass for another/)).toBeNull();
    // The second letter is Cyrillic: the name looks like paypal.com.
    fireEvent.change(domains, { target: { value: 'bücher.se\npаypal.com' } });
    const item = await screen.findByText(/"pаypal" mixes Latin and Cyrillic letters/);
    // Only the mixed-script name is warned about, not the Unicode one.
    expect(within(item.closest('ul')!).getAllByRole('listitem')).toEqual([item]);
    expect(describedText(domains)).not.toContain('Line');
  });

  it('sends the body the contract describes, maps a server 422 to the field, then goes to the confirmation page', async () => {
    const { calls, router } = open('/migrations/new', {
      'POST /api/v1/migrations': [
        problem(422, 'validation_failed', 'email_accounts.1: bad', {
          errors: [{ path: 'email_accounts.1', message: 'Not an address we can copy', code: 'invalid' }],
        }),
        json(hold),
      ],
    });
    await screen.findByRole('heading', { name: 'Request a migration' });
    fireEvent.change(screen.getByLabelText('Panel host'), { target: { value: 'cpanel.old.example' } });
    fireEvent.change(screen.getByLabelText('Panel password'), { target: { value: 's3cret' } });
    expect(describedText(screen.getByLabelText('Panel password'))).toContain('Up to 256 characters');
    fireEvent.change(screen.getByLabelText('Email accounts to copy'), {
      target: { value: 'info@example.com\nsales@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Review and confirm/ }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Email accounts to copy'))).toContain(
        'Line 2: Not an address we can copy',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /Review and confirm/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_mig1'));
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, unknown>);
    expect(posts[1]!).toMatchObject({
      control_panel: { host: 'cpanel.old.example', password: 's3cret' },
      email_accounts: ['info@example.com', 'sales@example.com'],
    });
    expect(posts[1]!.websites).toBeUndefined();
    expect(posts[0]!.attempt_key).toBe(posts[1]!.attempt_key);
  });
});

describe('MigrationDetailPage', () => {
  it('shows progress by stage, never a password, and follows the migration while it runs', async () => {
    open('/migrations/7', {
      'GET /api/v1/migrations/7': [
        json(migration()),
        json(migration({ status: 'completed', stage: 'done', progress: 100, completedAt: '2030-01-01T10:09:00.000Z' })),
      ],
    });
    const bar = await screen.findByRole('progressbar', { name: 'Migration #7 progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%, Importing databases');
    const stages = screen.getByRole('list', { name: 'Stages' });
    expect(within(stages).getByText('Copying mail').parentElement?.textContent).toContain('Nothing to do');
    expect(screen.getByText('Panel password').nextElementSibling?.textContent).toBe('provided (stored encrypted)');
    expect(screen.queryByRole('button', { name: 'Cancel migration' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'), {
      timeout: 5000,
    });
  });

  it('cancels a migration that has not started, after saying what happens', async () => {
    const { calls } = open('/migrations/7', {
      'GET /api/v1/migrations/7': json(
        migration({ status: 'scheduled', stage: 'queued', progress: 0, cancellable: true }),
      ),
      'POST /api/v1/migrations/7/actions/cancel': json(
        migration({
          status: 'cancelled',
          stage: 'queued',
          progress: 0,
          cancellable: false,
          cancelledAt: '2030-01-01T10:02:00.000Z',
        }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel migration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel migration #7?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Moved it ourselves' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel migration' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Moved it ourselves' });
  });
});

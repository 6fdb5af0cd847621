// The Security page's sessions, password and recovery codes, against a stubbed API: this session marked,
// "sign out everywhere else" only after a confirmation, the server's reason for a weak password on its
// field, and a new set of recovery codes shown once in its dialog.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginSession } from '@contract/account-sessions';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { shellRoutes, twoFactorOn } from './test-fixtures';

const sessionOf = (over: Partial<LoginSession>): LoginSession => ({
  id: 'ses_000000000000000000000001',
  current: false,
  browser: 'Firefox 139',
  os: 'Windows 10',
  device: null,
  ip: '203.0.113.9',
  place: 'A documentation network (sandbox example)',
  createdAt: '2030-01-01T08:00:00Z',
  lastSeenAt: '2030-01-01T09:00:00Z',
  expiresAt: '2030-01-01T20:00:00Z',
  account: { id: 1, name: 'Demo Hosting AB' },
  ...over,
});
const here = sessionOf({ id: 'ses_here', current: true, browser: 'Chrome 140', os: 'Linux' });
const phone = sessionOf({ id: 'ses_phone', browser: 'Mobile Safari 17', os: 'iOS 17.5', device: 'Apple iPhone' });
const recovery = (remaining: number) => ({
  twoFactorEnabled: true,
  total: 10,
  remaining,
  generatedAt: '2030-01-01T08:00:00Z',
});

describe('Security screen: sessions, password, recovery codes', () => {
  it('lists the sessions with this one marked, and signs out everywhere else after a confirmation', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/two-factor': json(twoFactorOn()),
      'GET /api/v1/account/two-factor/recovery-codes': json(recovery(8)),
      'GET /api/v1/account/sessions': [json({ data: [phone, here], total: 2 }), json({ data: [here], total: 1 })],
      'POST /api/v1/account/sessions/actions/sign-out-others': json({ ended: 1 }),
    });
    renderApp('/account/security');
    const list = await screen.findByRole('list', { name: 'Sessions' }, { timeout: 5000 });
    await waitFor(() => expect(list.textContent).toContain('Mobile Safari 17 on iOS 17.5 (Apple iPhone)'));
    const items = within(list).getAllByRole('listitem');
    expect(items[1]!.textContent).toContain('This session');
    // this session has no sign-out button of its own (logging out ends it)
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(screen.getByText(/ of 10 left$/).textContent).toBe('8 of 10 left');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out 1 other session' }));
    await screen.findByText('You are not signed in anywhere else.');
  });

  it("shows the server's reason for a weak new password on its field", async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/two-factor': json(twoFactorOn()),
      'GET /api/v1/account/two-factor/recovery-codes': json(recovery(10)),
      'GET /api/v1/account/sessions': json({ data: [here], total: 1 }),
      'POST /api/v1/account/password': problem(422, 'validation_failed', 'newPassword: too easy', {
        errors: [
          {
            path: 'newPassword',
            message: 'This password is too easy to guess: it is on a list of commonly used passwords',
            code: 'weak_password',
          },
        ],
      }),
    });
    renderApp('/account/security');
    const form = await screen.findByRole('form', { name: 'Change password' });
    fireEvent.change(within(form).getByLabelText(/Current password/), { target: { value: 'demo-password' } });
    const next = within(form).getByLabelText(/^New password/);
    fireEvent.change(next, { target: { value: 'password1234' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(describedText(next)).toContain('commonly used passwords'));
  });

  it('makes a new set of recovery codes after the password, and shows it once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${String(i).padStart(2, '0')}`);
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/two-factor': json(twoFactorOn()),
      'GET /api/v1/account/two-factor/recovery-codes': json(recovery(2)),
      'GET /api/v1/account/sessions': json({ data: [here], total: 1 }),
      'POST /api/v1/account/two-factor/recovery-codes': json({ ...recovery(10), codes }),
    });
    renderApp('/account/security');
    fireEvent.click(await screen.findByRole('button', { name: 'Make new codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes' });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'demo-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const shown = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull());
    expect(screen.getByText(/ of 10 left$/).textContent).toBe('10 of 10 left');
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { withViewportHeight } from '@/test/layout';
import { collectionOf, guest, shellRoutes } from './test-fixtures';

withViewportHeight(600);

const pending = guest({ id: 8, email: 'newcomer@example.net', guestId: null, linked: false });

describe('Guests screen', () => {
  it('lists guests with their login state, invites with the fixed role, and shows a conflict', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/guests': [json(collectionOf([guest()])), json(collectionOf([pending, guest()]))],
      'POST /api/v1/account/guests': [
        problem(409, 'conflict', 'maria@example.com is already a guest of this account'),
        json(pending, { status: 201 }),
      ],
    });
    renderApp('/account/guests');
    const maria = (await screen.findByText('maria@example.com', { selector: 'span[title]' })).closest(
      '[role=row]',
    ) as HTMLElement;
    expect(within(maria).getByText('Linked')).toBeTruthy();
    expect(screen.getByText(/full access/).parentElement?.textContent).toContain('the only role');

    const email = screen.getByLabelText(/Guest email/);
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite guest' }));
    await waitFor(() => expect(describedText(email)).toContain('Enter an email address such as info@example.com'));

    fireEvent.change(email, { target: { value: 'maria@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite guest' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already a guest of this account');

    fireEvent.change(email, { target: { value: 'newcomer@example.net' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite guest' }));
    const row = (await screen.findByText('newcomer@example.net', { selector: 'span[title]' })).closest(
      '[role=row]',
    ) as HTMLElement;
    expect(within(row).getByText('Invitation sent')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { email: 'maria@example.com', role: 'all' },
      { email: 'newcomer@example.net', role: 'all' },
    ]);
  });

  it('revokes only after a confirmation that names the guest', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/guests': [json(collectionOf([guest()])), json(collectionOf([]))],
      'DELETE /api/v1/account/guests/7': json({ ...guest(), revokedAt: '2026-01-10T10:00:00Z' }),
    });
    renderApp('/account/guests');
    const row = (await screen.findByText('maria@example.com', { selector: 'span[title]' })).closest(
      '[role=row]',
    ) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke maria@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access for maria@example.com?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Revoke maria@example.com' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke access' }));
    await screen.findByText('No guests yet');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/v1/account/guests/7']);
  });
});

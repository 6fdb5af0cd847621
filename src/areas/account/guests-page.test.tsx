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

  it('sorts by a header: the order goes to the server and the URL, and the header says which way', async () => {
    const ada = guest({ id: 9, email: 'ada@example.net', createdAt: '2026-01-08T12:00:00Z' });
    const byEmail = [ada, guest(), pending];
    const calls = stubFetch({
      ...shellRoutes(),
      // Newest invitation first unless asked otherwise, as the server answers.
      'GET /api/v1/account/guests': (call) => {
        const sort = call.url.searchParams.get('sort');
        return json(
          collectionOf(
            sort === 'email' ? byEmail : sort === '-email' ? [...byEmail].reverse() : [ada, pending, guest()],
          ),
        );
      },
    });
    const app = renderApp('/account/guests');
    const table = await screen.findByRole('table', { name: 'Guests' });
    const emails = () =>
      within(screen.getByRole('table', { name: 'Guests' }))
        .getAllByText(/@/, { selector: 'span[title]' })
        .map((e) => e.textContent);
    await waitFor(() => expect(emails()).toEqual(['ada@example.net', 'newcomer@example.net', 'maria@example.com']));
    const listCalls = () => calls.filter((c) => c.url.pathname === '/api/v1/account/guests');
    // The default order is the server's: the list asks for none.
    expect(listCalls()[0]!.url.searchParams.get('sort')).toBeNull();
    const header = (name: string) =>
      within(screen.getByRole('table', { name: 'Guests' }))
        .getByRole('button', { name })
        .closest('[role=columnheader]')!;
    expect(header('Invited').getAttribute('aria-sort')).toBe('descending');
    expect(header('Email').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ sort: 'email' }));
    await waitFor(() => expect(emails()).toEqual(['ada@example.net', 'maria@example.com', 'newcomer@example.net']));
    expect(listCalls().at(-1)!.url.searchParams.get('sort')).toBe('email');
    expect(header('Email').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Invited').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(screen.getByRole('table', { name: 'Guests' })).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ sort: '-email' }));
    await waitFor(() => expect(emails()).toEqual(['newcomer@example.net', 'maria@example.com', 'ada@example.net']));
    expect(header('Email').getAttribute('aria-sort')).toBe('descending');
  });
});

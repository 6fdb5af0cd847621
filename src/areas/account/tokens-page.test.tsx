import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { withViewportHeight } from '@/test/layout';
import { collectionOf, preferences, shellRoutes, token } from './test-fixtures';

withViewportHeight(600);

const SECRET = 'hcp_Zx9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LmNbVcXz';
const created = token({ id: 'tok_new', name: 'ci-deploy', scopes: ['read:dns'], prefix: 'hcp_Zx9Q', lastUsedAt: null });

function open(extra: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    ...shellRoutes(),
    ...extra,
    'GET /api/v1/account/tokens': [json(collectionOf([token()])), json(collectionOf([created, token()]))],
    'POST /api/v1/account/tokens': json(
      {
        id: created.id,
        name: created.name,
        scopes: created.scopes,
        token: SECRET,
        createdAt: created.createdAt,
        expiresAt: null,
      },
      { status: 201 },
    ),
    'DELETE /api/v1/account/tokens/tok_abc123': json(token({ revokedAt: '2026-01-10T10:00:00Z' })),
  });
  return { calls, ...renderApp('/account/tokens') };
}

describe('API tokens screen', () => {
  it('requires a scope, creates the token, shows its secret once, and lists it', async () => {
    const { calls } = open();
    await screen.findByRole('heading', { name: 'API tokens', level: 1 });
    expect(await screen.findByText('deploy-bot')).toBeTruthy();

    const name = screen.getByLabelText(/Token name/);
    fireEvent.change(name, { target: { value: 'ci-deploy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const scopes = screen.getByRole('group', { name: /Scopes/ });
    await waitFor(() => expect(describedText(scopes)).toBe('Choose at least one scope'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Scopes are grouped by area, each described.
    const dns = screen.getByRole('group', { name: 'DNS' });
    const readDns = within(dns).getByRole('checkbox', { name: 'read:dns' });
    expect(describedText(readDns)).toBe('Read DNS zones and records');
    fireEvent.click(readDns);
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Token “ci-deploy” created' });
    expect((within(dialog).getByLabelText('Token secret') as HTMLInputElement).value).toBe(SECRET);
    expect(dialog.textContent).toContain('this is the only time it is shown');
    expect(within(dialog).getByRole('button', { name: 'Copy token' })).toBeTruthy();
    const post = calls.filter((c) => c.method === 'POST');
    expect(post).toHaveLength(1);
    expect(post[0].body).toEqual({ name: 'ci-deploy', scopes: ['read:dns'], expiresAt: null });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Gone for good: not in the page, and the form is empty again.
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect((screen.getByLabelText(/Token name/) as HTMLInputElement).value).toBe('');
    expect((await screen.findByText('ci-deploy')).closest('[role=row]')?.textContent).toContain('hcp_Zx9Q…');
  });

  it('sends an expiry day as the end of that day in the account’s time zone', async () => {
    // Europe/Stockholm moves to summer time on 31 March 2030: the day ends at 23:59:59 CEST.
    const { calls } = open({ 'GET /api/v1/account/preferences': json(preferences()) });
    fireEvent.change(await screen.findByLabelText(/Token name/), { target: { value: 'nightly' } });
    const expires = screen.getByLabelText(/Expires/);
    expect(describedText(expires)).toContain('Valid through the end of this day in Europe/Stockholm');
    fireEvent.change(expires, { target: { value: '2030-03-31' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'read:account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByRole('dialog');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'nightly',
      scopes: ['read:account'],
      expiresAt: '2030-03-31T21:59:59Z',
    });
  });

  it('revokes a token after a confirmation that names it', async () => {
    const { calls } = open();
    const row = (await screen.findByText('deploy-bot')).closest('[role=row]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke token deploy-bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke token “deploy-bot”?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/v1/account/tokens/tok_abc123',
    ]);
  });

  it('sorts by a header: the order goes to the server and the URL, and the header says which way', async () => {
    const soon = token({ id: 'tok_soon', name: 'backup', expiresAt: '2026-02-01T00:00:00Z' });
    const later = token({ id: 'tok_later', name: 'ci', expiresAt: '2026-06-01T00:00:00Z' });
    const calls = stubFetch({
      ...shellRoutes(),
      // Newest first unless asked otherwise; soonest expiry first (never expiring last) for `expires`.
      'GET /api/v1/account/tokens': (call) =>
        json(
          collectionOf(
            call.url.searchParams.get('sort') === 'expires' ? [soon, later, token()] : [later, token(), soon],
          ),
        ),
    });
    const app = renderApp('/account/tokens');
    const names = () =>
      within(screen.getByRole('table', { name: 'API tokens' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('span[title]')?.textContent);
    await waitFor(() => expect(names()).toEqual(['ci', 'deploy-bot', 'backup']));
    const listCalls = () => calls.filter((c) => c.url.pathname === '/api/v1/account/tokens');
    expect(listCalls()[0]!.url.searchParams.get('sort')).toBeNull();
    const header = (name: string) =>
      within(screen.getByRole('table', { name: 'API tokens' }))
        .getByRole('button', { name })
        .closest('[role=columnheader]')!;
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');

    // A first click on Expires shows the soonest first.
    fireEvent.click(header('Expires').querySelector('button')!);
    await waitFor(() => expect(app.router.state.location.search).toEqual({ sort: 'expires' }));
    await waitFor(() => expect(names()).toEqual(['backup', 'ci', 'deploy-bot']));
    expect(listCalls().at(-1)!.url.searchParams.get('sort')).toBe('expires');
    expect(header('Expires').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Created').getAttribute('aria-sort')).toBeNull();

    // Back to the default order: it leaves the URL.
    fireEvent.click(header('Created').querySelector('button')!);
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    await waitFor(() => expect(names()).toEqual(['ci', 'deploy-bot', 'backup']));
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
  });
});

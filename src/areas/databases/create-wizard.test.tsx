import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Call, type Routes } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { database, page, user } from './database-test-data';
import {
  HOSTING_DOMAIN as DOMAIN,
  hostingAccount as account,
  shellRoutes,
  hostingTarget as target,
} from '@/test/fixtures';

const created = {
  target: target(),
  database: database({
    name: 'nordligh_shop2',
    sizeMb: 0,
    tables: 0,
    users: [{ username: 'nordligh_shop2', privileges: ['ALL PRIVILEGES'] }],
  }),
  user: user({
    username: 'nordligh_shop2',
    grants: [{ database: 'nordligh_shop2', privileges: ['ALL PRIVILEGES'] }],
  }),
};

const routes = (extra: Routes = {}): Routes => ({
  ...shellRoutes(),
  'GET /api/v1/hosting': json(page([account()])),
  'POST /api/v1/databases': json(created, { status: 201 }),
  ...extra,
});

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');
const step = (n: number) => screen.findByRole('heading', { name: new RegExp(`^Step ${n} of 3`) });

describe('Create wizard', () => {
  it('counts the name with the prefix, suggests the user, generates a password and narrows the privileges', async () => {
    const calls = stubFetch(
      routes({
        'DELETE /api/v1/database-users/nordligh_shop2/privileges': json({
          target: target(),
          username: 'nordligh_shop2',
          grants: [],
        }),
        'POST /api/v1/database-users/nordligh_shop2/privileges': json({
          target: target(),
          username: 'nordligh_shop2',
          grants: [{ database: 'nordligh_shop2', privileges: ['SELECT', 'INSERT'] }],
        }),
      }),
    );
    const { router } = renderApp(`/databases/new?input=${DOMAIN}`);
    await step(1);
    const name = screen.getByLabelText(/^Database name/);
    expect(screen.getByText(/The account prefix nordligh_ is added/).textContent).toMatch(/nordligh_/);

    // 9 characters of prefix + 56 typed = 65: over MySQL's 64, as the server counts it
    fireEvent.change(name, { target: { value: 'a'.repeat(56) } });
    expect(screen.getByText('65 / 64').textContent).toBe('65 / 64');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByText('A database name is at most 64 characters')).textContent).toBe(
      'A database name is at most 64 characters',
    );
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(name, { target: { value: 'shop2' } });
    expect(screen.getByText(/the name will be nordligh_shop2/).textContent).toMatch(/nordligh_shop2/);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await step(2);
    expect((screen.getByLabelText(/^User name/) as HTMLInputElement).value).toBe('shop2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Generate a password' }));
    const password = (await screen.findByTestId('generated-password')).querySelector('code')!.textContent!;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await step(3);
    const table = screen.getByRole('table', { name: 'Privileges of nordligh_shop2 on nordligh_shop2' });
    expect((within(table).getByLabelText('ALL PRIVILEGES') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(table).getByLabelText('ALL PRIVILEGES'));
    fireEvent.click(screen.getByRole('button', { name: 'Create database' }));
    expect(await screen.findByText('Grant at least one privilege')).toBeInstanceOf(HTMLElement);
    expect(writes(calls)).toHaveLength(0);
    fireEvent.click(within(table).getByLabelText('SELECT'));
    fireEvent.click(within(table).getByLabelText('INSERT'));
    fireEvent.click(screen.getByRole('button', { name: 'Create database' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/databases/nordligh_shop2'));
    expect(router.state.location.search).toEqual({ input: DOMAIN });
    const [create, revoke, grant] = writes(calls);
    expect(create!.body).toEqual({
      input: DOMAIN,
      name: 'nordligh_shop2',
      username: 'nordligh_shop2',
      password,
      charset: 'utf8mb4',
    });
    expect(revoke!.method).toBe('DELETE');
    expect(revoke!.url.searchParams.get('privileges')).toBeNull();
    expect(grant!.body).toEqual({ input: DOMAIN, database: 'nordligh_shop2', privileges: ['SELECT', 'INSERT'] });
  });

  it('keeps ALL PRIVILEGES with one call, and takes a refused name back to its step', async () => {
    const calls = stubFetch(
      routes({
        'POST /api/v1/databases': [
          problem(422, 'validation_failed', 'The body is not valid', {
            errors: [{ path: 'name', message: 'nordligh_shop2 exists already', code: 'custom' }],
          }),
          json(created, { status: 201 }),
        ],
      }),
    );
    const { router } = renderApp(`/databases/new?input=${DOMAIN}`);
    await step(1);
    fireEvent.change(screen.getByLabelText(/^Database name/), { target: { value: 'shop2' } });
    fireEvent.change(screen.getByLabelText(/^Character set/), { target: { value: 'latin1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await step(2);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await step(3);
    fireEvent.click(screen.getByRole('button', { name: 'Create database' }));

    // back on step 1, the server's message on the name
    await step(1);
    expect(await screen.findByText('nordligh_shop2 exists already')).toBeInstanceOf(HTMLElement);
    fireEvent.change(screen.getByLabelText(/^Database name/), { target: { value: 'shop3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await step(3);
    fireEvent.click(screen.getByRole('button', { name: 'Create database' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/databases/nordligh_shop2'));
    // the user already holds ALL PRIVILEGES: no grant or revoke follows
    expect(writes(calls)).toHaveLength(2);
    expect(writes(calls)[1]!.body).toMatchObject({
      name: 'nordligh_shop3',
      username: 'nordligh_shop2',
      charset: 'latin1',
    });
  });
});

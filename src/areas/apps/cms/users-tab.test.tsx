import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { API, INSTALL, mountTab, user } from './content-test-data';
import { UsersTab } from './users-tab';
import { HOSTING_DOMAIN as DOMAIN, hostingTarget as target } from '@/test/fixtures';
import { page } from '@/areas/apps/test-data';

const USERS = `${API}/cms/users`;
const astrid = user();
const bo = user({
  id: 2,
  login: 'bo',
  email: 'bo@example.se',
  displayName: 'Bo Berg',
  role: 'editor',
  lastLoginAt: null,
});

/** The tab's own status line (not the sr-only "Loading…"). */
const statusText = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join('');

const open = (routes: Parameters<typeof mountTab>[1]) =>
  mountTab(<UsersTab input={DOMAIN} installId={INSTALL} />, routes);

describe('UsersTab', () => {
  it('lists users with their role, registration and last login', async () => {
    const { calls } = open({ [`GET ${USERS}`]: json(page([astrid, bo])) });
    const table = await screen.findByRole('table', { name: 'Users of this site' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Astrid Nordastrid · astrid@nordlight-studio.com');
    expect((within(rows[1]!).getByRole('combobox', { name: 'Role of bo' }) as HTMLSelectElement).value).toBe('editor');
    expect(rows[1]!.lastElementChild!.textContent).toBe('Never');
    expect(rows[0]!.textContent).toMatch(/2026/);
    const get = calls.find((c) => c.method === 'GET' && c.url.pathname === USERS)!;
    expect(Object.fromEntries(get.url.searchParams)).toMatchObject({
      input: DOMAIN,
      install_id: INSTALL,
      limit: '100',
    });
  });

  it('sorts on the server by a header: the query asks for the order, the rows come in it, the header says it', async () => {
    const { calls } = open({ [`GET ${USERS}`]: [json(page([astrid, bo])), json(page([bo, astrid]))] });
    const table = await screen.findByRole('table', { name: 'Users of this site' });
    const header = (name: string) =>
      within(screen.getByRole('table', { name: 'Users of this site' }))
        .getByRole('button', { name })
        .closest('th')!;
    const gets = () => calls.filter((c) => c.method === 'GET' && c.url.pathname === USERS);
    // The default order (as they registered) is the server's: the list asks for none.
    expect(gets()[0]!.url.searchParams.has('sort')).toBe(false);
    expect(header('Registered').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(table).getByRole('button', { name: 'User' }));
    await waitFor(() => expect(gets().at(-1)!.url.searchParams.get('sort')).toBe('name'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Users of this site' }))
          .getAllByRole('rowheader')
          .map((h) => h.textContent?.split(' · ')[0]),
      ).toEqual(['Bo Bergbo', 'Astrid Nordastrid']),
    );
    expect(header('User').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Registered').hasAttribute('aria-sort')).toBe(false);
  });

  it('changes a role in place, and says clearly when the last administrator cannot be demoted', async () => {
    const { calls } = open({
      [`GET ${USERS}`]: [json(page([astrid, bo])), json(page([astrid, { ...bo, role: 'author' }]))],
      [`PATCH ${USERS}`]: [
        json({ target: target(), user: { ...bo, role: 'author' } }),
        problem(409, 'conflict', 'astrid is the last administrator of this site; make someone else one first.'),
      ],
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role of bo' }), { target: { value: 'author' } });
    await waitFor(() => expect(statusText()).toBe('Changed the role of bo to Author.'));
    expect((screen.getByRole('combobox', { name: 'Role of bo' }) as HTMLSelectElement).value).toBe('author');

    fireEvent.change(screen.getByRole('combobox', { name: 'Role of astrid' }), { target: { value: 'editor' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not change the role of astrid');
    expect(alert.textContent).toContain('astrid is the last administrator of this site');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Role of astrid' }) as HTMLSelectElement).value).toBe(
        'administrator',
      ),
    );
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { input: DOMAIN, install_id: INSTALL, user_id: 2, role: 'author' },
      { input: DOMAIN, install_id: INSTALL, user_id: 1, role: 'editor' },
    ]);
  });

  it('adds a user with a generated password; a taken login is said and what was typed stays', async () => {
    const created = user({
      id: 3,
      login: 'cecilia',
      email: 'cecilia@example.se',
      displayName: 'Cecilia',
      role: 'author',
      lastLoginAt: null,
    });
    const { calls } = open({
      [`GET ${USERS}`]: [json(page([astrid])), json(page([astrid, created]))],
      [`POST ${USERS}`]: [
        problem(409, 'conflict', 'A user with the login cecilia already exists on this site.'),
        json({ target: target(), user: created }, { status: 201 }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a user' }));
    const form = screen.getByRole('form', { name: 'Add a user' });
    const login = within(form).getByRole('textbox', { name: /^Login/ }) as HTMLInputElement;
    fireEvent.change(login, { target: { value: 'c!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(describedText(login)).toContain('At least 3 characters'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(login, { target: { value: 'cecilia' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'cecilia@example.se' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Display name/ }), { target: { value: 'Cecilia' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Role' }), { target: { value: 'author' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Generate a password' }));
    const generated = within(form).getByTestId('generated-password').textContent!;
    expect(generated).toHaveLength(24);
    expect((within(form).getByLabelText(/^Password/) as HTMLInputElement).value).toBe(generated);

    fireEvent.click(within(form).getByRole('button', { name: 'Add user' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('A user with the login cecilia already exists on this site.');
    expect(login.value).toBe('cecilia');

    fireEvent.click(within(form).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(statusText()).toBe('Added cecilia.'));
    expect(screen.queryByRole('form', { name: 'Add a user' })).toBeNull();
    expect(((await screen.findByRole('combobox', { name: 'Role of cecilia' })) as HTMLSelectElement).value).toBe(
      'author',
    );
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual({
      input: DOMAIN,
      install_id: INSTALL,
      login: 'cecilia',
      email: 'cecilia@example.se',
      display_name: 'Cecilia',
      role: 'author',
      password: generated,
    });
  });
});

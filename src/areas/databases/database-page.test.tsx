import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { z } from 'zod';
import type { DatabaseUser } from '@contract/databases-shared';
import { json, problem, stubFetch, type Call, type Routes } from '@/test/fetch-stub';
import { withViewportHeight } from '@/test/layout';
import { renderApp } from '@/test/render-app';
import { database, hold, hosts, page, user } from './database-test-data';
import { SINGLE_PRIVILEGES } from './privileges';
import {
  HOSTING_DOMAIN as DOMAIN,
  hostingAccount as account,
  shellRoutes,
  hostingTarget as target,
} from '@/test/fixtures';

withViewportHeight(800);

type User = z.infer<typeof DatabaseUser>;
const DB_PATH = '/api/v1/databases/nordligh_wp';
const PRIV_PATH = '/api/v1/database-users/nordligh_wpuser/privileges';

/** The page's reads; `users` answers what the server holds now (a write changes it). */
function routes(users: () => User[], extra: Routes = {}): Routes {
  return {
    ...shellRoutes(),
    'GET /api/v1/hosting': json(page([account()])),
    [`GET ${DB_PATH}`]: json({ ...database(), target: target() }),
    'GET /api/v1/database-users': () => json(page(users(), { target: target() })),
    [`GET ${DB_PATH}/backups`]: json(
      page(
        [
          {
            id: 'bk_1',
            database: 'nordligh_wp',
            kind: 'daily',
            sizeMb: 47.9,
            createdAt: '2030-01-01T03:00:00.000Z',
            retainedUntil: '2030-01-15T03:00:00.000Z',
          },
        ],
        { target: target(), database: 'nordligh_wp' },
      ),
    ),
    [`GET ${DB_PATH}/access-hosts`]: json(hosts('nordligh_wpuser', ['localhost'])),
    ...extra,
  };
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');
const matrix = () => screen.findByRole('table', { name: 'Privileges of nordligh_wpuser on nordligh_wp' });
const open = () => renderApp(`/databases/nordligh_wp?input=${DOMAIN}`);

describe('About this database', () => {
  it('gives one host to connect to from outside, and localhost only for the account’s own websites', async () => {
    stubFetch(routes(() => [user()]));
    open();
    const facts = await screen.findByLabelText('About this database');
    expect(facts.textContent).toContain('Connect from outside:web-ams-04.panel-hosting.net:3306');
    expect(facts.textContent).toContain("From this hosting account's websites:localhost");
    expect(facts.textContent).not.toMatch(/on localhost/);
  });
});

describe('Privileges matrix', () => {
  it('shows the diff before anything is sent, then narrows ALL PRIVILEGES by revoking all and granting the rest', async () => {
    let held: User['grants'][number]['privileges'] = ['ALL PRIVILEGES'];
    const grants = () => [{ database: 'nordligh_wp', privileges: held }];
    const calls = stubFetch(
      routes(() => [user({ grants: grants() })], {
        [`DELETE ${PRIV_PATH}`]: () => {
          held = [];
          return json({ target: target(), username: 'nordligh_wpuser', grants: grants() });
        },
        [`POST ${PRIV_PATH}`]: (c) => {
          held = (c.body as { privileges: typeof held }).privileges;
          return json({ target: target(), username: 'nordligh_wpuser', grants: grants() });
        },
      }),
    );
    open();
    const table = await matrix();
    const all = within(table).getByLabelText('ALL PRIVILEGES') as HTMLInputElement;
    expect(all.checked).toBe(true);
    fireEvent.click(within(table).getByLabelText('DROP'));
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    expect(screen.getByTestId('privilege-diff-nordligh_wpuser').textContent).toBe('Will revoke: DROP');
    expect(within(table).getByRole('row', { name: /^DROP/ }).textContent).toContain('Held → will revoke');
    expect(writes(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Apply changes' }));
    await waitFor(() =>
      expect(screen.getByTestId('privilege-diff-nordligh_wpuser').textContent).toBe('Revoked: DROP.'),
    );
    const [revoke, grant] = writes(calls);
    expect(revoke!.method).toBe('DELETE');
    expect(revoke!.url.searchParams.get('privileges')).toBeNull();
    expect(revoke!.url.searchParams.get('database')).toBe('nordligh_wp');
    expect(grant!.body).toEqual({
      input: DOMAIN,
      database: 'nordligh_wp',
      privileges: SINGLE_PRIVILEGES.filter((p) => p !== 'DROP'),
    });
    expect((within(await matrix()).getByLabelText('DROP') as HTMLInputElement).checked).toBe(false);
  });

  it('grants and revokes single privileges, and the master toggle ticks them all', async () => {
    const calls = stubFetch(
      routes(() => [user({ grants: [{ database: 'nordligh_wp', privileges: ['SELECT', 'DROP'] }] })], {
        [`DELETE ${PRIV_PATH}`]: json({ target: target(), username: 'nordligh_wpuser', grants: [] }),
        [`POST ${PRIV_PATH}`]: json({ target: target(), username: 'nordligh_wpuser', grants: [] }),
      }),
    );
    open();
    const table = await matrix();
    fireEvent.click(within(table).getByLabelText('UPDATE'));
    fireEvent.click(within(table).getByLabelText('INSERT'));
    fireEvent.click(within(table).getByLabelText('DROP'));
    const diff = screen.getByTestId('privilege-diff-nordligh_wpuser');
    expect(diff.textContent).toBe('Will grant: INSERT, UPDATE · Will revoke: DROP');

    // Undo, then the master toggle: everything is granted as ALL PRIVILEGES
    fireEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(diff.textContent).toMatch(/^No changes/);
    fireEvent.click(within(table).getByLabelText('ALL PRIVILEGES'));
    expect(diff.textContent).toMatch(/^Will grant: ALL PRIVILEGES \(INSERT, UPDATE, DELETE/);
    fireEvent.click(within(table).getByLabelText('ALL PRIVILEGES'));
    expect(diff.textContent).toBe('Will revoke: every privilege (SELECT, DROP)');
    fireEvent.click(screen.getByRole('button', { name: 'Undo changes' }));

    fireEvent.click(within(table).getByLabelText('UPDATE'));
    fireEvent.click(within(table).getByLabelText('INSERT'));
    fireEvent.click(within(table).getByLabelText('DROP'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply changes' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    const [revoke, grant] = writes(calls);
    expect(revoke!.url.searchParams.get('privileges')).toBe('DROP');
    expect((grant!.body as { privileges: string[] }).privileges).toEqual(['INSERT', 'UPDATE']);
  });
});

describe('Access hosts', () => {
  it('refuses a malformed host itself, puts the server refusal on the field, adds and removes hosts', async () => {
    let list = ['localhost'];
    const answer = () => hosts('nordligh_wpuser', list);
    const calls = stubFetch(
      routes(() => [user({ hosts: list })], {
        [`GET ${DB_PATH}/access-hosts`]: () => json(answer()),
        [`POST ${DB_PATH}/access-hosts`]: (c) => {
          const host = c.url.searchParams.get('host')!;
          if (host === '300.1.1.1')
            return problem(422, 'validation_failed', 'The host is not valid', {
              errors: [{ path: 'host', message: '300.1.1.1 is not an IPv4 address: 300 is above 255', code: 'custom' }],
            });
          list = [...list, host];
          return json({ ...answer(), added: host });
        },
        [`DELETE ${DB_PATH}/access-hosts`]: (c) => {
          const host = c.url.searchParams.get('host')!;
          list = list.filter((h) => h !== host);
          return json({ ...answer(), removed: host });
        },
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Access hosts' }));
    const current = await screen.findByRole('list', { name: 'Access hosts of nordligh_wpuser' });
    expect(current.textContent).toContain('localhost');
    const field = screen.getByLabelText('Access host');
    expect(field.getAttribute('aria-describedby')).toMatch(/\S/);
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toContain(
      '%, localhost, 192.0.2.10, 192.0.2.0/24, %.example.com',
    );

    fireEvent.change(field, { target: { value: 'db host!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add host' }));
    expect(await screen.findByText('A host may contain letters, digits and . % _ : / - only')).toBeInstanceOf(
      HTMLElement,
    );
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '300.1.1.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add host' }));
    expect(await screen.findByText('300.1.1.1 is not an IPv4 address: 300 is above 255')).toBeInstanceOf(HTMLElement);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: '192.0.2.0/24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add host' }));
    expect(await screen.findByText('192.0.2.0/24 added.')).toBeInstanceOf(HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Access hosts of nordligh_wpuser' }).textContent).toContain(
        '192.0.2.0/24',
      ),
    );
    const add = writes(calls).at(-1)!;
    expect(add.url.searchParams.get('database')).toBe('nordligh_wp');
    // MySQL's host patterns pass the form as they pass the server, and the hint names them
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toContain(
      '203.0.113.% is a subnet',
    );
    for (const pattern of ['203.0.113.%', 'web_.example.com']) {
      fireEvent.change(field, { target: { value: pattern } });
      fireEvent.click(screen.getByRole('button', { name: 'Add host' }));
      expect(await screen.findByText(`${pattern} added.`)).toBeInstanceOf(HTMLElement);
      expect(writes(calls).at(-1)!.url.searchParams.get('host')).toBe(pattern);
    }
    expect(add.url.searchParams.get('user')).toBe('nordligh_wpuser');

    fireEvent.click(screen.getByRole('button', { name: 'Remove access host localhost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove localhost?' });
    expect(dialog.textContent).toContain('Websites on this hosting account connect from localhost');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove host' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls).at(-1)!.method).toBe('DELETE');
    expect(writes(calls).at(-1)!.url.searchParams.get('host')).toBe('localhost');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Access hosts of nordligh_wpuser' }).textContent).not.toContain(
        'localhost',
      ),
    );
  });
});

describe('Password, holds and the admin tool', () => {
  it('generates a password, shows it once, and sends it', async () => {
    const calls = stubFetch(
      routes(() => [user()], {
        'PUT /api/v1/database-users/password': json({
          target: target(),
          username: 'nordligh_wpuser',
          changedAt: '2030-01-01T10:00:00.000Z',
        }),
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate a password' }));
    const shown = await screen.findByTestId('generated-password');
    const password = shown.querySelector('code')!.textContent!;
    expect(password).toHaveLength(24);
    expect(within(shown).getByRole('button', { name: 'Copy the generated password' })).toBeInstanceOf(HTMLElement);
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(password);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/^Password changed .*applications must use the new one/)).toBeInstanceOf(
      HTMLElement,
    );
    expect(writes(calls)[0]!.body).toEqual({ input: DOMAIN, username: 'nordligh_wpuser', password });
    // once saved it is gone from the screen
    expect(screen.queryByTestId('generated-password')).toBeNull();
  });

  it('drops the database through the confirmation page', async () => {
    const calls = stubFetch(routes(() => [user()], { [`DELETE ${DB_PATH}`]: json(hold('pa_db1')) }));
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Drop database…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop nordligh_wp?' });
    expect(dialog.textContent).toContain('Its 12 tables (48.2 MB) are deleted for good');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Drop — continue to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_db1'));
    const drop = writes(calls)[0]!;
    expect(drop.url.searchParams.get('input')).toBe(DOMAIN);
    expect(drop.url.searchParams.get('attempt_key')).toMatch(/^db-hold-/);
  });

  it('deletes a user through the confirmation page, and says why when the server refuses', async () => {
    stubFetch(
      routes(() => [user()], {
        'DELETE /api/v1/database-users/nordligh_wpuser': [
          problem(404, 'database_not_found', 'nordligh_wp no longer exists'),
          json(hold('pa_db2')),
        ],
      }),
    );
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete nordligh_wpuser?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete — continue to confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'nordligh_wp no longer exists');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete — continue to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_db2'));
  });

  it('makes a single-use admin-tool link and says it works once', async () => {
    const calls = stubFetch(
      routes(() => [user()], {
        'POST /api/v1/databases/actions/dbadmin-sso': json({
          target: target(),
          tool: 'phpMyAdmin',
          url: 'https://pma.web-ams-04.example/sso/abc',
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
        }),
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to the admin tool' }));
    const link = await screen.findByRole('link', { name: 'Open phpMyAdmin (new tab)' });
    expect(link.getAttribute('href')).toBe('https://pma.web-ams-04.example/sso/abc');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(/This link works once, until/)).toBeInstanceOf(HTMLElement);
    expect(writes(calls)[0]!.body).toEqual({ input: DOMAIN, database: 'nordligh_wp' });
    fireEvent.click(link);
    expect(await screen.findByRole('button', { name: 'Log in to the admin tool again' })).toBeInstanceOf(HTMLElement);
  });

  it('lists the backups', async () => {
    stubFetch(routes(() => [user()]));
    open();
    expect(await screen.findByText('Daily')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('table', { name: 'Backups of nordligh_wp' }).textContent).toContain('47.9 MB');
  });

  it('sorts the backups on the server by the header clicked, and marks it', async () => {
    const backup = (id: string, sizeMb: number, createdAt: string) => ({
      id,
      database: 'nordligh_wp',
      kind: 'daily',
      sizeMb,
      createdAt,
      retainedUntil: '2030-02-01T03:00:00.000Z',
    });
    const newest = backup('bk_2', 12.5, '2030-01-02T03:00:00.000Z');
    const largest = backup('bk_1', 80, '2030-01-01T03:00:00.000Z');
    const calls = stubFetch(
      routes(() => [user()], {
        // The server's order, as the stub answers it: largest first when asked, else newest first.
        [`GET ${DB_PATH}/backups`]: (call) =>
          json(
            page(call.url.searchParams.get('sort') === '-size' ? [largest, newest] : [newest, largest], {
              target: target(),
              database: 'nordligh_wp',
            }),
          ),
      }),
    );
    open();
    const table = () => screen.getByRole('table', { name: 'Backups of nordligh_wp' });
    await screen.findByText('12.5 MB');
    const sizes = () => [...table().textContent!.matchAll(/\d+(?:\.\d+)? MB/g)].map((m) => m[0]);
    expect(sizes()).toEqual(['12.5 MB', '80 MB']);
    const header = (name: string) => within(table()).getByRole('button', { name }).closest('[role=columnheader]')!;
    expect(header('Taken').getAttribute('aria-sort')).toBe('descending');
    const backupCalls = () => calls.filter((c) => c.url.pathname === `${DB_PATH}/backups`);
    expect(backupCalls().every((c) => !c.url.searchParams.has('sort'))).toBe(true);

    // A first click on Size shows the largest first.
    fireEvent.click(within(table()).getByRole('button', { name: 'Size' }));
    await waitFor(() => expect(sizes()).toEqual(['80 MB', '12.5 MB']));
    expect(backupCalls().at(-1)!.url.searchParams.get('sort')).toBe('-size');
    expect(header('Size').getAttribute('aria-sort')).toBe('descending');
    expect(header('Taken').getAttribute('aria-sort')).toBeNull();
  });

  it('says when the database is gone', async () => {
    stubFetch(
      routes(() => [], { [`GET ${DB_PATH}`]: problem(404, 'database_not_found', 'No database nordligh_wp here') }),
    );
    renderApp(`/databases/nordligh_wp?input=${DOMAIN}`);
    expect(await screen.findByText('This database does not exist')).toBeInstanceOf(HTMLElement);
  });
});

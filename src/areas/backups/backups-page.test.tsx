import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { DOMAIN, account, backup, baseRoutes, entry, hold, page, target } from './test-data';

const contents = (path: string, data: ReturnType<typeof entry>[]) =>
  json(page(data, { target: target(), backupId: 'bk_20261122', path }));

/** Open a <details> section as a click on its summary does (jsdom does not toggle it on click). */
const openSection = (summary: HTMLElement) => {
  const details = summary.closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
};

describe('Backups screen', () => {
  it('lists the backups with what each part holds, the provider’s schedule (not changeable) and the account records', async () => {
    const calls = stubFetch(baseRoutes());
    renderApp('/backups');
    const table = await screen.findByRole('table', { name: /Backups of this hosting account/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Daily');
    expect(rows[1]!.textContent).toContain('1.84 GB');
    // the total explained by its parts, largest first (issue 32: "7.7 GB while it holds about 95 MB")
    const parts = (row: HTMLElement) =>
      within(within(row).getByRole('list', { name: 'What it holds' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(parts(rows[1]!)).toEqual([
      'Email 1.74 GB',
      'Files 98.5 MB',
      'Databases 620 kB',
      'DNS 79.7 kB',
      'Cron jobs 300 B',
    ]);
    expect(parts(rows[2]!)).toEqual(['Files', 'Databases', 'Email', 'DNS', 'Cron jobs']);
    expect(rows[2]!.textContent).toContain('1.84 GB');
    expect(rows[2]!.textContent).toContain('Kept until removed');

    // beside the list, the latest backup's parts from the same answer: no read of its own
    const holds = screen.getByRole('region', { name: 'What a backup holds' });
    expect(holds.textContent).toContain('1.84 GB');
    const latest = within(holds).getByLabelText("The latest backup's parts");
    expect(latest.textContent).toBe('Email1.74 GBFiles98.5 MBDatabases620 kBDNS79.7 kBCron jobs300 B');
    expect(calls.filter((c) => c.url.pathname === '/api/v1/backups')).toHaveLength(1);
    expect(calls.find((c) => c.url.pathname === '/api/v1/backups')!.url.searchParams.get('input')).toBe(DOMAIN);

    // The schedule and the account records are read only once opened.
    expect(calls.some((c) => c.url.pathname === '/api/v1/backups/schedule')).toBe(false);
    expect(calls.some((c) => c.url.pathname === '/api/v1/backups/account')).toBe(false);
    const schedule = await screen.findByRole('region', { name: 'Backup schedule' });
    openSection(within(schedule).getByText(/Show when backups run/));
    await waitFor(() => expect(schedule.textContent).toContain('Every night, starting 02:30 UTC'));
    expect(schedule.textContent).toContain('7 daily, 4 weekly and 3 monthly backups');
    expect(schedule.textContent).toContain('cannot be changed here or through the API');

    openSection(screen.getByText(/Show the full-account backup runs/));
    const records = await screen.findByRole('table', { name: /Account backup records/ });
    expect(within(records).getAllByRole('row')[1]!.textContent).toContain('Full account');
    expect(screen.getByText(/No restores yet/)).toBeInstanceOf(HTMLElement);
  });

  it('sorts the backups, the account records and a backup’s contents on the server, saying the order on the header', async () => {
    const calls = stubFetch({
      ...baseRoutes(),
      'GET /api/v1/backups/bk_20261122/contents': contents('/', [entry()]),
    });
    const asked = (path: string) =>
      calls.filter((c) => c.url.pathname === path).map((c) => c.url.searchParams.get('sort'));
    const header = (table: HTMLElement, name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    const app = renderApp('/backups');
    const table = await screen.findByRole('table', { name: /Backups of this hosting account/ });
    expect(header(table, 'Taken').getAttribute('aria-sort')).toBe('descending');
    // Size: largest first on the first click, in the URL and in the request.
    fireEvent.click(within(header(table, 'Size')).getByRole('button'));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ sort: '-size' }));
    await waitFor(() => expect(asked('/api/v1/backups')).toContain('-size'));
    await waitFor(() =>
      expect(
        header(screen.getByRole('table', { name: /Backups of this hosting account/ }), 'Size').getAttribute(
          'aria-sort',
        ),
      ).toBe('descending'),
    );
    expect(
      header(screen.getByRole('table', { name: /Backups of this hosting account/ }), 'Taken').getAttribute('aria-sort'),
    ).toBeNull();

    // The account records: oldest first from the header.
    openSection(screen.getByText(/Show the full-account backup runs/));
    const records = await screen.findByRole('table', { name: /Account backup records/ });
    expect(header(records, 'Started').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header(records, 'Started')).getByRole('button'));
    await waitFor(() => expect(asked('/api/v1/backups/account')).toContain('started'));
    await waitFor(() =>
      expect(
        header(screen.getByRole('table', { name: /Account backup records/ }), 'Started').getAttribute('aria-sort'),
      ).toBe('ascending'),
    );

    // A backup's contents: by size, largest first.
    await act(() => app.router.navigate({ to: '/backups', search: { input: DOMAIN, backup: 'bk_20261122' } }));
    const entries = await screen.findByRole('table', { name: /Files in the backup/ });
    expect(header(entries, 'Name').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header(entries, 'Size')).getByRole('button'));
    await waitFor(() => expect(asked('/api/v1/backups/bk_20261122/contents')).toContain('-size'));
    await waitFor(() =>
      expect(header(screen.getByRole('table', { name: /Files in the backup/ }), 'Size').getAttribute('aria-sort')).toBe(
        'descending',
      ),
    );
  });

  it('browses a backup by folder, ticks a file and asks for its restore on the confirmation page', async () => {
    const calls = stubFetch({
      ...baseRoutes(),
      'GET /api/v1/backups/bk_20261122/contents': (c) =>
        c.url.searchParams.get('path') === '/public_html'
          ? contents('/public_html', [
              entry(),
              entry({ name: 'img', path: '/public_html/img', type: 'directory', sizeBytes: null }),
            ])
          : contents('/', [entry({ name: 'public_html', path: '/public_html', type: 'directory', sizeBytes: null })]),
      'POST /api/v1/backups/restore': json(hold, { status: 202 }),
    });
    renderApp('/backups');
    fireEvent.click((await screen.findAllByRole('link', { name: /Browse the backup of/ }))[0]!);
    const browser = await screen.findByRole('region', { name: /Backup of/ });
    await waitFor(() => expect(document.activeElement?.id).toBe('backup-browser-title'));
    expect(within(browser).getByRole('tab', { name: 'Files' }).getAttribute('aria-selected')).toBe('true');
    // the backup holds DNS and cron too, but only files, databases and email can be browsed
    expect(
      within(browser)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Files', 'Databases', 'Email']);

    fireEvent.click(await within(browser).findByRole('button', { name: 'Open folder public_html' }));
    const crumbs = within(browser).getByRole('navigation', { name: 'Folder in the backup' });
    await waitFor(() => expect(within(crumbs).getByText('public_html').getAttribute('aria-current')).toBe('location'));
    const file = await within(browser).findByRole('row', { name: /index\.php/ });
    expect(file.textContent).toContain('4.21 kB');
    const contentCall = calls.filter((c) => c.url.pathname === '/api/v1/backups/bk_20261122/contents').at(-1)!;
    expect(Object.fromEntries(contentCall.url.searchParams)).toMatchObject({
      input: DOMAIN,
      part: 'files',
      path: '/public_html',
    });

    fireEvent.click(within(file).getByRole('checkbox', { name: 'Restore index.php' }));
    fireEvent.click(within(browser).getByRole('button', { name: 'Restore 1 ticked item…' }));
    const dialog = await screen.findByRole('dialog', { name: /Restore from the backup of/ });
    expect(within(dialog).getByRole('list', { name: 'Items to restore' }).textContent).toBe('/public_html/index.php');
    expect(dialog.textContent).toContain('safety backup');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore — continue to confirm' }));

    expect(await screen.findByRole('heading', { name: 'Confirm a request', level: 1 })).toBeInstanceOf(HTMLElement);
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/v1/backups/restore')!;
    expect(post.body).toMatchObject({
      input: DOMAIN,
      backup_id: 'bk_20261122',
      scope: 'files',
      items: ['/public_html/index.php'],
    });
    expect(String((post.body as { attempt_key: string }).attempt_key)).toMatch(/^restore-/);
  });

  it('shows the global daily cap’s refusal in the dialog, in the server’s words', async () => {
    stubFetch({
      ...baseRoutes(),
      'GET /api/v1/backups/bk_20261122/contents': contents('/', [
        entry({ name: 'nordligh_wp', path: 'nordligh_wp', type: 'database' }),
      ]),
      'POST /api/v1/backups/restore': problem(
        429,
        'rate_limited',
        'The system-wide daily limit of 500 restores is reached for every customer, not just you; try again tomorrow.',
        { global: true },
        { 'Retry-After': '3600' },
      ),
    });
    renderApp(`/backups?backup=bk_20261122&part=databases`);
    const browser = await screen.findByRole('region', { name: /Backup of/ });
    expect(within(browser).getByRole('tab', { name: 'Databases' }).getAttribute('aria-selected')).toBe('true');
    await within(browser).findByRole('row', { name: /nordligh_wp/ });
    fireEvent.click(within(browser).getByRole('button', { name: 'Restore all databases…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore — continue to confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('system-wide daily limit');
    // still on the backups screen: nothing was held
    expect(screen.queryByRole('heading', { name: 'Confirm a request' })).toBeNull();
  });

  it('says so when there are no backups, and when the account has no hosting', async () => {
    stubFetch({ ...baseRoutes(), 'GET /api/v1/backups': json(page([], { target: target() })) });
    const first = renderApp('/backups');
    expect(await screen.findByText('No backups yet')).toBeInstanceOf(HTMLElement);
    first.unmount();

    stubFetch({ ...baseRoutes(), 'GET /api/v1/hosting': json(page([])) });
    renderApp('/backups');
    expect(await screen.findByText('No hosting account')).toBeInstanceOf(HTMLElement);
  });

  it('shows a refusal with a retry, and lets a person with two accounts pick one', async () => {
    const calls = stubFetch({
      ...baseRoutes(),
      'GET /api/v1/hosting': json(page([account(), account({ serviceId: 40, domain: 'oldshop-nordlight.com' })])),
      'GET /api/v1/backups': (c) =>
        c.url.searchParams.get('input') === 'oldshop-nordlight.com'
          ? problem(403, 'domain_not_owned', 'oldshop-nordlight.com is not a domain of this account')
          : json(page([backup()], { target: target() })),
    });
    renderApp('/backups');
    await screen.findByRole('table', { name: /Backups of this hosting account/ });
    fireEvent.change(screen.getByLabelText('Hosting account'), { target: { value: 'oldshop-nordlight.com' } });
    expect(await screen.findByText('oldshop-nordlight.com is not a domain of this account')).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
    expect(
      calls.some(
        (c) =>
          c.url.pathname === '/api/v1/backups/restores' && c.url.searchParams.get('input') === 'oldshop-nordlight.com',
      ),
    ).toBe(true);
  });
});

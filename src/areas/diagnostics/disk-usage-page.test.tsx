import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { accountsPage, diskUsage } from './diagnostics-test-data';
import { diskTree, parentPath } from './disk-tree';
import { HOSTING_DOMAIN as DOMAIN, shellRoutes } from '@/test/fixtures';

describe('Disk usage', () => {
  it('reads the largest directories as a table as well as a treemap, and drills down by path', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/diagnostics/disk-usage': json(diskUsage()),
    });
    renderApp('/diagnostics/disk-usage');
    // the table alternative: every directory with its size, share and files, and a link into it
    const table = await screen.findByRole('table', { name: 'Largest directories under /' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent))).toEqual([
      ['/public_html', '1.4 GB', '66.7%', '18,200'],
      ['/public_html/wp-content', '1.1 GB', '52.4%', '12,400'],
      ['/mail', '500 MB', '23.8%', '9,800'],
      ['/tmp', '120 MB', '5.7%', '310'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: '/public_html/wp-content' }).getAttribute('href')).toBe(
      // The depth and the number of rows at their defaults are left out of the address.
      `/diagnostics/disk-usage?path=%2Fpublic_html%2Fwp-content&input=${DOMAIN}`,
    );
    expect(screen.getByText(/2\.1 GB used of 50 GB/)).toBeInstanceOf(HTMLElement);
    // the treemap, loaded with this screen, is a picture: hidden from assistive technology
    const treemap = await screen.findByTestId('disk-treemap');
    expect(treemap.getAttribute('aria-hidden')).toBe('true');
    expect(Array.from(treemap.children).map((t) => t.getAttribute('title'))).toEqual(
      expect.arrayContaining(['/public_html: 1.4 GB', '/public_html/wp-content: 1.1 GB', '/mail: 500 MB']),
    );
    const call = calls.find((c) => c.url.pathname === '/api/v1/diagnostics/disk-usage')!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ input: DOMAIN, path: '/', depth: '2', limit: '25' });
  });

  it('sorts the table by a header, saying which order it is in', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/diagnostics/disk-usage': json(diskUsage()),
    });
    renderApp('/diagnostics/disk-usage');
    const table = await screen.findByRole('table', { name: 'Largest directories under /' });
    const paths = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')!.textContent);
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    // As the report answers: largest first.
    expect(header('Size').getAttribute('aria-sort')).toBe('descending');
    expect(header('Directory').getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(header('Size')).getByRole('button'));
    expect(paths()).toEqual(['/tmp', '/mail', '/public_html/wp-content', '/public_html']);
    expect(header('Size').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header('Directory')).getByRole('button'));
    expect(paths()).toEqual(['/mail', '/public_html', '/public_html/wp-content', '/tmp']);
    expect(header('Directory').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Size').getAttribute('aria-sort')).toBeNull();
    // Files: most first on the first click.
    fireEvent.click(within(header('Files')).getByRole('button'));
    expect(paths()).toEqual(['/public_html', '/public_html/wp-content', '/mail', '/tmp']);
    expect(header('Files').getAttribute('aria-sort')).toBe('descending');
  });

  it('asks for the directory in the URL and offers the way back up', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/diagnostics/disk-usage': json(
        diskUsage({
          path: '/public_html',
          data: [{ path: '/public_html/wp-content', sizeMb: 1100, files: 12_400, sharePercent: 78.6 }],
        }),
      ),
    });
    renderApp(`/diagnostics/disk-usage?input=${DOMAIN}&path=%2Fpublic_html&depth=3&limit=10`);
    // The home directory is the default path: the way up leaves it out, and keeps the other choices.
    expect((await screen.findByRole('link', { name: 'Up to /' })).getAttribute('href')).toBe(
      `/diagnostics/disk-usage?input=${DOMAIN}&depth=3&limit=10`,
    );
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/diagnostics/disk-usage')).toBe(true));
    const call = calls.find((c) => c.url.pathname === '/api/v1/diagnostics/disk-usage')!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      input: DOMAIN,
      path: '/public_html',
      depth: '3',
      limit: '10',
    });
  });

  it('says when a directory has nothing to list', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/diagnostics/disk-usage': json(diskUsage({ path: '/tmp', data: [], total: 0 })),
    });
    renderApp(`/diagnostics/disk-usage?input=${DOMAIN}&path=%2Ftmp`);
    expect(await screen.findByText('Nothing to show here')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByTestId('disk-treemap')).toBeNull();
  });
});

describe('diskTree', () => {
  it('nests listed subdirectories and counts each megabyte once', () => {
    const tree = diskTree('/', diskUsage().data);
    expect(tree.sizeMb).toBe(1400 + 500 + 120);
    const html = tree.children.find((c) => c.path === '/public_html')!;
    expect(html.ownMb).toBe(300);
    expect(html.children.map((c) => [c.name, c.ownMb])).toEqual([['wp-content', 1100]]);
    // a directory whose name only starts like another's is not inside it
    const siblings = diskTree('/', [
      { path: '/mail', sizeMb: 10, files: 1, sharePercent: 50 },
      { path: '/mailbackup', sizeMb: 10, files: 1, sharePercent: 50 },
    ]);
    expect(siblings.children.map((c) => c.path)).toEqual(['/mail', '/mailbackup']);
  });

  it('goes up one directory at a time and stops at the home', () => {
    expect(parentPath('/public_html/wp-content')).toBe('/public_html');
    expect(parentPath('/public_html')).toBe('/');
    expect(parentPath('/')).toBeNull();
  });
});

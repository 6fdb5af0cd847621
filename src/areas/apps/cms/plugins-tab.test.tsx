import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Call } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { PROD, installDetail, plugin, rolledBackTask, siteStatus, updateTask } from './cms-sites-test-data';
import {
  HOSTING_DOMAIN as DOMAIN,
  hostingAccount as account,
  shellRoutes,
  hostingTarget as target,
} from '@/test/fixtures';
import { page } from '@/areas/apps/test-data';

const patches = (calls: Call[]) =>
  calls.filter((c) => c.method === 'PATCH' && c.url.pathname === '/api/v1/cms/plugins');
const pluginReads = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/v1/cms/plugins');

const plugins = () => [
  plugin('akismet', { name: 'Akismet Anti-spam', version: '5.3', latestVersion: '5.3.5', updateAvailable: true }),
  plugin('legacy-slider', { version: '3.2.0', latestVersion: '4.0.0', updateAvailable: true }),
  plugin('contact-form-7', { name: 'Contact Form 7', active: false }),
];

const routes = () => ({
  ...shellRoutes(),
  'GET /api/v1/hosting': json(page([account()])),
  'GET /api/v1/cms/installs/detail': json(installDetail()),
  'GET /api/v1/cms/site': json(siteStatus()),
  'GET /api/v1/apps/activity': json(page([])),
  'GET /api/v1/cms/plugins': (c: Call) => {
    const active = c.url.searchParams.get('active');
    return json(page(plugins().filter((p) => active === null || String(p.active) === active)));
  },
});

const answer = (slug: string, over: object = {}, task: unknown = null) =>
  json({ target: target(), installId: PROD, plugin: plugin(slug, over), task });

async function openPlugins() {
  const view = renderApp(`/apps/cms/${PROD}?input=${DOMAIN}&tab=plugins`);
  // The tab's code loads on its first visit, with the contract's schemas the overview does not load.
  const table = await screen.findByRole('table', { name: 'Plugins' }, { timeout: 5000 });
  return { ...view, table };
}
const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent?.includes(name))!;

describe('Plugins tab', () => {
  it('searches by name or slug in the browser, and filters active ones on the server', async () => {
    const calls = stubFetch(routes());
    const { table } = await openPlugins();
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    fireEvent.change(screen.getByLabelText('Search plugins'), { target: { value: 'SLIDER' } });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getByRole('rowheader').textContent),
    ).toEqual([expect.stringContaining('Legacy Slider')]);
    // by slug too
    fireEvent.change(screen.getByLabelText('Search plugins'), { target: { value: 'form-7' } });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(rowOf(table, 'Contact Form 7')).toBeDefined();
    const before = pluginReads(calls).length;

    fireEvent.change(screen.getByLabelText('Search plugins'), { target: { value: 'nothing-like-it' } });
    expect(await screen.findByText('No plugin matches')).toBeDefined();
    // searching asks the server nothing
    expect(pluginReads(calls)).toHaveLength(before);

    fireEvent.change(screen.getByLabelText('Search plugins'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'inactive' } });
    await waitFor(() => expect(pluginReads(calls).at(-1)!.url.searchParams.get('active')).toBe('false'));
    const filtered = await screen.findByRole('table', { name: 'Plugins' });
    await waitFor(() => expect(within(filtered).getAllByRole('row')).toHaveLength(2));
    expect(rowOf(filtered, 'Contact Form 7')).toBeDefined();
  });

  it('sorts the plugins in the browser by a header, numbers in versions as numbers, and marks the header', async () => {
    const calls = stubFetch({
      ...routes(),
      'GET /api/v1/cms/plugins': json(
        page([...plugins(), plugin('wp-mail-smtp', { name: 'WP Mail SMTP', version: '10.1' })]),
      ),
    });
    const { table } = await openPlugins();
    const slugs = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.querySelector('.font-mono')!.textContent);
    const header = (name: string) => within(table).getByRole('button', { name }).closest('th')!;
    // The server's order, by slug, whatever order the rows came in.
    expect(slugs()).toEqual(['akismet', 'contact-form-7', 'legacy-slider', 'wp-mail-smtp']);
    expect(header('Plugin').getAttribute('aria-sort')).toBe('ascending');
    const reads = pluginReads(calls).length;

    fireEvent.click(within(table).getByRole('button', { name: 'Version' }));
    expect(slugs()).toEqual(['contact-form-7', 'legacy-slider', 'akismet', 'wp-mail-smtp']);
    expect(header('Version').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Plugin').hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(table).getByRole('button', { name: 'Version' }));
    expect(slugs()).toEqual(['wp-mail-smtp', 'akismet', 'legacy-slider', 'contact-form-7']);
    expect(header('Version').getAttribute('aria-sort')).toBe('descending');
    // The search keeps the order; sorting asks the server nothing.
    fireEvent.change(screen.getByLabelText('Search plugins'), { target: { value: 'a' } });
    expect(slugs()).toEqual(['wp-mail-smtp', 'akismet', 'legacy-slider', 'contact-form-7']);
    expect(pluginReads(calls)).toHaveLength(reads);
  });

  it('updates the selected plugins one by one and shows each outcome, a rolled-back one with its reason', async () => {
    const reason = 'Legacy Slider 4.0.0 needs PHP 8.4; the site runs PHP 8.3';
    const calls = stubFetch({
      ...routes(),
      'PATCH /api/v1/cms/plugins': (c) => {
        const { slug } = c.body as { slug: string };
        return slug === 'akismet'
          ? answer(slug, { version: '5.3.5' }, updateTask({ message: 'Akismet Anti-spam is now 5.3.5' }))
          : answer(slug, { version: '3.2.0' }, rolledBackTask(reason));
      },
    });
    const { table } = await openPlugins();
    const update = screen.getByRole('button', { name: 'Update selected' });
    expect((update as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every plugin shown' }));
    expect(screen.getByText('3 selected')).toBeDefined();
    // only the two with an update are sent
    fireEvent.click(screen.getByRole('button', { name: 'Update selected (2)' }));
    await waitFor(() => expect(screen.getByText('Done: 2 of 2')).toBeDefined());
    expect(patches(calls).map((c) => c.body)).toEqual([
      { input: DOMAIN, install_id: PROD, slug: 'akismet', action: 'update' },
      { input: DOMAIN, install_id: PROD, slug: 'legacy-slider', action: 'update' },
    ]);
    expect(rowOf(table, 'Akismet').textContent).toContain('Akismet Anti-spam is now 5.3.5');
    const slider = rowOf(table, 'Legacy Slider');
    expect(slider.textContent).toContain('Rolled back');
    expect(slider.textContent).toContain(reason);
    expect(rowOf(table, 'Contact Form 7').textContent).not.toContain('Rolled back');
  });

  it('deactivates the selected plugins, saying which one the server refused', async () => {
    const calls = stubFetch({
      ...routes(),
      'PATCH /api/v1/cms/plugins': (c) => {
        const { slug } = c.body as { slug: string };
        return slug === 'akismet'
          ? answer(slug, { active: false })
          : problem(409, 'conflict', 'legacy-slider is busy with another change');
      },
    });
    const { table } = await openPlugins();
    fireEvent.click(within(rowOf(table, 'Akismet')).getByRole('checkbox'));
    fireEvent.click(within(rowOf(table, 'Legacy Slider')).getByRole('checkbox'));
    fireEvent.click(within(rowOf(table, 'Contact Form 7')).getByRole('checkbox'));
    // the inactive one is left out
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate selected (2)' }));
    await waitFor(() => expect(screen.getByText('Done: 2 of 2')).toBeDefined());
    expect(
      patches(calls).map((c) => [(c.body as { slug: string }).slug, (c.body as { action: string }).action]),
    ).toEqual([
      ['akismet', 'deactivate'],
      ['legacy-slider', 'deactivate'],
    ]);
    expect(rowOf(table, 'Akismet').textContent).toContain('Deactivated');
    const slider = rowOf(table, 'Legacy Slider');
    expect(slider.textContent).toContain('Failed');
    expect(slider.textContent).toContain('legacy-slider is busy with another change');
  });

  it('asks before uninstalling, and installs from the directory by slug', async () => {
    const calls = stubFetch({
      ...routes(),
      'PATCH /api/v1/cms/plugins': json({ target: target(), installId: PROD, plugin: null, task: null }),
      'POST /api/v1/cms/plugins': [
        problem(422, 'validation_failed', 'The request has invalid fields', {
          errors: [{ path: 'slug', message: 'No plugin hello-wrld in the directory', code: 'custom' }],
        }),
        json({ target: target(), installId: PROD, plugin: plugin('hello-dolly') }, { status: 201 }),
      ],
    });
    const { table } = await openPlugins();
    fireEvent.click(within(rowOf(table, 'Contact Form 7')).getByRole('button', { name: 'Uninstall Contact Form 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uninstall Contact Form 7?' });
    expect(patches(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uninstall' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls)[0]!.body).toMatchObject({ slug: 'contact-form-7', action: 'uninstall' });

    const form = screen.getByRole('form', { name: 'Install a plugin' });
    const slug = within(form).getByLabelText('Install a plugin by its slug');
    fireEvent.change(slug, { target: { value: 'Bad Slug' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(slug, { target: { value: 'hello-wrld' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Install' }));
    expect(await within(form).findByText('No plugin hello-wrld in the directory')).toBeDefined();
    fireEvent.change(slug, { target: { value: 'hello-dolly' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Activate it' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect((slug as HTMLInputElement).value).toBe(''));
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      input: DOMAIN,
      install_id: PROD,
      slug: 'hello-dolly',
      activate: true,
    });
  });
});

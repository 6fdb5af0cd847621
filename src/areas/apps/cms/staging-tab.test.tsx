import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Call } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { HOLD, install, plugin, stagingInstall } from './staging-test-data';
import { StagingTab } from './staging-tab';
import { HOSTING_DOMAIN as DOMAIN, hostingTarget as target } from '@/test/fixtures';
import { PROD, STAGING } from './cms-sites-test-data';
import { mountPage as mount } from '@/areas/apps/test-mount';
import { page } from '@/areas/apps/test-data';

const copy = { id: STAGING, url: `https://${DOMAIN}/staging/`, createdAt: '2026-11-23T09:00:00.000Z' };
/** The answer to a staging create: the copy made. */
const created = () => ({
  status: 'created',
  target: target(),
  installId: PROD,
  staging: { id: STAGING, domain: DOMAIN, path: 'staging', url: copy.url, createdAt: copy.createdAt },
});
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');
const detailOf = (c: Call) => (c.url.searchParams.get('install_id') === STAGING ? stagingInstall() : null);

describe('StagingTab', () => {
  it('creates a staging copy: the path is checked with the contract rule, and the new copy is listed at once', async () => {
    let copies: (typeof copy)[] = [];
    const calls = stubFetch({
      'GET /api/v1/cms/installs/detail': () => json(install({ stagingCopies: copies })),
      'GET /api/v1/apps/activity': json(page([])),
      'POST /api/v1/cms/staging': () => {
        copies = [copy];
        return json(created());
      },
    });
    mount(<StagingTab input={DOMAIN} installId={PROD} />);
    await screen.findByText('No staging copies yet');

    const path = screen.getByLabelText('Target path (optional)');
    expect(describedText(path)).toContain('Up to 64 characters');
    fireEvent.change(path, { target: { value: 'stag ing/../x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create staging' }));
    await waitFor(() =>
      expect(describedText(path)).toContain('Use only letters, digits, dot, underscore, slash and hyphen'),
    );
    expect(path.getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(path, { target: { value: 'staging' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create staging' }));
    const table = await screen.findByRole('table', { name: `Staging copies of https://${DOMAIN}/` });
    expect(within(table).getByRole('link', { name: copy.url })).toBeDefined();
    expect(screen.getByRole('status', { name: '' }).textContent).toContain(`Staging copy created at ${copy.url}`);
    const [create] = writes(calls);
    expect(create!.body).toMatchObject({ input: DOMAIN, install_id: PROD, action: 'create', target_path: 'staging' });
    expect(typeof (create!.body as { attempt_key: string }).attempt_key).toBe('string');
  });

  it('sorts the copies in the browser by a header, oldest first as listed, and marks the header', async () => {
    const later = { id: 'app_stg2', url: `https://${DOMAIN}/a-test/`, createdAt: '2026-11-24T09:00:00.000Z' };
    stubFetch({
      'GET /api/v1/cms/installs/detail': json(install({ stagingCopies: [copy, later] })),
      'GET /api/v1/apps/activity': json(page([])),
    });
    mount(<StagingTab input={DOMAIN} installId={PROD} />);
    const table = await screen.findByRole('table', { name: `Staging copies of https://${DOMAIN}/` });
    const urls = () =>
      within(table)
        .getAllByRole('link')
        .map((l) => l.textContent);
    const header = (name: string) => within(table).getByRole('button', { name }).closest('th')!;
    expect(urls()).toEqual([copy.url, later.url]);
    expect(header('Created').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(table).getByRole('button', { name: 'Address' }));
    expect(urls()).toEqual([later.url, copy.url]);
    expect(header('Address').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Created').hasAttribute('aria-sort')).toBe(false);
    // A first click on the date shows the newest first.
    fireEvent.click(within(table).getByRole('button', { name: 'Created' }));
    expect(urls()).toEqual([later.url, copy.url]);
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(table).getByRole('button', { name: 'Created' }));
    expect(urls()).toEqual([copy.url, later.url]);
  });

  it('a second copy after the first is a new intent: its attempt_key differs, so the server makes another', async () => {
    const calls = stubFetch({
      'GET /api/v1/cms/installs/detail': json(install()),
      'GET /api/v1/apps/activity': json(page([])),
      'POST /api/v1/cms/staging': json(created()),
    });
    mount(<StagingTab input={DOMAIN} installId={PROD} />);
    await screen.findByLabelText('Target path (optional)');
    fireEvent.click(screen.getByRole('button', { name: 'Create staging' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' }).textContent).toContain(`Staging copy created at ${copy.url}`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create staging' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    const [first, second] = writes(calls).map((c) => (c.body as { attempt_key: string }).attempt_key);
    expect(first).toMatch(/^staging-create-/);
    expect(second).not.toBe(first);
  });

  it('shows a refused create on the field that caused it', async () => {
    stubFetch({
      'GET /api/v1/cms/installs/detail': json(install()),
      'GET /api/v1/apps/activity': json(page([])),
      'POST /api/v1/cms/staging': problem(422, 'validation_failed', 'The request is not valid', {
        errors: [{ path: 'target_path', message: 'staging is already in use on this domain', code: 'conflict' }],
      }),
    });
    mount(<StagingTab input={DOMAIN} installId={PROD} />);
    const path = await screen.findByLabelText('Target path (optional)');
    fireEvent.change(path, { target: { value: 'staging' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create staging' }));
    await waitFor(() => expect(describedText(path)).toContain('staging is already in use on this domain'));
  });

  it('push: shows what will be overwritten before sending, then holds the push and opens its confirmation page', async () => {
    const calls = stubFetch({
      'GET /api/v1/cms/installs/detail': (c) => json(detailOf(c) ?? install({ stagingCopies: [copy] })),
      'GET /api/v1/cms/plugins': (c) =>
        json(
          page(
            c.url.searchParams.get('install_id') === STAGING
              ? [plugin('akismet', 'Akismet', '5.4'), plugin('contact-form-7', 'Contact Form 7', '6.1', false)]
              : [plugin('akismet', 'Akismet', '5.4'), plugin('legacy-slider', 'Legacy Slider', '2.0')],
          ),
        ),
      'GET /api/v1/apps/activity': json(page([])),
      'POST /api/v1/cms/staging': json({
        status: 'confirmation_required',
        pendingActionId: HOLD,
        confirmationUrl: `https://panel.example.test/confirm/${HOLD}`,
        expiresAt: '2026-11-23T10:15:00.000Z',
        preview: [],
        target: target(),
        operation: 'cmsStaging',
      }),
    });
    const router = mount(<StagingTab input={DOMAIN} installId={PROD} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Push to production…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Push this staging copy to production?' });
    const compare = await within(dialog).findByRole('table', { name: 'What will be overwritten' });
    const row = (name: string) =>
      [...within(compare).getByRole('rowheader', { name }).parentElement!.children].map((c) => c.textContent);
    expect(row('Address')).toEqual(['Address', `https://${DOMAIN}/`, `https://${DOMAIN}/staging/`]);
    expect(row('Version')).toEqual(['Version', '6.7.2', '6.8.1']);
    expect(row('Active theme')).toEqual(['Active theme', 'twentytwentyfive', 'twentytwentyfour']);
    const diff = within(dialog).getByRole('list', { name: 'Plugins that differ' });
    expect(
      within(diff)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Contact Form 7: added (6.1, inactive)', 'Legacy Slider: removed (was 2.0, active)']);
    expect(dialog.textContent).toContain('Nothing changes until you approve the push on the confirmation page');
    // the restore point that undoes the push is one of the site's own backups, and the dialog says where they are
    expect(dialog.textContent).toContain('it is not among the hosting account');
    const backups = within(dialog).getByRole('link', { name: 'App installer page' });
    expect(backups.getAttribute('href')).toMatch(new RegExp(`^/apps/installer/${PROD}\\?input=`));
    // Both installs were read, and nothing was sent yet.
    expect(
      calls.filter((c) => c.url.pathname === '/api/v1/cms/plugins').map((c) => c.url.searchParams.get('install_id')),
    ).toEqual(expect.arrayContaining([PROD, STAGING]));
    expect(writes(calls)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Push — continue to confirm' }));
    await screen.findByText('Confirmation page');
    expect(router.state.location.pathname).toBe(`/confirm/${HOLD}`);
    expect(writes(calls)[0]!.body).toMatchObject({ install_id: PROD, action: 'push', staging_id: STAGING });
  });

  it('keeps the dialog open with the refusal when the push cannot be held', async () => {
    stubFetch({
      'GET /api/v1/cms/installs/detail': (c) => json(detailOf(c) ?? install({ stagingCopies: [copy] })),
      'GET /api/v1/cms/plugins': json(page([])),
      'GET /api/v1/apps/activity': json(page([])),
      'POST /api/v1/cms/staging': problem(409, 'conflict', 'Production is being updated; push when the update ends'),
    });
    mount(<StagingTab input={DOMAIN} installId={PROD} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Push to production…' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/None: production has the same plugins/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Push — continue to confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Production is being updated; push when the update ends',
    );
  });

  it('on a staging copy, says pushes start from production', async () => {
    stubFetch({ 'GET /api/v1/cms/installs/detail': json(stagingInstall()) });
    mount(<StagingTab input={DOMAIN} installId={STAGING} />);
    expect((await screen.findByText('This install is a staging copy')).parentElement!.textContent).toContain(
      `It is a copy of install ${PROD}`,
    );
    expect(screen.queryByRole('button', { name: 'Create staging' })).toBeNull();
  });
});

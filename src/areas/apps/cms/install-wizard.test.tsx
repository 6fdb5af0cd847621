import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, problem, stubFetch, type Call } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { installRow, site } from './cms-sites-test-data';
import {
  HOSTING_DOMAIN as DOMAIN,
  hostingAccount as account,
  shellRoutes,
  hostingTarget as target,
} from '@/test/fixtures';
import { page } from '@/areas/apps/test-data';

const installs = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/v1/cms/install');
const routes = () => ({
  ...shellRoutes(),
  'GET /api/v1/hosting': json(page([account()])),
  'GET /api/v1/hosting/domains': json({
    target: target(),
    data: [site(DOMAIN), site('nordlight.se'), site('old-shop.example', { isSuspended: true })],
    total: 3,
  }),
  'GET /api/v1/cms/installs': json(page([])),
});

/** A field by its label; a required one's label ends in a (hidden) asterisk. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('CMS install wizard', () => {
  it('checks the fields with the contract rules before sending anything', async () => {
    const calls = stubFetch(routes());
    renderApp(`/apps/cms/new?input=${DOMAIN}`);
    const siteSelect = await screen.findByLabelText(/^Site( \*)?$/);
    // the account's active sites only
    expect([...(siteSelect as HTMLSelectElement).options].map((o) => o.value)).toEqual([DOMAIN, 'nordlight.se']);

    fill('Admin user name', 'Admin');
    fill('Admin email', 'not-an-address');
    fill('Path', 'blog/../etc');
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));

    const title = field('Site title');
    await waitFor(() => expect(describedText(title)).toContain('Give the site a title'));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('Admin user name'))).toContain('Choose an admin name other than "admin"');
    expect(describedText(field('Admin email'))).not.toBe('');
    expect(field('Admin email').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('Path'))).toContain('A path may not contain ..');
    expect(installs(calls)).toHaveLength(0);
  });

  it("puts the server's 422 on its field, then installs and shows the admin link and the way to the site", async () => {
    const created = installRow({
      id: 'cms_12',
      domain: 'nordlight.se',
      path: 'blog2',
      url: 'https://nordlight.se/blog2/',
    });
    const calls = stubFetch({
      ...routes(),
      'POST /api/v1/cms/install': [
        problem(422, 'validation_failed', 'The request has invalid fields', {
          errors: [{ path: 'path', message: 'nordlight.se/blog2 already holds a site', code: 'custom' }],
        }),
        json(
          {
            target: target('nordlight.se'),
            install: created,
            adminUrl: 'https://nordlight.se/blog2/wp-login.php?otl=abc',
          },
          { status: 201 },
        ),
      ],
    });
    renderApp(`/apps/cms/new?input=${DOMAIN}`);
    fireEvent.change(await screen.findByLabelText(/^Site( \*)?$/), { target: { value: 'nordlight.se' } });
    fill('Path', 'blog2');
    fill('Site title', 'Nordlight Journal');
    fill('Admin user name', 'dana');
    fill('Admin email', 'dana@nordlight-studio.com');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'sv_SE' } });
    fireEvent.change(screen.getByLabelText('Automatic updates'), { target: { value: 'all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));

    const path = field('Path');
    await waitFor(() => expect(describedText(path)).toContain('nordlight.se/blog2 already holds a site'));
    expect(path.getAttribute('aria-invalid')).toBe('true');
    const first = installs(calls)[0]!;
    expect(first.body).toMatchObject({
      input: 'nordlight.se',
      path: 'blog2',
      site_title: 'Nordlight Journal',
      admin_username: 'dana',
      admin_email: 'dana@nordlight-studio.com',
      language: 'sv_SE',
      auto_update: 'all',
    });
    expect(String((first.body as { attempt_key: string }).attempt_key)).toMatch(/^cms-install-/);

    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(await screen.findByText('WordPress is installed on nordlight.se/blog2')).toBeDefined();
    const admin = screen.getByRole('link', { name: 'Open the admin (new tab)' });
    expect(admin.getAttribute('href')).toBe('https://nordlight.se/blog2/wp-login.php?otl=abc');
    expect(admin.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Go to the site' }).getAttribute('href')).toBe(
      `/apps/cms/cms_12?input=${DOMAIN}`,
    );
  });
});

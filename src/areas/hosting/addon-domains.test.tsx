import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { pendingAction } from '@/test/fixtures';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { API, account, shellRoutes, site, sites, target } from './test-data';

const gallery = site('lindqvist-gallery.se', { features: { php: true, cgi: true, ssl: false } });

function open(routes: Parameters<typeof stubFetch>[0]) {
  const calls = stubFetch({
    ...shellRoutes(),
    [`GET ${API}/account`]: json(account()),
    'GET /api/v1/pending-actions/pa_host1': json(pendingAction({ id: 'pa_host1', operation: 'deleteAddonDomain' })),
    ...routes,
  });
  return { calls, ...renderApp('/hosting/7?tab=domains') };
}

describe('Addon domains', () => {
  it('adds one with SSL off (the server’s field problem on its field first), then shows the name-mixing warning', async () => {
    const { calls } = open({
      [`GET ${API}/domains`]: [json(sites()), json(sites(gallery))],
      [`POST ${API}/domains`]: [
        problem(403, 'domain_not_owned', 'The domain lindqvist-gallery.se belongs to another account'),
        problem(422, 'validation_failed', 'domain: add it as a subdomain instead', {
          errors: [{ path: 'domain', message: 'add it as a subdomain instead', code: 'use_subdomain' }],
        }),
        json(
          {
            ...gallery,
            target: target(),
            warnings: [
              { code: 'mixed_script', label: 'lindqvist', scripts: ['Latin'], message: 'A label mixes scripts' },
            ],
          },
          { status: 201 },
        ),
      ],
    });
    expect(await screen.findByTestId('addon-count')).toHaveProperty('textContent', 'Addon domains: 0 of 10');
    const domain = screen.getByRole('textbox', { name: /^Domain/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(describedText(domain)).toContain('Enter a domain name such as example.com'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(domain, { target: { value: 'lindqvist-gallery.se' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^SSL/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect((await screen.findByRole('alert')).textContent).toContain('belongs to another account');
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(describedText(domain)).toContain('add it as a subdomain instead'));
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));

    expect(await screen.findByText('lindqvist-gallery.se added.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('A label mixes scripts')).toBeInstanceOf(HTMLElement);
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts.at(-1)).toEqual({
      input: '7',
      action: 'create',
      domain: 'lindqvist-gallery.se',
      php: true,
      cgi: true,
      ssl: false,
    });
    const ssl = await screen.findByRole('switch', { name: 'SSL for lindqvist-gallery.se' });
    expect(ssl.getAttribute('aria-checked')).toBe('false');
    expect((screen.getByRole('checkbox', { name: /^SSL/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('points out a typed name that mixes scripts before it is sent', async () => {
    open({ [`GET ${API}/domains`]: json(sites()) });
    const domain = await screen.findByRole('textbox', { name: /^Domain/ });
    fireEvent.change(domain, { target: { value: 'pаypal.com' } });
    expect(await screen.findByText('This name can pass for another')).toBeInstanceOf(HTMLElement);
  });

  it('sends only the flag that was switched, and shows the answer', async () => {
    const { calls } = open({
      [`GET ${API}/domains`]: [
        json(sites(gallery)),
        json(sites({ ...gallery, features: { ...gallery.features, php: false } })),
      ],
      [`PATCH ${API}/domains`]: json({ ...gallery, features: { ...gallery.features, php: false }, target: target() }),
    });
    const php = await screen.findByRole('switch', { name: 'PHP for lindqvist-gallery.se' });
    expect(php.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(php);
    await waitFor(() => expect(php.getAttribute('aria-checked')).toBe('false'));
    expect(await screen.findByText('PHP turned off for lindqvist-gallery.se.')).toBeInstanceOf(HTMLElement);
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      input: '7',
      action: 'update',
      domain: 'lindqvist-gallery.se',
      php: false,
    });
  });

  it('holds a deletion and opens its confirmation page; the primary domain has no delete', async () => {
    const { calls, router } = open({
      [`GET ${API}/domains`]: json(sites(gallery)),
      [`DELETE ${API}/domains`]: json({
        status: 'confirmation_required',
        pendingActionId: 'pa_host1',
        confirmationUrl: 'http://localhost/confirm/pa_host1',
        expiresAt: '2030-01-15T10:15:00.000Z',
        preview: [{ label: 'Addon domain', value: 'lindqvist-gallery.se' }],
        target: target(),
        operation: 'deleteAddonDomain',
      }),
    });
    const primary = await screen.findByTestId('site-nordlight-studio.com');
    expect(within(primary).queryByRole('button', { name: /Delete/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete lindqvist-gallery.se — continue to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_host1'));
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.url.searchParams.get('input')).toBe('7');
    expect(del.url.searchParams.get('domain')).toBe('lindqvist-gallery.se');
    expect(del.url.searchParams.get('attempt_key')).toMatch(/^addon-delete-/);
  });
});

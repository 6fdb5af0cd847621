import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { API, account, shellRoutes, site, sites, target } from './test-data';

const credentials = {
  target: target(),
  controlPanel: { url: 'https://web-ams-04.panel.example:2222', username: 'nordligh' },
  ftp: { host: 'ftp.nordlight-studio.com', port: 21, username: 'nordligh', explicitTls: true },
  sftp: { host: 'web-ams-04.panel.example', port: 22, username: 'nordligh', enabled: true },
  ssh: {
    host: 'web-ams-04.panel.example',
    port: 22,
    username: 'nordligh',
    enabled: false,
    hostKeyFingerprint: 'SHA256:abc',
  },
  database: { host: 'localhost', port: 3306, adminUrl: null },
  homeDirectory: '/home/nordligh',
  documentRoot: '/home/nordligh/domains/nordlight-studio.com/public_html',
  ipAddress: '185.20.31.14',
};

function open(routes: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    ...shellRoutes(),
    [`GET ${API}/account`]: json(account()),
    [`GET ${API}/domains`]: json(sites(site('lindqvist-gallery.se'))),
    [`GET ${API}/credentials`]: json(credentials),
    ...routes,
  });
  return { calls, ...renderApp('/hosting/7?tab=access') };
}

describe('Access: connection details, preview URL and the control panel', () => {
  it('lists the connection details with copy buttons and no password, and says what the plan leaves out', async () => {
    open();
    expect(await screen.findByText('ftp.nordlight-studio.com')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Copy the FTP host' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('FTP (explicit TLS: FTPES)')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('SSH access is not included in this plan.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/Passwords are never shown here/)).toBeInstanceOf(HTMLElement);
    expect(document.body.textContent).not.toMatch(/password:/i);
  });

  it('creates a preview URL for a chosen site and hours, and shows it with its expiry', async () => {
    const { calls } = open({
      [`POST ${API}/actions/temporary-url`]: json({
        target: target(),
        domain: 'lindqvist-gallery.se',
        url: 'https://web-ams-04.preview.example/~tmp/abc123/',
        expiresAt: new Date(Date.now() + 6 * 3_600_000).toISOString(),
      }),
    });
    const form = await screen.findByRole('form', { name: 'Preview URL' });
    const hours = within(form).getByLabelText(/^Valid for/);
    fireEvent.change(hours, { target: { value: '500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create preview URL' }));
    await waitFor(() => expect(describedText(hours)).toContain('At most 168 hours'));
    fireEvent.change(hours, { target: { value: '6' } });
    await waitFor(() =>
      expect(within(form).getByRole('option', { name: 'lindqvist-gallery.se' })).toBeInstanceOf(HTMLElement),
    );
    fireEvent.change(within(form).getByLabelText(/^Domain/), { target: { value: 'lindqvist-gallery.se' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create preview URL' }));
    const shown = await screen.findByTestId('preview-url');
    expect(within(shown).getByRole('link').getAttribute('href')).toBe(
      'https://web-ams-04.preview.example/~tmp/abc123/',
    );
    expect(within(shown).getByRole('button', { name: 'Copy the preview URL' })).toBeInstanceOf(HTMLElement);
    expect(shown.textContent).toMatch(/Expires in 6 hours, at /);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      input: '7',
      hours: 6,
      domain: 'lindqvist-gallery.se',
    });
  });

  it('opens the single-use panel link in the tab opened on the click, and closes that tab on a refusal', async () => {
    const tab = { opener: {} as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
    const openWindow = vi.fn(() => tab);
    vi.stubGlobal('open', openWindow);
    open({
      [`POST /api/v1/hosting-sso/actions/login-link`]: [
        json({
          target: target(),
          url: 'https://web-ams-04.panel.example:2222/login/once/xyz',
          expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        }),
        problem(409, 'conflict', 'The hosting account nordligh is suspended'),
      ],
    });
    const button = await screen.findByRole('button', { name: 'Open the control panel' });
    expect(screen.getByText(/it works once and expires within minutes/)).toBeInstanceOf(HTMLElement);
    fireEvent.click(button);
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith('https://web-ams-04.panel.example:2222/login/once/xyz'),
    );
    expect(openWindow).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(screen.getByText(/Link created: it works once and expires in 5 minutes/)).toBeInstanceOf(HTMLElement);

    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain('is suspended');
    expect(tab.close).toHaveBeenCalledTimes(1);
  });
});

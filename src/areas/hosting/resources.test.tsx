import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { API, account, shellRoutes, target } from './test-data';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const cert = (name: string, days: number, status: 'active' | 'expiring' | 'expired', error: string | null = null) => ({
  id: `c-${name}`,
  kind: 'ssl_certificates' as const,
  name,
  status,
  details: { issuer: "Let's Encrypt", expiresAt: inDays(days), autoRenew: true, lastRenewalError: error },
  createdAt: '2030-01-01T00:00:00.000Z',
});

describe('Hosting resources', () => {
  it('lists one kind at a time, certificates with how soon they expire and why a renewal failed', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      [`GET ${API}/account`]: json(account()),
      [`GET ${API}/resources`]: (call) => {
        const kind = call.url.searchParams.get('kind');
        const data =
          kind === 'ssl_certificates'
            ? [
                cert('nordlight-studio.com', 9, 'expiring', 'DNS problem: NXDOMAIN looking up A for www'),
                cert('nordlight-prints.com', 60, 'active'),
                cert('oldshop.example', -20, 'expired'),
              ]
            : [
                {
                  id: 'f1',
                  kind: 'ftp_accounts' as const,
                  name: 'deploy@nordlight-studio.com',
                  status: 'active' as const,
                  details: { directory: '/home/nordligh/public_html', quotaMb: 2048, main: false },
                  createdAt: null,
                },
              ];
        return json({ target: target(), kind, data, hasMore: false, nextCursor: null, total: data.length });
      },
    });
    renderApp('/hosting/7?tab=resources');
    const ftp = await screen.findByRole('list', { name: 'FTP accounts' });
    expect(within(ftp).getByText('Quota MB').nextElementSibling!.textContent).toBe('2048');
    expect(within(ftp).getByText('Main').nextElementSibling!.textContent).toBe('no');

    fireEvent.click(screen.getByRole('tab', { name: 'Certificates' }));
    const certs = await screen.findByRole('list', { name: 'Certificates' });
    const items = within(certs).getAllByRole('listitem');
    expect(items[0].textContent).toContain('Expires in 9 days');
    expect(within(items[0]).getByText(/NXDOMAIN/).className).toContain('text-danger');
    expect(items[1].textContent).toMatch(/Valid until /);
    expect(items[2].textContent).toMatch(/Expired /);
    expect(
      calls.filter((c) => c.url.pathname === `${API}/resources`).map((c) => c.url.searchParams.get('kind')),
    ).toEqual(['ftp_accounts', 'ssl_certificates']);
  });
});

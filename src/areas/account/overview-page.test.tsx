import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { overview } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { shellRoutes } from './test-fixtures';

const detailed = {
  ...overview(),
  expiringSoon: {
    '12': {
      id: '12',
      type: 'domain',
      domain: 'example.com',
      displayName: 'example.com',
      status: 'active',
      expiresAt: '2026-02-01T00:00:00Z',
    },
  },
  suspended: {
    '31': {
      id: '31',
      type: 'hosting',
      domain: 'old-shop.example',
      displayName: 'Web hosting Basic',
      status: 'suspended',
      expiresAt: '',
    },
  },
};

describe('Overview screen', () => {
  it('asks for the detailed overview and shows counts, money and service summaries, linking only to screens that exist', async () => {
    const calls = stubFetch({ ...shellRoutes(), 'GET /api/v1/account/overview': json(detailed) });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Overview', level: 1 });
    const req = calls.find((c) => c.url.pathname === '/api/v1/account/overview')!;
    expect(req.url.searchParams.get('response_format')).toBe('detailed');

    const balance = screen.getByRole('link', { name: /^Balance: / });
    expect(balance.getAttribute('href')).toBe('/account/balance');
    expect(screen.getByText('€129.00 due')).toBeTruthy();
    expect(screen.getByText('6 active, 1 suspended')).toBeTruthy();

    // Billing and services screens belong to other areas: linked once they exist, plain text until then.
    const has = (p: string) => Object.hasOwn(router.routesByPath, p);
    expect(screen.queryByRole('link', { name: 'Services: 7' }) !== null).toBe(has('/services'));
    expect(screen.queryByRole('link', { name: 'Unpaid invoices: 1' }) !== null).toBe(has('/billing/invoices'));

    const suspended = screen.getByRole('heading', { name: /Suspended/ }).closest('section')!;
    expect(within(suspended).getByText('Web hosting Basic')).toBeTruthy();
    expect(within(suspended).getByText(/hosting · old-shop\.example/)).toBeTruthy();
    const expiring = screen.getByRole('heading', { name: /Expiring soon/ }).closest('section')!;
    expect(within(expiring).getByText('example.com').closest('li')?.textContent).toMatch(/expires .*2026/);
  });

  it('counts every status the services list shows, so the buckets add up to the total', async () => {
    const services = { total: 10, active: 6, suspended: 1, pending: 0, expired: 3, cancelled: 0 };
    stubFetch({ ...shellRoutes(), 'GET /api/v1/account/overview': json({ ...detailed, services }) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Overview', level: 1 });
    expect(screen.getByText('6 active, 1 suspended, 3 expired')).toBeTruthy();
  });
});

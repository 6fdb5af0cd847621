import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Call } from '@/test/fetch-stub';
import { overview } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { domain, inDays, listPage, shellRoutes, target, verification } from './domain-test-data';

const portfolio = [
  domain({ id: 1, domain: 'xn--bcher-kva.se', tld: 'se', expiresAt: inDays(12), autoRenew: false }),
  domain({ id: 2, domain: 'archive.com', status: 'redemption', expiresAt: inDays(-45), autoRenew: false }),
  domain({ id: 3, domain: 'alex.dev', tld: 'dev', verification: 'pending', dnssec: true }),
  domain({ id: 4, domain: 'moving.nu', tld: 'nu', status: 'pending_transfer', expiresAt: null }),
];

const domainCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/v1/domains');

describe('Domains list', () => {
  it('lists each domain in Unicode with its expiry, badges and settings, and the verification banner with resend', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/domains': json(listPage(portfolio)),
      'GET /api/v1/account/attention': json({ data: [unverified('alex.dev')], total: 1 }),
      'GET /api/v1/domains/alex.dev/contacts/verification': json(verification('alex.dev')),
      'POST /api/v1/domains/alex.dev/contacts/verification/resend': json({
        target: target('alex.dev'),
        sent: true,
        reason: null,
        verification: verification('alex.dev', { lastSentAt: new Date().toISOString() }),
      }),
    });
    renderApp('/domains');
    const list = await screen.findByRole('list', { name: 'Domains' });
    // Drawn with the rows, details and all: a banner arriving or growing later pushes the filters and rows down.
    expect(screen.getByRole('list', { name: 'Domains awaiting email verification' }).textContent).toMatch(
      /alex@lindqvist\.me.*If it is not clicked by/,
    );
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('link', { name: 'bücher.se' }).getAttribute('href')).toBe(
      '/domains/xn--bcher-kva.se',
    );
    expect(rows[0]!.textContent).toMatch(/Expires in 1[12] days/);
    expect(rows[0]!.textContent).toContain('Auto-renew off');
    expect(rows[1]!.textContent).toContain('Redemption');
    expect(rows[1]!.textContent).toMatch(/^archive\.comExpired /);
    expect(rows[2]!.textContent).toContain('Owner must verify email');
    expect(rows[2]!.textContent).toContain('DNSSEC on');
    expect(rows[3]!.textContent).toContain('Transfer pending');
    expect(rows[3]!.textContent).toContain('No expiry date yet');

    const banner = await screen.findByRole('list', { name: 'Domains awaiting email verification' });
    await waitFor(() => expect(banner.textContent).toContain('alex@lindqvist.me'));
    expect(banner.textContent).toMatch(/If it is not clicked by .*2030/);
    fireEvent.click(within(banner).getByRole('button', { name: 'Resend the confirmation email for alex.dev' }));
    expect(await within(banner).findByText('Sent again to alex@lindqvist.me.')).toBeInstanceOf(HTMLElement);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('reads the address and deadline of the first pending domain only, whatever the number pending or the filters', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      // Filtered to active domains in redemption: none listed, yet the pending deadlines stay in view.
      'GET /api/v1/domains': json(listPage([])),
      'GET /api/v1/account/attention': json({ data: [unverified('alex.dev'), unverified('shop.dev')], total: 2 }),
      'GET /api/v1/domains/alex.dev/contacts/verification': json(verification('alex.dev')),
    });
    renderApp('/domains?status=redemption');
    expect(await screen.findByText('No domains match these filters')).toBeInstanceOf(HTMLElement);
    const banner = await screen.findByRole('list', { name: 'Domains awaiting email verification' });
    await waitFor(() => expect(banner.textContent).toContain('alex@lindqvist.me'));
    const items = within(banner).getAllByRole('listitem');
    expect(items[1]!.textContent).toContain('shop.dev: its page says where the confirmation link went');
    expect(
      within(items[1]!).getByRole('button', { name: 'Resend the confirmation email for shop.dev' }),
    ).toBeInstanceOf(HTMLElement);
    expect(calls.filter((c) => c.url.pathname.endsWith('/contacts/verification')).map((c) => c.url.pathname)).toEqual([
      '/api/v1/domains/alex.dev/contacts/verification',
    ]);
  });

  it('puts the filters in the request and says when nothing matches', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/domains': (c) =>
        json(listPage(c.url.searchParams.get('status') === 'redemption' ? [] : portfolio.slice(0, 2))),
    });
    const { router } = renderApp('/domains?expiring=30');
    await screen.findByRole('list', { name: 'Domains' });
    expect(domainCalls(calls)[0]!.url.searchParams.get('expiring_within_days')).toBe('30');
    expect(screen.queryByRole('list', { name: 'Domains awaiting email verification' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'redemption' } });
    expect(await screen.findByText('No domains match these filters')).toBeInstanceOf(HTMLElement);
    expect(router.state.location.search).toEqual({ expiring: 30, status: 'redemption' });
    const last = domainCalls(calls).at(-1)!;
    expect(last.url.searchParams.get('status')).toBe('redemption');
    expect(last.url.searchParams.get('expiring_within_days')).toBe('30');
  });

  it('sorts from its headings, on the server, and exports the list with its filters and order', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/domains': json(listPage(portfolio)),
      // alex.dev awaits verification: the list is drawn with the banner's details read
      'GET /api/v1/domains/alex.dev/contacts/verification': json(verification('alex.dev')),
    });
    const { router } = renderApp('/domains?status=active&sort=price');
    await screen.findByRole('list', { name: 'Domains' });
    // an order the list does not know is dropped from the URL, like a bad filter
    expect(Object.fromEntries(domainCalls(calls)[0]!.url.searchParams)).toEqual({ status: 'active', limit: '100' });
    const exportHref = () =>
      new URL(screen.getByRole('link', { name: 'Export CSV of these domains' }).getAttribute('href')!, 'http://x');
    expect(exportHref().pathname).toBe('/api/v1/domains/export');
    expect(Object.fromEntries(exportHref().searchParams)).toEqual({ status: 'active' });
    // the headings are drawn again with each list, so each look finds them afresh
    const sortBy = {
      getByRole: (...a: Parameters<typeof screen.getByRole>) =>
        within(screen.getByRole('group', { name: 'Sort domains' })).getByRole(...a),
    };
    expect(sortBy.getByRole('button', { name: /Domain/ }).getAttribute('aria-pressed')).toBe('true');

    // expiry: soonest to lapse first on a first click, then the other way
    fireEvent.click(sortBy.getByRole('button', { name: /Expiry/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'active', sort: 'expires' }));
    await waitFor(() =>
      expect(Object.fromEntries(domainCalls(calls).at(-1)!.url.searchParams)).toEqual({
        status: 'active',
        sort: 'expires',
        limit: '100',
      }),
    );
    expect(Object.fromEntries(exportHref().searchParams)).toEqual({ status: 'active', sort: 'expires' });
    await screen.findByRole('list', { name: 'Domains' });
    expect(sortBy.getByRole('button', { name: /Expiry, sorted ascending/ }).getAttribute('aria-pressed')).toBe('true');
    expect(sortBy.getByRole('button', { name: /Domain/ }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(sortBy.getByRole('button', { name: /Expiry/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'active', sort: '-expires' }));
    // back to by name, the default the URL leaves out
    fireEvent.click(sortBy.getByRole('button', { name: /Domain/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'active' }));
  });

  it('says "No domains yet" when sorted but not filtered', async () => {
    stubFetch({ ...shellRoutes(), 'GET /api/v1/domains': json(listPage([])) });
    renderApp('/domains?sort=-expires');
    expect(await screen.findByText('No domains yet')).toBeInstanceOf(HTMLElement);
  });
});

/** What "Needs attention" says of an unverified registrant (the overview's banner reads the names from it). */
const unverified = (subject: string) => ({
  kind: 'domain.unverified',
  severity: 'warning',
  subject,
  title:
    'The registrant has not confirmed their email address; the registry suspends the name if not confirmed in time',
  dueAt: inDays(10),
  since: null,
  amount: null,
  action: { label: 'Resend the email', path: `/domains/${subject}` },
});

const attention = (...items: unknown[]) => json({ data: items, total: items.length });

const attentionCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/v1/account/attention');

describe('Overview banner', () => {
  it('shows the domains "Needs attention" lists as unverified, reading only the first one\'s details', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/overview': json(overview()),
      'GET /api/v1/account/attention': attention(
        {
          ...unverified('archive.com'),
          kind: 'domain.redemption',
          severity: 'critical',
          action: { label: 'Restore', path: '/domains/archive.com' },
        },
        unverified('alex.dev'),
        unverified('shop.dev'),
      ),
      'GET /api/v1/domains/alex.dev/contacts/verification': json(verification('alex.dev')),
      'POST /api/v1/domains/alex.dev/contacts/verification/resend': json({
        target: target('alex.dev'),
        sent: true,
        reason: null,
        verification: verification('alex.dev', { lastSentAt: new Date().toISOString() }),
      }),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Overview', level: 1 });
    const banner = await screen.findByRole('list', { name: 'Domains awaiting email verification' });
    await waitFor(() => expect(banner.textContent).toContain('alex@lindqvist.me'));
    expect(screen.getByText('The owners of 2 domains must confirm their email addresses')).toBeInstanceOf(HTMLElement);
    const items = within(banner).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(['alex.dev', 'shop.dev']);
    expect(items[0]!.textContent).toMatch(/If it is not clicked by .*2030/);
    expect(items[1]!.textContent).toContain('shop.dev: its page says where the confirmation link went');

    fireEvent.click(within(banner).getByRole('button', { name: 'Resend the confirmation email for alex.dev' }));
    expect(await within(banner).findByText('Sent again to alex@lindqvist.me.')).toBeInstanceOf(HTMLElement);
    // One attention read shared with "Needs attention", one verification read, and no domain list.
    expect(attentionCalls(calls)).toHaveLength(1);
    expect(domainCalls(calls)).toHaveLength(0);
    expect(calls.filter((c) => c.url.pathname.endsWith('/contacts/verification')).map((c) => c.url.pathname)).toEqual([
      '/api/v1/domains/alex.dev/contacts/verification',
    ]);
  });

  it('renders nothing when no domain is pending', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/overview': json(overview()),
      'GET /api/v1/account/attention': attention({
        ...unverified('archive.com'),
        kind: 'domain.redemption',
        severity: 'critical',
        action: { label: 'Restore', path: '/domains/archive.com' },
      }),
    });
    renderApp('/');
    await screen.findByRole('list', { name: 'Needs attention' });
    expect(screen.queryByText(/must confirm their email/)).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/verification'))).toBe(false);
    expect(domainCalls(calls)).toHaveLength(0);
  });

  it('leaves the banner out, and the overview drawn, when "Needs attention" fails', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/account/overview': json(overview()),
      'GET /api/v1/account/attention': problem(503, 'service_unavailable', 'Try again in a moment.'),
    });
    renderApp('/');
    // A 5xx is retried twice (a second, then two) before the loader gives up on it and draws the page.
    await screen.findByRole('heading', { name: 'Overview', level: 1 }, { timeout: 8_000 });
    expect(attentionCalls(calls).length).toBeGreaterThan(0);
    expect(screen.queryByText(/must confirm their email/)).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/verification'))).toBe(false);
  });
});

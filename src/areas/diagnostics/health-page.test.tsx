import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { hostingTarget, shellRoutes } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { MAIL_DOMAIN, brokenMx, check } from './diagnostics-test-data';

const report = { target: hostingTarget(MAIL_DOMAIN), checkedAt: '2026-11-23T06:30:00.000Z' };

describe('Website, email and DNS health', () => {
  it('shows the DNS report with its nameservers, and switches to the email report with the same check list', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/diagnostics/dns': json({
        ...report,
        status: 'warning',
        checks: [
          check({ id: 'delegation', label: 'Delegation', status: 'warn', detail: 'One nameserver is not ours.' }),
        ],
        domain: MAIL_DOMAIN,
        nameservers: {
          expected: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
          delegated: ['ns1.panel-dns.net', 'ns.other.example'],
          matches: false,
        },
      }),
      'GET /api/v1/diagnostics/email': json({
        ...report,
        status: 'critical',
        checks: [brokenMx()],
        domain: MAIL_DOMAIN,
        mailbox: null,
      }),
    });
    renderApp(`/diagnostics/health?input=${MAIL_DOMAIN}&kind=dns`);
    expect(await screen.findByRole('heading', { name: `DNS of ${MAIL_DOMAIN}` })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('ns1.panel-dns.net, ns.other.example (does not match ours)')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('article', { name: 'Delegation' }).textContent).toContain('Warning');

    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    const mx = await screen.findByRole('article', { name: 'MX records' });
    expect(screen.getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe('true');
    expect(mx.textContent).toContain('Problem');
    expect(await screen.findByRole('button', { name: 'Fix it: MX records' })).toBeInstanceOf(HTMLElement);
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname === '/api/v1/diagnostics/email')!.url.searchParams.get('input')).toBe(
        MAIL_DOMAIN,
      ),
    );
  });
});

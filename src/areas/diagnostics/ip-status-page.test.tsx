import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { hostingTarget, HOSTING_DOMAIN as DOMAIN, shellRoutes } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { accountsPage, ipStatus } from './diagnostics-test-data';

describe('Blocked IP address', () => {
  it('refuses what is not an IP address with the contract message and sends nothing', async () => {
    const calls = stubFetch({ ...shellRoutes(), 'GET /api/v1/hosting': json(accountsPage()) });
    renderApp('/diagnostics/ip');
    fireEvent.change(await screen.findByLabelText('IP address'), { target: { value: '203.0.113.999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check address' }));
    expect(await screen.findByText('Enter an IPv4 or IPv6 address')).toBeInstanceOf(HTMLElement);
    expect(calls.some((c) => c.url.pathname === '/api/v1/diagnostics/ip-status')).toBe(false);
  });

  it('says which firewall blocks the address, why and the log line, and unblocks it after confirmation', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(accountsPage()),
      'GET /api/v1/diagnostics/ip-status': [json(ipStatus(true)), json(ipStatus(false))],
      'POST /api/v1/diagnostics/ip-whitelist': json({
        target: hostingTarget(),
        ip: '203.0.113.45',
        node: 'web-ams-04',
        unblocked: true,
        removedFrom: ['lfd'],
        allowlisted: true,
      }),
    });
    renderApp('/diagnostics/ip');
    fireEvent.change(await screen.findByLabelText('IP address'), { target: { value: '203.0.113.45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check address' }));
    const blocks = await screen.findByRole('list', { name: 'Blocks' });
    expect(blocks.textContent).toContain('LFD (login failure daemon)');
    expect(blocks.textContent).toContain('5 failed IMAP logins in 300 secs');
    expect(blocks.textContent).toContain('imap');
    expect(blocks.textContent).toContain('Failed IMAP login from 203.0.113.45');
    const asked = calls.find((c) => c.url.pathname === '/api/v1/diagnostics/ip-status')!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ input: DOMAIN, ip: '203.0.113.45' });

    fireEvent.click(screen.getByRole('button', { name: 'Unblock…' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Note (for the audit log)'), { target: { value: 'Office IP' } });
    // allow-listing is never pre-ticked (whitelist-dialog.test.tsx): the customer ticks it for their office
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /allow list/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('203.0.113.45 is unblocked')).toBeInstanceOf(HTMLElement);
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent.map((c) => c.body)).toEqual([{ input: DOMAIN, ip: '203.0.113.45', allow: true, note: 'Office IP' }]);
    // the status is asked again and now says it is not blocked
    await waitFor(() =>
      expect(screen.getByText(/Not blocked: no firewall on web-ams-04 blocks 203\.0\.113\.45/)).toBeInstanceOf(
        HTMLElement,
      ),
    );
    expect(screen.getByText(/on the allow list of web-ams-04/)).toBeInstanceOf(HTMLElement);
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const target = {
  input: 'example.com',
  kind: 'domain' as const,
  domain: 'example.com',
  mailbox: null,
  serviceId: 7,
  domainServiceId: 8,
  daUsername: 'ex',
  node: 'web-1',
  userId: 10,
  note: null,
};
const pass = (detail: string) => ({ status: 'pass', record: 'x', detail, suggested: [] });
const report = (spf: object, dkimStatus = 'missing') => ({
  target,
  domain: 'example.com',
  checkedAt: '2030-01-01T10:00:00Z',
  spf,
  dkim: { status: dkimStatus, record: null, detail: 'Mail is not signed.', suggested: [], selector: null },
  dmarc: { ...pass('DMARC policy is "quarantine".'), policy: 'quarantine' },
  mx: { ...pass('MX records point here.'), hosts: [{ host: 'mx1.panel-mail.net', priority: 10 }] },
  recommendations: ['SPF: broken'],
});
const brokenSpf = {
  status: 'fail',
  record: 'v=spf1 includ:_spf.panel-mail.net ~all',
  detail: 'The SPF record is invalid: "includ:_spf.panel-mail.net" is not an SPF mechanism.',
  suggested: [{ name: '@', type: 'TXT', priority: null, value: '"v=spf1 include:_spf.panel-mail.net ~all"' }],
};
const dkimState = {
  target,
  domain: 'example.com',
  enabled: false,
  selector: null,
  keyBits: null,
  dnsRecord: null,
  publishedInDns: false,
};

describe('DeliverabilityPage', () => {
  it('shows pass and fail per check, the record in the zone, and the suggested record with a copy button', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (v: string) => void copied.push(v) },
      configurable: true,
    });
    stubFetch({
      'GET /api/v1/auth/session': json(session()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
      'GET /api/v1/services': json({
        data: [{ id: 7, domain: 'example.com', status: 'active' }],
        hasMore: false,
        nextCursor: null,
        total: 1,
      }),
      'GET /api/v1/email/deliverability': json(report(brokenSpf)),
      'GET /api/v1/email/dkim': json(dkimState),
    });
    renderApp('/email/deliverability?domain=example.com');
    const spf = await screen.findByTestId('check-spf');
    expect(spf.getAttribute('data-status')).toBe('fail');
    expect(within(spf).getByText('Problem')).toBeTruthy();
    expect(spf.textContent).toContain('v=spf1 includ:_spf.panel-mail.net ~all');
    expect(within(spf).getByText('example.com. TXT "v=spf1 include:_spf.panel-mail.net ~all"')).toBeTruthy();
    fireEvent.click(within(spf).getByRole('button', { name: /Copy value/ }));
    await waitFor(() => expect(copied).toEqual(['"v=spf1 include:_spf.panel-mail.net ~all"']));
    expect(within(spf).getByRole('status').textContent).toBe('Copied');
    expect(screen.getByTestId('check-dmarc').getAttribute('data-status')).toBe('pass');
    expect(screen.getByTestId('check-dkim').getAttribute('data-status')).toBe('missing');
    expect(await within(screen.getByTestId('check-dkim')).findByRole('button', { name: 'Enable DKIM' })).toBeTruthy();
    expect(screen.getByText('1 of 4 checks need attention.')).toBeTruthy();
  });
});

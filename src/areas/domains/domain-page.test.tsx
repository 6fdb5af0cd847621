import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { pendingAction } from '@/test/fixtures';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { detail, dnssec, hold, lifecycle, shellRoutes, sync, target, verification } from './domain-test-data';

const API = '/api/v1/domains/example.com';

function open(path: string, routes: Routes) {
  const calls = stubFetch({
    ...shellRoutes(),
    [`GET ${API}`]: json(detail()),
    [`GET ${API}/lifecycle`]: json(lifecycle()),
    'GET /api/v1/pending-actions/pa_dom1': json(pendingAction({ id: 'pa_dom1' })),
    ...routes,
  });
  return { calls, ...renderApp(path) };
}

describe('Domain detail: overview', () => {
  it('shows the lifecycle in plain words with the current phase marked, and reads the auth code only when asked', async () => {
    const { calls } = open('/domains/example.com', {
      [`GET ${API}`]: json(detail({ authCodeAvailable: true, transferLock: false })),
      [`GET ${API}/auth-code`]: json({
        target: target('example.com'),
        domain: 'example.com',
        authCode: 'Xk4-92ab-QQ',
        expiresAt: null,
      }),
    });
    await screen.findByRole('heading', { name: 'example.com', level: 1 });
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    const steps = await screen.findByRole('list', { name: 'Lifecycle' });
    const now = within(steps)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'step')!;
    expect(now.textContent).toMatch(/^RegisteredNowRenews automatically on /);
    expect(steps.textContent).toMatch(/the domain enters redemption on .*; restoring then costs/);
    expect(steps.textContent).toMatch(/Released to the public on /);
    expect(screen.getByRole('list', { name: 'Registry statuses' }).textContent).toContain('Transfer lock on');
    // the registry's statuses are part of the registration's card, not a half-empty card of their own
    const registration = screen.getByRole('region', { name: 'Registration' });
    const atRegistry = screen.getByRole('region', { name: 'At the registry' });
    expect(registration.contains(atRegistry)).toBe(true);
    expect(within(atRegistry).getByRole('list', { name: 'Registry statuses' }).textContent).toContain(
      'Transfer lock on',
    );

    expect(calls.some((c) => c.url.pathname.endsWith('/auth-code'))).toBe(false);
    expect(screen.getByText(/recorded in the account's audit log/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal auth code' }));
    expect((await screen.findByTestId('auth-code')).textContent).toBe('Xk4-92ab-QQ');
    expect(screen.getByRole('button', { name: 'Copy the auth code' })).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname.endsWith('/auth-code'))).toHaveLength(1);
  });

  it('compares with the registry side by side and says what to do about a later expiry there', async () => {
    open('/domains/example.com', {
      [`POST ${API}/actions/status-sync`]: json(
        sync({ synced: false, expiresAtRegistry: '2031-06-01T12:00:00.000Z', expiryDrift: 365 }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Check with the registry' }));
    const table = await screen.findByRole('table', { name: 'Registry compared with our records' });
    expect(within(table).getByRole('row', { name: /Expiry drift/ }).textContent).toContain(
      '365 days later at the registry',
    );
    expect(screen.getByText(/Do not renew again just to fix the date/)).toBeTruthy();
  });

  it('switches auto-renew and announces when the next renewal is tried', async () => {
    const { calls } = open('/domains/example.com', {
      [`POST ${API}/autorenew`]: json({
        target: target('example.com'),
        domain: 'example.com',
        autoRenew: false,
        nextRenewalAt: null,
      }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Renew automatically' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(await screen.findByText(/Auto-renew is off: renew the domain yourself/)).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ enabled: false });
  });
});

describe('Domain detail: nameservers', () => {
  it('checks the hostnames with the contract, sends them in ASCII and opens the confirmation page', async () => {
    const { calls, router } = open('/domains/example.com?tab=nameservers', {
      [`POST ${API}/nameservers`]: json(hold()),
    });
    const first = await screen.findByLabelText(/Nameserver 1/);
    expect((first as HTMLInputElement).value).toBe('ns1.panel-dns.net');
    expect(screen.queryByRole('button', { name: /Remove nameserver/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a nameserver' }));
    fireEvent.change(screen.getByLabelText(/Nameserver 3/), { target: { value: 'ns1.panel-dns.net' } });
    fireEvent.click(screen.getByRole('button', { name: /Change nameservers — continue to confirm/ }));
    expect(await screen.findByText('Each nameserver once')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nameserver 3/), { target: { value: 'not a host' } });
    fireEvent.click(screen.getByRole('button', { name: /Change nameservers — continue to confirm/ }));
    await waitFor(() => expect(describedText(screen.getByLabelText(/Nameserver 3/))).toMatch(/hostname|name/i));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove nameserver 1' }));
    expect((screen.getByLabelText(/Nameserver 1/) as HTMLInputElement).value).toBe('ns2.panel-dns.net');
    expect(screen.queryByLabelText(/Nameserver 3/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Nameserver 1/), { target: { value: 'ns1.bücher.se' } });
    fireEvent.change(screen.getByLabelText(/Nameserver 2/), { target: { value: 'ns2.bücher.se' } });
    fireEvent.click(screen.getByRole('button', { name: /Change nameservers — continue to confirm/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_dom1'));
    const body = calls.find((c) => c.method === 'POST')!.body as { nameservers: string[]; attempt_key: string };
    expect(body.nameservers).toEqual(['ns1.xn--bcher-kva.se', 'ns2.xn--bcher-kva.se']);
    expect(body.attempt_key).toMatch(/^nameservers-/);
  });
});

describe('Domain detail: DNSSEC', () => {
  it('lists DS records by name, maps the server’s digest error onto the field, then shows the added record', async () => {
    const added = {
      id: 'ds_2',
      keyTag: 40000,
      algorithm: 13,
      digestType: 2,
      digest: 'A'.repeat(64),
      source: 'manual' as const,
    };
    const { calls } = open('/domains/example.com?tab=dnssec', {
      [`GET ${API}/dnssec`]: json(dnssec()),
      [`POST ${API}/dnssec`]: [
        problem(422, 'validation_failed', 'digest: A SHA-256 digest is 64 hex characters', {
          errors: [{ path: 'digest', message: 'A SHA-256 digest is 64 hex characters', code: 'digest_length' }],
        }),
        json(dnssec({ dsRecords: [...dnssec().dsRecords, added] })),
      ],
    });
    const row = await screen.findByTestId('ds-2371');
    expect(row.textContent).toContain('ECDSA P-256 with SHA-256');
    expect(row.textContent).toContain('SHA-256');
    expect(row.textContent).toContain('E2D3C916F6…C41A5766');

    fireEvent.change(screen.getByLabelText(/Key tag/), { target: { value: '40000' } });
    const digest = screen.getByRole('textbox', { name: /^Digest/ }) as HTMLInputElement;
    fireEvent.change(digest, { target: { value: 'a'.repeat(40) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add DS record' }));
    await waitFor(() => expect(describedText(digest)).toContain('A SHA-256 digest is 64 hex characters'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      action: 'add',
      key_tag: 40000,
      algorithm: 13,
      digest_type: 2,
      digest: 'a'.repeat(40),
    });

    fireEvent.change(digest, { target: { value: 'A'.repeat(64) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add DS record' }));
    expect(await screen.findByTestId('ds-40000')).toBeTruthy();
  });

  it('warns that an automatic DS record comes back before removing it', async () => {
    open('/domains/example.com?tab=dnssec', {
      [`GET ${API}/dnssec`]: json(
        dnssec({ autoManaged: true, dsRecords: [{ ...dnssec().dsRecords[0]!, source: 'auto' }] }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove DS record 2371' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove DS record 2371?' });
    expect(dialog.textContent).toContain('it comes back at the next signing');
  });
});

describe('Domain detail: registry down, contacts', () => {
  it('says the registry is not answering and offers a retry, instead of a blank tab', async () => {
    open('/domains/example.com?tab=glue', {
      // down for the loader's prefetch and the tab's own first look; up again for the retry
      [`GET ${API}/glue`]: [
        problem(503, 'registry_unavailable', 'The .com registry is not answering right now'),
        problem(503, 'registry_unavailable', 'The .com registry is not answering right now'),
        json({ target: target('example.com'), domain: 'example.com', hosts: [] }),
      ],
    });
    expect(await screen.findByText('The .com registry is not answering; nothing was changed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/None\. Glue is needed only for nameservers named under this domain/)).toBeTruthy();
  });

  it('edits the registrant’s contact details only (the name is the owner’s) and holds the change', async () => {
    const contact = {
      name: 'Alex Lindqvist',
      organization: null,
      orgNumber: null,
      email: 'alex@example.com',
      phone: '+46.8123456',
      line1: 'Storgatan 1',
      line2: null,
      city: 'Stockholm',
      postalCode: '111 22',
      country: 'SE',
    };
    const { calls, router } = open('/domains/example.com?tab=contacts', {
      [`GET ${API}/contacts`]: json({
        target: target('example.com'),
        domain: 'example.com',
        contacts: (['registrant', 'admin', 'tech', 'billing'] as const).map((role) => ({ ...contact, role })),
      }),
      [`GET ${API}/contacts/verification`]: json(verification('example.com', { status: 'verified' })),
      [`PUT ${API}/contacts`]: json(hold()),
    });
    expect(await screen.findByText('Email confirmed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the owner (registrant)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the owner (registrant)' });
    expect(within(dialog).queryByLabelText(/^Name/)).toBeNull();
    expect(dialog.textContent).toContain('change only through an owner change');
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'owner@bücher.se' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save — continue to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_dom1'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      registrant: { email: 'owner@xn--bcher-kva.se', phone: '+46.8123456', city: 'Stockholm', postal_code: '111 22' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { pendingAction } from '@/test/fixtures';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { hold, preferences, profile, shellRoutes } from './test-fixtures';

function open(routes: Routes = {}) {
  const calls = stubFetch({
    ...shellRoutes(),
    'GET /api/v1/account/profile': json(profile()),
    'GET /api/v1/account/preferences': json(preferences()),
    ...routes,
  });
  return { calls, ...renderApp('/account/profile') };
}

const sent = (calls: ReturnType<typeof stubFetch>, method: string) =>
  calls.filter((c) => c.method === method).map((c) => c.body);

describe('Profile & preferences screen', () => {
  it('puts a server 422 on its field and keeps the edit', async () => {
    const { calls } = open({
      'PATCH /api/v1/account/profile': problem(422, 'validation_failed', 'vat_number: not a valid EU VAT number', {
        errors: [{ path: 'vat_number', message: 'SE123 is not a valid EU VAT number', code: 'invalid_vat' }],
      }),
    });
    const vat = await screen.findByLabelText(/VAT number/);
    expect(describedText(vat)).toContain('Up to 20 characters');
    // Since issue 33 the form itself refuses SE123 (jsvat, as the server does): the server's 422 is
    // shown here for a number the form lets through.
    fireEvent.change(vat, { target: { value: 'SE556012579001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(describedText(vat)).toContain('SE123 is not a valid EU VAT number'));
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    expect((vat as HTMLInputElement).value).toBe('SE556012579001');
    // Only the changed field was sent.
    expect(sent(calls, 'PATCH')).toEqual([{ vat_number: 'SE556012579001' }]);
  });

  it('validates with the contract before sending, sends empty optional fields as null, and says when it saved', async () => {
    const { calls } = open({
      'PATCH /api/v1/account/profile': json(
        profile({ phone: null, name: 'Nordlight AB', updatedAt: '2026-01-11T08:00:00Z' }),
      ),
    });
    const phone = await screen.findByLabelText(/Phone/);
    fireEvent.change(phone, { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(describedText(phone)).toContain('Enter a phone number such as +46 8 123 456'));
    expect(sent(calls, 'PATCH')).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '  Nordlight AB ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    // A validated submit, the PATCH and the form's reset take most of waitFor's default second on a busy machine.
    await waitFor(() => expect(screen.getByText(/^Saved /)).toBeTruthy(), { timeout: 5000 });
    expect(sent(calls, 'PATCH')).toEqual([{ name: 'Nordlight AB', phone: null }]);
    expect((screen.getByRole('button', { name: 'Save contact details' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks phone and VAT number in the chosen country before sending, and shows the phone internationally', async () => {
    const { calls } = open();
    const phone = await screen.findByLabelText(/Phone/);
    expect((phone as HTMLInputElement).value).toBe('+46 8 12 34 56');
    const country = screen.getByLabelText(/^Country/);
    expect(within(country).getByRole('option', { name: 'Sweden' })).toBeTruthy();
    fireEvent.change(phone, { target: { value: '((((((' } });
    fireEvent.change(screen.getByLabelText(/VAT number/), { target: { value: 'SE12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(describedText(phone)).toContain('Enter a phone number such as +46 8 123 456 78'));
    expect(describedText(screen.getByLabelText(/VAT number/))).toContain('not in the format of a VAT number of Sweden');
    fireEvent.change(phone, { target: { value: '030 901820' } });
    fireEvent.change(screen.getByLabelText(/VAT number/), { target: { value: 'SE556012579001' } });
    fireEvent.change(country, { target: { value: 'DE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText(/VAT number/))).toContain(
        'SE556012579001 is a VAT number of Sweden, but the address is in Germany',
      ),
    );
    expect(sent(calls, 'PATCH')).toHaveLength(0);
  });

  it('saves only the changed preferences', async () => {
    const { calls } = open({
      'PATCH /api/v1/account/preferences': json({
        ...preferences(),
        language: 'sv-SE',
        notifications: { ...preferences().notifications, newsletter: true },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Regional format'), { target: { value: 'sv-SE' } });
    fireEvent.click(screen.getByLabelText(/Newsletter/));
    fireEvent.change(screen.getByLabelText(/Time zone/), { target: { value: 'Mars/Olympus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(describedText(screen.getByLabelText(/Time zone/))).toContain('Unknown time zone'));
    fireEvent.change(screen.getByLabelText(/Time zone/), { target: { value: 'Europe/Stockholm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(sent(calls, 'PATCH')).toHaveLength(1));
    expect(sent(calls, 'PATCH')[0]).toEqual({
      language: 'sv-SE',
      notifications: { invoices: true, expiry: true, monitoring: true, newsletter: true },
    });
  });

  it('shows every format with its example, in the choices as they stand in the form', async () => {
    open();
    const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
    const format = await screen.findByLabelText('Regional format');
    expect(plain(within(format).getByRole('option', { name: /^Svenska/ }).textContent)).toBe(
      'Svenska (Sverige): 1 234 567 · 1 234,50 €',
    );
    expect(plain(describedText(format))).toContain('1,234,567 and €1,234.50');
    const dateFormat = screen.getByLabelText('Date format');
    expect(within(dateFormat).getByRole('option', { name: /^ISO/ }).textContent).toBe('ISO 8601: 2026-01-31');

    fireEvent.change(format, { target: { value: 'sv-SE' } });
    fireEvent.change(dateFormat, { target: { value: 'locale' } });
    expect(plain(describedText(format))).toContain('1 234 567 and 1 234,50 €');
    // The example moment in the form's zone (Europe/Stockholm), written the Swedish way.
    expect(plain(describedText(dateFormat))).toContain('31 jan. 2026; with its time, 31 jan. 2026 14:45 CET');
    fireEvent.change(dateFormat, { target: { value: 'eu' } });
    expect(plain(describedText(dateFormat))).toContain('31.01.2026; with its time, 31.01.2026 14:45 CET');
  });

  it('holds a login-email change and opens its confirmation page', async () => {
    const { calls, router } = open({
      'POST /api/v1/account/profile/email-change': json(
        hold({ pendingActionId: 'pa_email1', operation: 'requestEmailChange', money: null }),
      ),
      'GET /api/v1/pending-actions/pa_email1': json(
        pendingAction({
          id: 'pa_email1',
          operation: 'requestEmailChange',
          summary: 'Change the login email of the account',
          money: null,
        }),
      ),
    });
    const email = await screen.findByLabelText(/New login email/);
    fireEvent.change(email, { target: { value: 'Alex@Nordlight.example' } });
    expect(screen.getByText(/will change from demo@example\.com to alex@nordlight\.example/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change login email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_email1'));
    const [body] = sent(calls, 'POST') as Array<{ new_email: string; attempt_key: string }>;
    // The domain part is sent in its stored (ASCII, lower-case) form; the local part as typed.
    expect(body.new_email).toBe('Alex@nordlight.example');
    expect(body.attempt_key).toMatch(/^email-change-/);
    await screen.findByRole('heading', { name: 'Change the login email of the account' });
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { session } from '@/test/fixtures';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { shellRoutes, twoFactorOff, twoFactorOn } from './test-fixtures';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const enrolment = {
  otpauthUri: `otpauth://totp/Hosting%20Panel:demo%40example.com?secret=${SECRET}&issuer=Hosting%20Panel&algorithm=SHA1&digits=6&period=30`,
  secret: SECRET,
  expiresAt: '2030-01-01T00:10:00Z',
};
const withTwoFactor = (on: boolean) => json(session({ user: { ...session().user, twoFactorEnabled: on } }));

describe('Security screen: two-factor', () => {
  it('enrols: shows the QR code and the key, refuses a malformed code, confirms a live one, and refreshes the session', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/auth/session': [withTwoFactor(false), withTwoFactor(true)],
      'GET /api/v1/account/two-factor': json(twoFactorOff()),
      'GET /api/v1/account/passkeys': json({ data: [], total: 0 }),
      'POST /api/v1/account/two-factor/enable': json(enrolment),
      'POST /api/v1/account/two-factor/confirm': [
        problem(422, 'validation_failed', 'code: That code does not match', {
          errors: [
            {
              path: 'code',
              message: 'That code does not match; check the time on your device and try the current code',
              code: 'invalid_code',
            },
          ],
        }),
        json(twoFactorOn()),
      ],
    });
    const { queryClient } = renderApp('/account/security');
    await screen.findByRole('heading', { name: 'Security', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Enable two-factor' }));

    const qr = (await screen.findByRole('img', { name: 'QR code for your authenticator app' })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(qr.src)).toContain('<svg');
    expect(screen.getByTestId('totp-secret').textContent?.replace(/\s/g, '')).toBe(SECRET);

    const code = screen.getByLabelText(/Authentication code/);
    fireEvent.change(code, { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    await waitFor(() => expect(describedText(code)).toContain('Enter the 6-digit code from your authenticator app'));
    const confirms = () => calls.filter((c) => c.url.pathname === '/api/v1/account/two-factor/confirm');
    expect(confirms()).toHaveLength(0);

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    await waitFor(() => expect(describedText(code)).toContain('That code does not match'));

    const sessionsBefore = calls.filter((c) => c.url.pathname === '/api/v1/auth/session').length;
    fireEvent.change(code, { target: { value: '492039' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    await screen.findByText('Authenticator app ••••WXYZ', { exact: false });
    expect(confirms().map((c) => c.body)).toEqual([{ code: '000000' }, { code: '492039' }]);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Disable two-factor' })).toBeTruthy();
    // The session document says two-factor is on now (approvals will ask for a code).
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/v1/auth/session').length).toBeGreaterThan(sessionsBefore),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<ReturnType<typeof session>>(['auth', 'session'])?.user.twoFactorEnabled).toBe(
        true,
      ),
    );
  });

  it('turns two-factor off only after a confirmation with a code', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/auth/session': [withTwoFactor(true), withTwoFactor(false)],
      'GET /api/v1/account/two-factor': json(twoFactorOn()),
      'GET /api/v1/account/passkeys': json({ data: [], total: 0 }),
      'POST /api/v1/account/two-factor/disable': json(twoFactorOff()),
    });
    renderApp('/account/security');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-factor?' });
    expect(dialog.textContent).toContain('anyone with your password');
    fireEvent.change(within(dialog).getByLabelText(/Authentication code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-factor' }));
    await screen.findByRole('button', { name: 'Enable two-factor' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ code: '123456' }]);
  });
});

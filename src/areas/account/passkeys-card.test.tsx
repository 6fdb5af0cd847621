// The Security page's passkeys card against a stubbed API and a stubbed @simplewebauthn/browser: the empty
// state, the name checked by the contract's rule before anything is asked, adding one (options, the
// authenticator, the answer with the name), the browser's refusal in words, renaming, removing only after a
// confirmation, and a guest who sees the list but cannot change it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Passkey } from '@contract/account-passkeys';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { session } from '@/test/fixtures';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { shellRoutes, twoFactorOff } from './test-fixtures';

const webauthn = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);
afterEach(() => vi.clearAllMocks());

const laptop: Passkey = {
  id: 'pk_laptop',
  name: 'Work laptop',
  createdAt: '2030-01-01T08:00:00Z',
  lastUsedAt: null,
  deviceType: 'singleDevice',
  backedUp: false,
};
const phone: Passkey = { ...laptop, id: 'pk_phone', name: 'Phone', deviceType: 'multiDevice', backedUp: true };
const list = (...data: Passkey[]) => json({ data, total: data.length });
const options = {
  challengeId: 'pkc_1',
  expiresAt: '2030-01-01T08:05:00Z',
  options: {
    challenge: 'Y2hhbGxlbmdl',
    rp: { id: 'localhost', name: 'Control panel (localhost)' },
    user: { id: 'dXNlcg', name: 'demo@example.com', displayName: 'Dana Demo' },
    pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  },
};
const answer = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm', transports: ['internal'] },
};

function open(routes: Routes) {
  const calls = stubFetch({
    ...shellRoutes(),
    'GET /api/v1/account/two-factor': json(twoFactorOff()),
    'GET /api/v1/account/two-factor/recovery-codes': json({
      twoFactorEnabled: false,
      remaining: 0,
      total: 0,
      generatedAt: null,
    }),
    'GET /api/v1/account/sessions': json({ data: [], total: 0 }),
    ...routes,
  });
  renderApp('/account/security');
  return calls;
}
const card = async () => screen.findByRole('region', { name: 'Passkeys' }, { timeout: 5000 });
const sent = (calls: ReturnType<typeof stubFetch>, method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.pathname === `/api/v1${path}`);

describe('Security screen: passkeys', () => {
  it('says there are none yet, checks the name first, and adds one through the authenticator', async () => {
    webauthn.startRegistration.mockResolvedValue(answer);
    const calls = open({
      'GET /api/v1/account/passkeys': [list(), list(laptop)],
      'POST /api/v1/account/passkeys/registration-options': json(options),
      'POST /api/v1/account/passkeys': json(laptop, { status: 201 }),
    });
    await screen.findByText('No passkeys yet', {}, { timeout: 5000 });
    const form = screen.getByRole('form', { name: 'Add a passkey' });
    const name = within(form).getByLabelText(/Name of the new passkey/);
    fireEvent.click(within(form).getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(describedText(name)).toContain('Give the passkey a name'));
    expect(sent(calls, 'POST', '/account/passkeys/registration-options')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Work laptop' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a passkey' }));
    const items = await screen.findByRole('list', { name: 'Passkeys' });
    await waitFor(() => expect(items.textContent).toContain('Work laptop'));
    expect(items.textContent).toContain('not used yet');
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: options.options });
    const [added] = sent(calls, 'POST', '/account/passkeys');
    expect(added!.body).toEqual({ challengeId: 'pkc_1', name: 'Work laptop', response: answer });
    expect((name as HTMLInputElement).value).toBe('');
  });

  it('says why nothing was added when the person cancels, or the server refuses the answer', async () => {
    webauthn.startRegistration.mockRejectedValueOnce(
      Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }),
    );
    webauthn.startRegistration.mockResolvedValueOnce(answer);
    const calls = open({
      'GET /api/v1/account/passkeys': list(),
      'POST /api/v1/account/passkeys/registration-options': json(options),
      'POST /api/v1/account/passkeys': problem(422, 'validation_failed', 'challengeId: expired', {
        errors: [{ path: 'challengeId', message: 'This passkey request has expired', code: 'passkey_challenge_used' }],
      }),
    });
    const form = await screen.findByRole('form', { name: 'Add a passkey' }, { timeout: 5000 });
    fireEvent.change(within(form).getByLabelText(/Name of the new passkey/), { target: { value: 'Key' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a passkey' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('cancelled or timed out');
    expect(sent(calls, 'POST', '/account/passkeys')).toHaveLength(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toContain('This passkey request has expired'),
    );
  });

  it('renames a passkey, and removes one only after a confirmation', async () => {
    const calls = open({
      'GET /api/v1/account/passkeys': [
        list(laptop, phone),
        list({ ...laptop, name: 'Old laptop' }, phone),
        list(phone),
      ],
      'PATCH /api/v1/account/passkeys/pk_laptop': json({ ...laptop, name: 'Old laptop' }),
      'DELETE /api/v1/account/passkeys/pk_laptop': json({ ...laptop, name: 'Old laptop' }),
    });
    const items = await screen.findByRole('list', { name: 'Passkeys' }, { timeout: 5000 });
    expect(within(items).getAllByRole('listitem')[1]!.textContent).toContain('Synced');

    fireEvent.click(screen.getByRole('button', { name: 'Rename passkey Work laptop' }));
    const rename = screen.getByRole('form', { name: 'Rename passkey Work laptop' });
    const field = within(rename).getByLabelText(/New name/);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(describedText(field)).toContain('Give the passkey a name'));
    fireEvent.change(field, { target: { value: 'Old laptop' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(items.textContent).toContain('Old laptop'));
    expect(sent(calls, 'PATCH', '/account/passkeys/pk_laptop')[0]!.body).toEqual({ name: 'Old laptop' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove passkey Old laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the passkey “Old laptop”?' });
    expect(sent(calls, 'DELETE', '/account/passkeys/pk_laptop')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(items.textContent).not.toContain('Old laptop'));
    expect(sent(calls, 'DELETE', '/account/passkeys/pk_laptop')).toHaveLength(1);
  });

  it('shows a failed list with a retry', async () => {
    open({
      'GET /api/v1/account/passkeys': [problem(404, 'not_found', 'The list is unavailable'), list(laptop)],
    });
    const section = await card();
    const alert = await within(section).findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The list is unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Passkeys' });
  });

  it('lets a guest see its own passkeys but change them only from its own account', async () => {
    open({
      'GET /api/v1/auth/session': json(session({ account: { ...session().account, role: 'guest' } })),
      'GET /api/v1/account/passkeys': list(laptop),
    });
    const items = await screen.findByRole('list', { name: 'Passkeys' }, { timeout: 5000 });
    expect(items.textContent).toContain('Work laptop');
    expect(screen.getByText(/add or remove passkeys of your login/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a passkey' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove passkey/ })).toBeNull();
  });
});

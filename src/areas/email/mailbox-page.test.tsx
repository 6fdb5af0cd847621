import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { z } from 'zod';
import type { MailboxDetail } from '@contract/email';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { me, pendingAction, session } from '@/test/fixtures';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';

const ADDRESS = 'info@example.com';
const target = {
  input: ADDRESS,
  kind: 'email' as const,
  domain: 'example.com',
  mailbox: ADDRESS,
  serviceId: 7,
  domainServiceId: 8,
  daUsername: 'ex',
  node: 'web-1',
  userId: 10,
  note: null,
};
const detail = (over: Partial<z.infer<typeof MailboxDetail>> = {}): z.infer<typeof MailboxDetail> => ({
  address: ADDRESS,
  usedMb: 1500,
  quotaMb: 2048,
  isSuspended: false,
  sendLimit: 0,
  sentToday: 7,
  target,
  domain: 'example.com',
  usagePercent: 73.2,
  messageCount: 120,
  sendLimitResetsAt: '2030-01-02T00:00:00Z',
  suspendedAt: null,
  lastLoginAt: null,
  passwordChangedAt: '2029-12-01T10:00:00Z',
  createdAt: '2029-01-01T10:00:00Z',
  ...over,
});

function open(routes: Routes) {
  const calls = stubFetch({
    'GET /api/v1/auth/session': json(session()),
    'GET /api/v1/me': json(me()),
    'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    ...routes,
  });
  renderApp(`/email/mailbox?address=${encodeURIComponent(ADDRESS)}`);
  return calls;
}

describe('MailboxPage', () => {
  it('shows usage with a quota bar in the 70% band, and the limits with their exact ranges', async () => {
    open({ 'GET /api/v1/email/account': json(detail()) });
    const meter = await screen.findByRole('meter', { name: 'Mailbox usage' });
    expect(meter.getAttribute('data-level')).toBe('high');
    const form = screen.getByRole('form', { name: 'Mailbox limits' });
    expect(describedText(within(form).getByLabelText('Quota (MB)'))).toContain('0 – 1,048,576');
    expect(describedText(within(form).getByLabelText('Send limit per day'))).toContain('0 – 100,000');
    expect((within(form).getByLabelText('Quota (MB)') as HTMLInputElement).value).toBe('2048');
  });

  it('refuses max+1 before sending, then sends exactly the spec body and shows the server field error', async () => {
    const calls = open({
      'GET /api/v1/email/account': json(detail()),
      'PATCH /api/v1/email/account': [
        problem(422, 'validation_failed', 'send_limit: too high for this plan', {
          errors: [{ path: 'send_limit', message: 'Too high for this plan', code: 'too_high' }],
        }),
        json({ target, address: ADDRESS, quotaMb: 4096, sendLimit: 500 }),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Mailbox limits' });
    fireEvent.change(within(form).getByLabelText('Quota (MB)'), { target: { value: '1048577' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(describedText(within(form).getByLabelText('Quota (MB)'))).toContain('The quota is at most 1,048,576 MB'),
    );
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Quota (MB)'), { target: { value: '4096' } });
    fireEvent.change(within(form).getByLabelText('Send limit per day'), { target: { value: '500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(describedText(within(form).getByLabelText('Send limit per day'))).toContain('Too high for this plan'),
    );
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ address: ADDRESS, quota_mb: 4096, send_limit: 500 });

    fireEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    await screen.findByText('Limits saved');
  });

  it('suspends after asking, and shows the suspended state with an unsuspend button', async () => {
    const calls = open({
      'GET /api/v1/email/account': [
        json(detail()),
        json(detail({ isSuspended: true, suspendedAt: '2030-01-01T09:00:00Z' })),
      ],
      'POST /api/v1/email/account/actions/suspend': json({
        address: ADDRESS,
        usedMb: 1500,
        quotaMb: 2048,
        isSuspended: true,
        sendLimit: 0,
        sentToday: 7,
        target,
        suspendedAt: '2030-01-01T09:00:00Z',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend mailbox' }));
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Phishing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend now' }));
    await screen.findByRole('button', { name: 'Unsuspend mailbox' });
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ input: ADDRESS, reason: 'Phishing' });
    expect(screen.getByRole('button', { name: 'Open webmail' }).hasAttribute('disabled')).toBe(true);
  });

  it('deletion explains what is lost, then asks for the hold and goes to its confirmation page', async () => {
    const calls = open({
      'GET /api/v1/email/account': json(detail()),
      'DELETE /api/v1/email/account': json({
        status: 'confirmation_required',
        pendingActionId: 'pa_1',
        confirmationUrl: 'http://x/confirm/pa_1',
        expiresAt: '2030-01-01T10:00:00Z',
        preview: [],
        operation: 'deleteMailbox',
      }),
      'GET /api/v1/pending-actions/pa_1': json(
        pendingAction({
          id: 'pa_1',
          operation: 'deleteMailbox',
          summary: `Delete the mailbox ${ADDRESS} and all its mail`,
          money: null,
        }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete mailbox…' }));
    const dialog = screen.getByRole('dialog', { name: `Delete ${ADDRESS}?` });
    expect(dialog.textContent).toContain('120 messages (1.5 GB) are deleted for good');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete — continue to confirm' }));
    await screen.findByRole('heading', { name: `Delete the mailbox ${ADDRESS} and all its mail` });
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.url.searchParams.get('input')).toBe(ADDRESS);
    expect(del.url.searchParams.get('attempt_key')).toMatch(/^mailbox-delete-[0-9a-f]{16}$/);
  });

  it('a missing mailbox shows the server problem', async () => {
    open({ 'GET /api/v1/email/account': problem(404, 'mailbox_not_found', `There is no mailbox ${ADDRESS}`) });
    expect((await screen.findByRole('alert')).textContent).toContain(`There is no mailbox ${ADDRESS}`);
  });
});

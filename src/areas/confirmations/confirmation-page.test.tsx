import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { me, pendingAction, session } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { describedText } from '@/test/queries';

const ID = 'pa_01J0ABC';
const url = `/api/v1/pending-actions/${ID}`;

function open(routes: Routes, opts: { twoFactor?: boolean } = {}) {
  const calls = stubFetch({
    'GET /api/v1/auth/session': json(
      session({ user: { ...session().user, twoFactorEnabled: opts.twoFactor ?? false } }),
    ),
    'GET /api/v1/me': json(me()),
    'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    ...routes,
  });
  const app = renderApp(`/confirm/${ID}`);
  return { calls, ...app };
}

const approved = pendingAction({
  status: 'approved',
  decidedAt: '2026-01-10T09:05:00Z',
  decidedBy: 'Dana Demo',
  result: {
    invoiceId: 981,
    invoiceNumber: 'DEP-2026-00981',
    status: 'unpaid',
    total: { amount: 500, currency: 'EUR' },
    paymentUrl: 'https://pay.example.test/sandbox/pay/abc',
  },
});

describe('ConfirmationPage', () => {
  it('shows what will happen, who asked and the time left, then approves once and shows the outcome', async () => {
    const { calls } = open({ [`GET ${url}`]: json(pendingAction()), [`POST ${url}/approve`]: json(approved) });
    const summary = await screen.findByRole('heading', { name: 'Add 500.00 EUR to the prepaid balance' });
    const card = summary.closest('section')!;
    expect(within(card).getByTestId('money').textContent).toMatch(/500\.00/);
    expect(within(card).getByText('Payment method').nextElementSibling?.textContent).toBe('Card ending •••• 4242');
    expect(within(card).getByText('billing-bot').tagName).toBe('STRONG');
    expect(card.textContent).toContain('API token');
    expect(screen.queryByText('This cannot be undone')).toBeNull();
    expect(screen.getByTestId('countdown').textContent).toMatch(/Expires in 1[45]:\d\d/);
    expect(screen.queryByLabelText(/Authentication code/)).toBeNull(); // two-factor is off

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approved');
    const approve = calls.filter((c) => c.method === 'POST');
    expect(approve).toHaveLength(1);
    expect(approve[0].url.pathname).toBe(`${url}/approve`);
    expect(approve[0].body).toEqual({});
    expect(approve[0].headers.get('X-Requested-With')).toBe('fetch');

    // the outcome in words, with the next step: pay the deposit invoice in the dashboard
    const outcome = screen.getByRole('heading', { name: 'Deposit invoice to pay' }).closest('section')!;
    expect(within(outcome).getByText('Invoice').nextElementSibling?.textContent).toBe('DEP-2026-00981');
    expect(within(outcome).getByRole('link', { name: 'Pay invoice' }).getAttribute('href')).toBe(
      '/billing/invoices/981',
    );
    expect(outcome.textContent).not.toMatch(/paymentUrl|Payment url|invoiceId/);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('asks for a TOTP code when two-factor is on, validates it, and keeps the user here on a wrong code', async () => {
    const { calls, router } = open(
      {
        [`GET ${url}`]: json(pendingAction({ irreversible: true })),
        [`POST ${url}/approve`]: [problem(401, 'two_factor_required', 'That code is not valid'), json(approved)],
      },
      { twoFactor: true },
    );
    await screen.findByText('This cannot be undone');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const code = screen.getByLabelText(/Authentication code/);
    await waitFor(() => expect(describedText(code)).toContain('Enter the 6-digit code from your authenticator app'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(/Authentication code/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText(/Authentication code/))).toContain('That code is not valid'),
    );
    expect(router.state.location.pathname).toBe(`/confirm/${ID}`);

    fireEvent.change(screen.getByLabelText(/Authentication code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approved');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { totp: '000000' },
      { totp: '123456' },
    ]);
  });

  it('rejects', async () => {
    const rejected = pendingAction({ status: 'rejected', decidedBy: 'Dana Demo', decidedAt: '2026-01-10T09:06:00Z' });
    const { calls } = open({ [`GET ${url}`]: json(pendingAction()), [`POST ${url}/reject`]: json(rejected) });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect((await screen.findByText('Rejected')).parentElement?.textContent).toContain('Nothing was done');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([`${url}/reject`]);
  });

  it('shows the real state when the action was decided elsewhere (409)', async () => {
    const rejected = pendingAction({
      status: 'rejected',
      decidedBy: 'Other Person',
      decidedAt: '2026-01-10T09:06:00Z',
    });
    open({
      [`GET ${url}`]: [json(pendingAction()), json(rejected)],
      [`POST ${url}/approve`]: problem(409, 'hold_already_decided', 'This action was already rejected'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByText('Rejected')).parentElement?.textContent).toContain('Other Person');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows an expired hold as expired, by status or by the clock', async () => {
    open({ [`GET ${url}`]: json(pendingAction({ expiresAt: new Date(Date.now() - 1000).toISOString() })) });
    expect((await screen.findByText('This request has expired')).parentElement?.textContent).toContain(
      'Nothing was done',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows an already approved action with its outcome', async () => {
    open({ [`GET ${url}`]: json(approved) });
    expect((await screen.findByText('Approved')).parentElement?.textContent).toContain('Approved by Dana Demo');
    expect(screen.getByRole('link', { name: 'Pay invoice' }).getAttribute('href')).toBe('/billing/invoices/981');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says clearly when the action is not yours (403)', async () => {
    open({ [`GET ${url}`]: problem(403, 'not_owned', 'This pending action belongs to another account') });
    expect((await screen.findByText('This request is not yours to decide')).tagName).toBe('H2');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it("tells a guest that the owner must approve a change of the account's ownership, with no Approve button", async () => {
    const berg = { id: 20, name: 'Berg Consulting', email: 'maria@example.com', role: 'guest' as const };
    open({
      'GET /api/v1/account/accessible-accounts': json({
        data: [
          { ...session().account, current: true },
          { ...berg, current: false },
        ],
        total: 2,
      }),
      [`GET ${url}`]: json(
        pendingAction({ operation: 'requestEmailChange', account: { id: berg.id, name: berg.name } }),
      ),
    });
    expect((await screen.findByText('The account owner must approve this')).parentElement?.textContent).toContain(
      'Berg Consulting',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('shows the same message when the server refuses a guest with owner_only', async () => {
    open({
      [`GET ${url}`]: json(pendingAction()),
      [`POST ${url}/approve`]: problem(403, 'owner_only', 'The account owner must approve this'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByText('The account owner must approve this');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByText('This request is not yours to decide')).toBeNull();
  });

  it('says so when there is no such action (404)', async () => {
    open({ [`GET ${url}`]: problem(404, 'not_found', 'No pending action with this id') });
    expect((await screen.findByText('No such request')).tagName).toBe('H2');
  });
});

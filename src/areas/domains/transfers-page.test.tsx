import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { me, pendingAction, session } from '@/test/fixtures';
import { withViewportHeight } from '@/test/layout';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { formatDateTime } from '@/lib/format';
import { hold, page, precheck, transfer, transferDetail, transferInQuote } from './order-test-data';

withViewportHeight(800);

function open(path: string, routes: Routes) {
  const calls = stubFetch({
    'GET /api/v1/auth/session': json(session()),
    'GET /api/v1/me': json(me()),
    'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    'GET /api/v1/pending-actions/pa_tr': json(pendingAction({ id: 'pa_tr' })),
    ...routes,
  });
  return { calls, ...renderApp(path) };
}

const list = page([
  transfer(),
  transfer({
    id: 4,
    domain: 'lindqvist-foto.com',
    status: 'awaiting_auth_code',
    authCodeValid: null,
    losingRegistrar: null,
  }),
  transfer({ id: 5, domain: 'example.org', status: 'failed', failureReason: 'The auth code was refused' }),
]);

describe('TransfersPage', () => {
  it('shows each transfer with its stage and the next step in words', async () => {
    open('/domains/transfers', { 'GET /api/v1/domain-transfers': json(list) });
    const table = await screen.findByRole('table', { name: 'Transfers' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent ?? '');
    expect(rows[1]).toContain('Stage 3 of 4: Losing registrar');
    expect(rows[1]).toContain(
      `Waiting for Loopia AB to release it, expected by ${formatDateTime('2030-01-06T10:00:00.000Z')}`,
    );
    expect(within(table).getByRole('link', { name: 'Submit the auth code for lindqvist-foto.com' })).toBeTruthy();
    expect(rows[3]).toContain('Failed: The auth code was refused — Retry');
    expect(within(table).getByRole('link', { name: 'Retry the transfer of example.org' }).getAttribute('href')).toBe(
      '/domains/transfers/5',
    );
  });

  it('sorts by a column header through the URL and the server, keeping the filter, with aria-sort on it', async () => {
    const { calls, router } = open('/domains/transfers?status=failed', { 'GET /api/v1/domain-transfers': json(list) });
    const table = () => screen.getByRole('table', { name: 'Transfers' });
    await screen.findByRole('table', { name: 'Transfers' });
    const header = (name: string) =>
      within(table()).getByRole('button', { name }).closest('[role=columnheader]')!.getAttribute('aria-sort');
    const asked = () => calls.filter((c) => c.url.pathname === '/api/v1/domain-transfers').map((c) => c.url);
    // The default order (newest first) is the server's: the list asks for none.
    expect(asked()[0]!.searchParams.has('sort')).toBe(false);
    expect(header('Started')).toBe('descending');
    expect(header('Domain')).toBeNull();

    fireEvent.click(within(table()).getByRole('button', { name: 'Domain' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'failed', sort: 'domain' }));
    await waitFor(() =>
      expect(
        asked().some((u) => u.searchParams.get('sort') === 'domain' && u.searchParams.get('status') === 'failed'),
      ).toBe(true),
    );
    await waitFor(() => expect(header('Domain')).toBe('ascending'));
    expect(header('Started')).toBeNull();
    fireEvent.click(within(table()).getByRole('button', { name: 'Domain' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'failed', sort: '-domain' }));
    await waitFor(() => expect(header('Domain')).toBe('descending'));

    // Changing the filter keeps the order.
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'completed' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'completed', sort: '-domain' }));
  });

  it('prechecks first: two failures with their fixes, and no order until the domain can move', async () => {
    const { calls } = open('/domains/transfers', {
      'GET /api/v1/domain-transfers': json(page([])),
      'POST /api/v1/domain-transfers/actions/precheck': json(precheck(false)),
    });
    const form = await screen.findByRole('form', { name: 'Transfer a domain in' });
    fireEvent.change(within(form).getByLabelText(/Domain to transfer/), { target: { value: 'lindqvist-design.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check whether it can be transferred' }));
    const checks = await screen.findByRole('list', { name: 'Transfer checks' });
    const failed = within(checks)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('Failed'));
    expect(failed.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Fix: Unlock the domain at its current registrar'),
      expect.stringContaining('Fix: Wait until 60 days after registration'),
    ]);
    expect(checks.textContent).toContain('DNSSEC: Could not check');
    expect(screen.getByRole('heading', { name: 'lindqvist-design.com cannot be transferred yet (2 checks failed)' }));
    expect(screen.queryByRole('button', { name: /Order the transfer/ })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ domain: 'lindqvist-design.com' });
  });

  it('orders a transferable domain with its auth code after the quote, through the confirmation page', async () => {
    const { calls, router } = open('/domains/transfers?transfer=lindqvist-foto.com', {
      'GET /api/v1/domain-transfers': json(page([])),
      'POST /api/v1/domain-transfers/actions/precheck': json(precheck(true)),
      'GET /api/v1/domains/lindqvist-foto.com/actions/transfer-in': json(transferInQuote()),
      'POST /api/v1/domains/lindqvist-foto.com/actions/transfer-in': json(hold('pa_tr')),
    });
    const form = await screen.findByRole('form', { name: 'Transfer a domain in' });
    expect((within(form).getByLabelText(/Domain to transfer/) as HTMLInputElement).value).toBe('lindqvist-foto.com');
    fireEvent.change(within(form).getByLabelText(/Auth code/), { target: { value: '  LqF7-kP2x-9mW4 \n' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check whether it can be transferred' }));
    const order = await screen.findByRole('button', { name: 'Order the transfer for €16.25 — continue to confirm' });
    expect(screen.getByText('Other Registrar Inc.')).toBeTruthy();
    fireEvent.click(order);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_tr'));
    const [pre, post] = calls.filter((c) => c.method === 'POST');
    expect(pre!.body).toEqual({ domain: 'lindqvist-foto.com', auth_code: 'LqF7-kP2x-9mW4' });
    expect(post!.body).toMatchObject({ auth_code: 'LqF7-kP2x-9mW4', auto_renew: true });
  });

  it('shows the precheck’s refusal of a bad name on the field, before anything is sent', async () => {
    const { calls } = open('/domains/transfers', { 'GET /api/v1/domain-transfers': json(page([])) });
    const form = await screen.findByRole('form', { name: 'Transfer a domain in' });
    const input = within(form).getByLabelText(/Domain to transfer/);
    fireEvent.change(input, { target: { value: 'not a domain' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check whether it can be transferred' }));
    await waitFor(() => expect(describedText(input)).not.toBe(''));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('TransferDetailPage', () => {
  it('shows the stages, the next step and the history, and cancels through the confirmation page', async () => {
    const { calls, router } = open('/domains/transfers/3', {
      'GET /api/v1/domain-transfers/3': json(transferDetail()),
      'POST /api/v1/domain-transfers/3/actions/cancel': json(hold('pa_tr')),
    });
    await screen.findByRole('heading', { name: 'Transfer of nordlight.nu', level: 1 });
    const stages = screen.getByRole('list', { name: 'Stages' });
    expect(within(stages).getAllByRole('listitem')[2]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText(/Waiting for Loopia AB to release it/)).toBeTruthy();
    const history = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(history[0]!.textContent).toContain('Loopia AB has five days to object');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel transfer…' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_tr'));
    expect((calls.find((c) => c.method === 'POST')!.body as { attempt_key: string }).attempt_key).toMatch(
      /^transfer-cancel-/,
    );
  });

  it('retries a failed transfer with a corrected auth code', async () => {
    const { calls, router } = open('/domains/transfers/5', {
      'GET /api/v1/domain-transfers/5': json(
        transferDetail({
          id: 5,
          status: 'failed',
          failureReason: 'The auth code was refused',
          retryable: true,
          cancellable: false,
        }),
      ),
      'POST /api/v1/domain-transfers/5/actions/retry': json(hold('pa_tr')),
    });
    expect(await screen.findByText(/Failed: The auth code was refused/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry the transfer of nordlight.nu' });
    fireEvent.change(within(dialog).getByLabelText(/Corrected auth code/), { target: { value: ' NlNu-4Tz8-Qq31 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry — continue to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_tr'));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ auth_code: 'NlNu-4Tz8-Qq31' });
  });

  it('starts a paid transfer awaiting its auth code, and says why the server refuses one', async () => {
    const awaiting = transferDetail({
      id: 4,
      domain: 'lindqvist-foto.com',
      status: 'awaiting_auth_code',
      authCodeValid: null,
      history: [],
      cancellable: true,
    });
    const started = { ...awaiting, status: 'pending_registry' as const, authCodeValid: true };
    const { calls } = open('/domains/transfers/4', {
      'GET /api/v1/domain-transfers/4': [json(awaiting), json(started)],
      'POST /api/v1/domain-transfers': [
        problem(409, 'conflict', 'A transfer of lindqvist-foto.com is already running'),
        json(started),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Submit the auth code' });
    fireEvent.change(within(form).getByLabelText(/Auth code/), { target: { value: 'LqF7-kP2x-9mW4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit the auth code' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('already running');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit the auth code' }));
    expect(await screen.findByText(/Waiting for the .com registry to check the auth code/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { domain: 'lindqvist-foto.com', auth_code: 'LqF7-kP2x-9mW4' },
      { domain: 'lindqvist-foto.com', auth_code: 'LqF7-kP2x-9mW4' },
    ]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { json, stubFetch } from '@/test/fetch-stub';
import { hostingTarget, HOSTING_DOMAIN as DOMAIN } from '@/test/fixtures';
import { WhitelistDialog } from './whitelist-dialog';

const IP = '203.0.113.45';
const NODE = 'web-ams-04';

const answer = (allowlisted: boolean) =>
  json({ target: hostingTarget(), ip: IP, node: NODE, unblocked: true, removedFrom: ['lfd'], allowlisted });

function renderDialog(onDone = vi.fn(), onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WhitelistDialog open input={DOMAIN} ip={IP} node={NODE} onClose={onClose} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog'), onDone, onClose };
}

describe('Unblock dialog', () => {
  it('does not allow-list the address unless the customer ticks it, and says what ticking does', async () => {
    const calls = stubFetch({ 'POST /api/v1/diagnostics/ip-whitelist': answer(false) });
    const { dialog, onDone } = renderDialog();
    const allow = within(dialog).getByRole('checkbox', { name: `Also put ${IP} on the allow list of ${NODE}` });
    expect((allow as HTMLInputElement).checked).toBe(false);
    // what ticking it does, read out with the box
    const effect = document.getElementById(allow.getAttribute('aria-describedby')!)!;
    expect(effect.textContent).toContain('never block this address again, even if it keeps guessing passwords');
    expect(effect.textContent).toContain('cannot be taken off the list here');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { input: DOMAIN, ip: IP, allow: false },
    ]);
  });

  it('allow-lists the address when ticked, and is unticked again for the next address', async () => {
    const calls = stubFetch({ 'POST /api/v1/diagnostics/ip-whitelist': [answer(true), answer(false)] });
    const { dialog, onDone } = renderDialog();
    const allow = within(dialog).getByRole('checkbox', { name: /allow list/ }) as HTMLInputElement;
    fireEvent.click(allow);
    fireEvent.change(within(dialog).getByLabelText('Note (for the audit log)'), { target: { value: 'Office IP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toMatchObject({ allowlisted: true });
    expect(calls.filter((c) => c.method === 'POST')[0]!.body).toEqual({
      input: DOMAIN,
      ip: IP,
      allow: true,
      note: 'Office IP',
    });
    // a second unblock from the same dialog starts from the safe default again
    expect(allow.checked).toBe(false);
  });

  it('forgets a tick when the dialog is cancelled', () => {
    stubFetch({});
    const { dialog, onClose } = renderDialog();
    const allow = within(dialog).getByRole('checkbox', { name: /allow list/ }) as HTMLInputElement;
    fireEvent.click(allow);
    expect(allow.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(allow.checked).toBe(false);
  });
});

// Billing addresses: the form checks with the contract's rules before sending,
// a new address is sent normalised, an edit sends only what changed (an
// emptied optional field as null), and deleting leads to the confirmation page.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { pendingAction } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { describedText } from '@/test/queries';
import { address, collectionOf, hold, shellRoutes } from './test-fixtures';

const personal = address({
  id: 2,
  name: 'Alex Lindqvist',
  company: null,
  orgNumber: null,
  vatNumber: null,
  reference: null,
  line1: 'Hornsgatan 41',
  isPrimary: false,
  contacts: [],
});

function open() {
  const calls = stubFetch({
    ...shellRoutes(),
    'GET /api/v1/billing-addresses': json(collectionOf([address(), personal])),
    'POST /api/v1/billing-addresses': (c) =>
      json(address({ id: 3, name: (c.body as { name: string }).name, isPrimary: false })),
    'PATCH /api/v1/billing-addresses/1': json(address({ reference: null })),
    'DELETE /api/v1/billing-addresses/2': json(
      hold({ pendingActionId: 'pa_del2', operation: 'deleteBillingAddress', money: null }),
    ),
    'GET /api/v1/pending-actions/pa_del2': json(
      pendingAction({
        id: 'pa_del2',
        operation: 'deleteBillingAddress',
        summary: 'Delete the billing address Alex Lindqvist',
        money: null,
      }),
    ),
  });
  return { calls, ...renderApp('/billing/addresses') };
}

const writes = (calls: ReturnType<typeof stubFetch>) => calls.filter((c) => c.method !== 'GET');

describe('Billing addresses screen', () => {
  it('validates a new address with the contract before sending, then sends it', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add billing address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a billing address' });
    const country = within(dialog).getByLabelText(/Country/);
    fireEvent.change(within(dialog).getByLabelText(/Street address/), { target: { value: 'Sveavägen 20' } });
    fireEvent.change(within(dialog).getByLabelText(/Postal code/), { target: { value: '111 57' } });
    fireEvent.change(within(dialog).getByLabelText(/^City/), { target: { value: 'Stockholm' } });
    fireEvent.change(country, { target: { value: 'Sweden' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(describedText(country)).toContain('Use the two-letter country code'));
    expect(describedText(within(dialog).getByLabelText(/Invoices addressed to/))).toContain(
      'Enter the name the invoices are addressed to',
    );
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Invoices addressed to/), { target: { value: 'Nordlight Events' } });
    // A select since issue 33: the codes of ISO 3166-1, named in the customer's language.
    fireEvent.change(country, { target: { value: 'SE' } });
    fireEvent.change(within(dialog).getByLabelText(/Invoice email/), {
      target: { value: 'events@nordlight-studio.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toEqual({
      name: 'Nordlight Events',
      line1: 'Sveavägen 20',
      postal_code: '111 57',
      city: 'Stockholm',
      country: 'SE',
      invoice_delivery: 'email',
      invoice_email: 'events@nordlight-studio.com',
    });
  });

  it("a VAT number must be valid and the chosen country's: the field says why, nothing is sent", async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add billing address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a billing address' });
    const country = within(dialog).getByLabelText(/Country/);
    expect(within(country).getByRole('option', { name: 'Germany' })).toBeTruthy();
    expect(within(country).queryByRole('option', { name: /XX|ZZ/ })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Invoices addressed to/), { target: { value: 'Nordlight GmbH' } });
    fireEvent.change(within(dialog).getByLabelText(/Street address/), { target: { value: 'Unter den Linden 1' } });
    fireEvent.change(within(dialog).getByLabelText(/Postal code/), { target: { value: '10117' } });
    fireEvent.change(within(dialog).getByLabelText(/^City/), { target: { value: 'Berlin' } });
    fireEvent.change(country, { target: { value: 'DE' } });
    const vat = within(dialog).getByLabelText(/VAT number/);
    fireEvent.change(vat, { target: { value: 'SE556012579001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await waitFor(() =>
      expect(describedText(vat)).toContain('SE556012579001 is a VAT number of Sweden, but the address is in Germany'),
    );
    fireEvent.change(vat, { target: { value: 'DE136695970' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(describedText(vat)).toContain('fails the check digits'));
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(vat, { target: { value: 'DE136695976' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ country: 'DE', vat_number: 'DE136695976' });
  });

  it('an edit sends only the changed fields; clearing an optional one sends null', async () => {
    const { calls } = open();
    const card = await screen.findByRole('region', { name: /^Nordlight Studio AB/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Nordlight Studio AB' });
    fireEvent.change(within(dialog).getByLabelText(/Your reference/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PATCH', body: { reference: null } });
  });

  it('the primary address cannot be deleted; another one goes to the confirmation page', async () => {
    const { calls, router } = open();
    const primary = await screen.findByRole('region', { name: /^Nordlight Studio AB/ });
    expect(within(primary).queryByRole('button', { name: /Delete/ })).toBeNull();
    const other = screen.getByRole('region', { name: /^Alex Lindqvist/ });
    fireEvent.click(within(other).getByRole('button', { name: 'Delete…' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_del2'));
    expect(writes(calls)[0]!.url.searchParams.get('attempt_key')).toMatch(/^address-2-/);
  });
});

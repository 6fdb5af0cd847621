// Contacts of a billing address, exactly as the spec's detailed endpoints
// describe them: the path id repeated in the body or query, and a held removal.
import { describe, expect, it } from 'vitest';
import { startAddressApi, api, token, reader, primaryId, personalId, olofAddress, approve } from './address-test-api';

startAddressApi();

describe('contacts (the spec detailed endpoints)', () => {
  const add = (id: number | string, body: Record<string, unknown>) =>
    api.call('POST', `/billing-addresses/${id}/contacts`, { token, body });

  it('adds a contact, answering {id, type, email}; the body repeats the path id', async () => {
    const r = await add(primaryId, {
      billing_address_id: primaryId,
      type: 'edi_invoice',
      email: 'edi@nordlight-studio.com',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: expect.any(Number), type: 'edi_invoice', email: 'edi@nordlight-studio.com' });
    const dup = await add(primaryId, {
      billing_address_id: primaryId,
      type: 'edi_invoice',
      email: 'EDI@nordlight-studio.com',
    });
    expect([dup.status, dup.body.code]).toEqual([409, 'conflict']);
  });

  it('validates exactly as the spec says: billing_address_id >= 1, the type enum, email up to 191', async () => {
    const email = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect((await add(primaryId, { billing_address_id: primaryId, type: 'technical', email: email(191) })).status).toBe(
      200,
    );
    for (const [body, path] of [
      [{ billing_address_id: primaryId, type: 'technical', email: email(192) }, 'email'],
      [{ billing_address_id: primaryId, type: 'billing', email: 'x@example.com' }, 'type'],
      [{ billing_address_id: 0, type: 'technical', email: 'x@example.com' }, 'billing_address_id'],
      [{ type: 'technical', email: 'x@example.com' }, 'billing_address_id'],
      [{ billing_address_id: personalId, type: 'technical', email: 'x@example.com' }, 'billing_address_id'],
    ] as const) {
      const r = await add(primaryId, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.errors[0].path).toBe(path);
    }
    const other = await add(olofAddress, {
      billing_address_id: olofAddress,
      type: 'technical',
      email: 'x@example.com',
    });
    expect([other.status, other.body.code]).toEqual([403, 'not_owned']);
  });

  it('lists contacts as {billingAddressId, data}; the query repeats the path id', async () => {
    const r = await api.call('GET', `/billing-addresses/${primaryId}/contacts`, {
      token: reader,
      query: { billing_address_id: primaryId },
    });
    expect(r.status).toBe(200);
    expect(r.body.billingAddressId).toBe(primaryId);
    expect(r.body.data.map((c: { type: string }) => c.type)).toEqual([
      'invoice_email',
      'technical',
      'edi_invoice',
      'technical',
    ]);
    const missing = await api.call('GET', `/billing-addresses/${primaryId}/contacts`, { token: reader });
    expect([missing.status, missing.body.errors[0].path]).toEqual([422, 'billing_address_id']);
  });

  it('removing one is a hold; approval removes it', async () => {
    const list = await api.call('GET', `/billing-addresses/${primaryId}/contacts`, {
      token,
      query: { billing_address_id: primaryId },
    });
    const edi = list.body.data.find((c: { type: string }) => c.type === 'edi_invoice');
    const hold = await api.call('DELETE', `/billing-addresses/${primaryId}/contacts/${edi.id}`, { token });
    expect(hold.body).toMatchObject({
      status: 'confirmation_required',
      preview: expect.arrayContaining([{ label: 'Contact', value: 'edi@nordlight-studio.com (edi invoice)' }]),
    });
    const still = await api.call('GET', `/billing-addresses/${primaryId}/contacts`, {
      token,
      query: { billing_address_id: primaryId },
    });
    expect(still.body.data).toHaveLength(4);
    expect((await approve(hold.body.pendingActionId)).body.result).toMatchObject({
      removed: true,
      email: 'edi@nordlight-studio.com',
    });
    const after = await api.call('GET', `/billing-addresses/${primaryId}/contacts`, {
      token,
      query: { billing_address_id: primaryId },
    });
    expect(after.body.data).toHaveLength(3);
    expect((await api.call('DELETE', `/billing-addresses/${primaryId}/contacts/999999`, { token })).status).toBe(404);
  });
});

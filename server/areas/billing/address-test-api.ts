// The billing-address tests' shared setup (addresses, contacts, payment methods):
// each file that calls `startAddressApi` gets its own API on a fresh seeded
// database, tokens, a session for approvals, and the seeded addresses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { billingAddresses } from '@server/db/schema/billing';
import { startApi, type TestApi } from '@server/test/harness';

export let api: TestApi;
export let token: string;
export let reader: string;
export let cookie: string;
/** The demo account's primary and personal billing addresses. */
export let primaryId: number;
export let personalId: number;
/** A billing address of another account (olof's). */
export let olofAddress: number;

export function startAddressApi() {
  beforeAll(async () => {
    api = await startApi();
    token = await api.token(['read:billing', 'write:billing']);
    reader = await api.token(['read:billing']);
    cookie = await api.login();
    const list = await api.call('GET', '/billing-addresses', { token });
    primaryId = list.body.data[0].id;
    personalId = list.body.data[1].id;
    const olof = await api.accountId('olof@example.org');
    olofAddress = (await api.db.select().from(billingAddresses).where(eq(billingAddresses.accountId, olof)))[0]!.id;
  });
  afterAll(() => api.close());
}

export const approve = (id: string) => api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} });
export const setupToken = (url: string) => url.split('/').pop()!;
/** Adds a card through a card-setup link's token, as the provider's page would. */
export const addCard = (tok: string, body: Record<string, unknown>) =>
  api.call('POST', `/billing/card-setup/${tok}`, {
    body: { cvc: '123', holder_name: 'Alex Lindqvist', exp_month: 4, exp_year: 2031, ...body },
    headers: { 'x-requested-with': 'fetch' },
  });

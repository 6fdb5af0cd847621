// Requests for the hold operations whose valid call needs a world the matrices'
// random draws do not reach (a name in redemption, a failed transfer, the VPS
// by its hostname): written out, with the seed's names, for the retry test.
import { and, eq } from 'drizzle-orm';
import type { Operation } from '@contract/operation';
import { moveBalance } from '@server/areas/billing/public';
import { billingAddresses } from '@server/db/schema/billing';
import { domainTransfers } from '@server/db/schema/domains';
import { registryDomains } from '@server/db/schema/infra-registry';
import { serviceTypes, services } from '@server/db/schema/services';
import type { TestApi } from '@server/test/harness';
import { urlOf, type BuiltRequest } from './request-builder';

interface Parts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

const VPS = { body: { input: 'build-01.nordlight-studio.com' } };
const GLUE_HOST = 'ns1.nordlight-studio.com';

/** By operation id: the parts of one request the operation holds, after any set-up the seed lacks. */
const explicit: Record<string, (api: TestApi, ownerId: number) => Promise<Parts>> = {
  async deleteBillingAddress(api, ownerId) {
    const [spare] = await api.db
      .select()
      .from(billingAddresses)
      .where(and(eq(billingAddresses.accountId, ownerId), eq(billingAddresses.isPrimary, false)));
    return { params: { billingAddress: String(spare!.id) } };
  },
  setDomainGlue: async () => ({
    params: { domain: 'nordlight-studio.com' },
    body: { hostname: GLUE_HOST, ipv4: ['185.20.31.12'], ipv6: ['2a02:750:9::12'] },
  }),
  deleteDomainGlue: async () => ({ params: { domain: 'nordlight-studio.com' }, query: { hostname: GLUE_HOST } }),
  async useProviderNameservers(api) {
    await api.db
      .update(registryDomains)
      .set({ nameservers: ['ns1.elsewhere.example', 'ns2.elsewhere.example'] })
      .where(eq(registryDomains.name, 'nordlight-studio.com'));
    return { params: { domain: 'nordlight-studio.com' }, body: {} };
  },
  restoreDomain: async () => ({ params: { domain: 'nordlight-archive.com' }, body: {} }),
  transferInDomain: async () => ({ params: { domain: 'lindqvist-foto.com' }, body: { auth_code: 'LqF7-kP2x-9mW4' } }),
  async retryDomainTransfer(api, ownerId) {
    const [t] = await api.db.select().from(domainTransfers).where(eq(domainTransfers.accountId, ownerId));
    await api.db
      .update(domainTransfers)
      .set({ status: 'failed', failureReason: 'The losing registrar refused the transfer' })
      .where(eq(domainTransfers.id, t!.id));
    return { params: { transfer: String(t!.id) }, body: {} };
  },
  async bookSnapback(api, ownerId) {
    // The balance must cover the price if the catch succeeds; the seed's does not.
    await api.db.transaction((tx) => moveBalance(tx, ownerId, 100_000, 'adjustment', 'test', null, api.clock.now()));
    return { body: { domain: 'hjortron.se' } };
  },
  stopVps: async () => VPS,
  rebootVps: async () => VPS,
  resetVpsRootPassword: async () => VPS,
  async requestServiceAddon(api) {
    const [hosting] = await api.db.select().from(services).where(eq(services.domain, 'nordlight-studio.com'));
    const [plan] = await api.db.select().from(serviceTypes).where(eq(serviceTypes.code, 'addon-storage'));
    return {
      params: { service: String(hosting!.id) },
      body: { input: String(hosting!.id), action: 'add', service_plan_id: plan!.id, quantity: 3 },
    };
  },
};

export async function explicitRequest(op: Operation, api: TestApi, ownerId: number): Promise<BuiltRequest | null> {
  const make = explicit[op.id];
  if (!make) return null;
  const { params = {}, query = {}, body } = await make(api, ownerId);
  return { method: op.method, url: urlOf(op, params, query), body: op.body ? (body ?? {}) : undefined, params, query };
}

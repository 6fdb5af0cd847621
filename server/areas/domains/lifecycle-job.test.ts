// The registry's clock: phases change at their exact boundary, in the registry's
// statuses and on the registrar's own row, and dropped names are released.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { domains } from '@server/db/schema/domains';
import { registryDomains } from '@server/db/schema/infra-registry';
import { runDueJobs } from '@server/core/jobs';
import { startApi, type TestApi } from '@server/test/harness';

const day = 86_400_000;
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const registry = async (name: string) =>
  (await api.db.select().from(registryDomains).where(eq(registryDomains.name, name)))[0];
const local = async (name: string) => (await api.db.select().from(domains).where(eq(domains.name, name)))[0]!;

describe('registry lifecycle job', () => {
  it('moves a name in grace into redemption at the day the grace ends, on both sides', async () => {
    // lindqvist.net expired 9 days ago; .net has 30 days of grace.
    await runDueJobs(api.deps);
    expect((await registry('lindqvist.net'))!.statuses).toEqual(['autoRenewPeriod', 'clientTransferProhibited']);
    expect((await local('lindqvist.net')).status).toBe('expired');
    api.clock.advance(21 * day + 60_000);
    await runDueJobs(api.deps);
    expect((await registry('lindqvist.net'))!.statuses).toEqual([
      'redemptionPeriod',
      'serverUpdateProhibited',
      'serverTransferProhibited',
    ]);
    expect((await local('lindqvist.net')).status).toBe('redemption');
  });

  it('suspends a registrant who did not verify by the deadline', async () => {
    const row = (await registry('alexlindqvist.dev'))!;
    expect(row.verificationStatus).toBe('failed'); // the deadline (9 days) passed in the test above
    expect(row.statuses).toContain('clientHold');
  });

  it('releases a dropping name when its pendingDelete ends', async () => {
    expect(await registry('hjortron.se')).toBeUndefined();
    api.clock.advance(6 * day);
    await runDueJobs(api.deps);
    expect(await registry('kaffekoppen.com')).toBeUndefined();
  });
});

// Shared set-up of the VPS tests: the seeded server, tokens for both accounts, and hold approval.
import { eq } from 'drizzle-orm';
import { hostingServiceByDomain } from '@server/areas/services/public';
import { vpsServers } from '@server/db/schema/vps';
import type { TestApi } from '@server/test/harness';

export const HOST = 'build-01.nordlight-studio.com';
export const NODE = 'kvm-ams-11';

export async function vpsKit(api: TestApi) {
  const [row] = await api.db.select().from(vpsServers).where(eq(vpsServers.hostname, HOST));
  const hosting = await hostingServiceByDomain(api.db, 'nordlight-studio.com');
  const cookie = await api.login();
  return {
    vpsId: row!.id,
    serviceId: row!.serviceId,
    hostingServiceId: hosting!.id,
    reader: await api.token(['read:vps']),
    power: await api.token(['read:vps', 'power:vps']),
    olof: await api.token(['read:vps', 'power:vps'], { accountEmail: 'olof@example.org' }),
    approve: (id: string) => api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} }),
    row: async () => (await api.db.select().from(vpsServers).where(eq(vpsServers.id, row!.id)))[0]!,
  };
}

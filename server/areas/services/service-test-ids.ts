// The seeded services the services tests act on, found by what they are rather
// than by id (ids differ between the embedded database and PostgreSQL).
import { services } from '@server/db/schema/services';
import type { TestApi } from '@server/test/harness';

export async function seededServiceIds(api: TestApi) {
  const demo = await api.accountId('demo@example.com');
  const other = await api.accountId('olof@example.org');
  const rows = await api.db.select().from(services);
  const find = (acc: number, pred: (r: (typeof rows)[number]) => boolean) =>
    rows.find((r) => r.accountId === acc && pred(r))!.id;
  return {
    business: find(demo, (r) => r.domain === 'nordlight-studio.com' && r.type === 'hosting'),
    starter: find(demo, (r) => r.domain === 'oldshop-nordlight.com' && r.type === 'hosting'),
    vps: find(demo, (r) => r.type === 'vps'),
    domain: find(demo, (r) => r.domain === 'nordlight.se'),
    /** A hosting service of another account (olof's). */
    other: find(other, (r) => r.type === 'hosting'),
  };
}

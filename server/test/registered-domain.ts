// A domain registration as the registrar side would store it (a domain service and its
// `domains` row), for tests that need an owned domain before that area is built.
import { DomainName } from '@contract/domain-name-fields';
import type { Db } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import { services } from '@server/db/schema/services';

/** Registers `typed` (Unicode or ASCII) for the account; returns the stored ASCII name and the service id. */
export async function registeredDomain(db: Db, accountId: number, typed: string) {
  const name = DomainName.parse(typed);
  const [svc] = await db
    .insert(services)
    .values({ accountId, type: 'domain', plan: '.se registration', domain: name, displayName: name, status: 'active' })
    .returning();
  await db.insert(domains).values({ accountId, serviceId: svc!.id, name, status: 'active' });
  return { name, serviceId: svc!.id };
}

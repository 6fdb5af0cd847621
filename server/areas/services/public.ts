// What the services area offers other areas (the diagnostics): the only module of it they may import.
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { services } from '@server/db/schema/services';

/** A service of the account (404 service_not_found when there is none, 403 not_owned for another account's). */
export { ownedService } from './service-repository';
/** A service's status as of now: an active service past its end date reads as expired. */
export { statusOf as serviceStatusAt } from './service-status';
/** An account's services (all that GET /services lists) counted by the status the list shows them in. */
export { statusCounts as serviceStatusCounts } from './service-status';
export type { ServiceRow } from './catalogue-repository';

/** Every service of an account (the diagnostics overview goes through them), by id. */
export const servicesOf = (q: Db | Tx, accountId: number) =>
  q.select().from(services).where(eq(services.accountId, accountId)).orderBy(asc(services.id));
/** Service rows other areas read by id, lock, or list (hosting, databases, backups, VPS). */
export {
  activeHostingServices,
  hostingServiceById,
  hostingServiceByDomain,
  hostingServiceOfUser,
  lockServiceRow,
  pageOfHostingServices,
  serviceById,
  servicesByIds,
} from './service-rows';
/** The registrar's domain services (one per registered name): opened, renewed, cancelled and read by the domains area. */
export {
  cancelDomainService,
  domainServiceById,
  isDomainServiceId,
  openDomainService,
  renewDomainService,
  setServiceAutoRenew,
} from './domain-services';
/** An account's services, the one ending first first (the account overview). */
export { servicesByEndDate, suspendedServicesOf } from './service-repository';
/** Every hosting service whatever its status, by id (the demo seed's sites and resources). */
export { allHostingServices } from './hosting-services';

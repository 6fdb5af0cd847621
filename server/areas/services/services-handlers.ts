// Listing and reading services. Both are computed from the services table,
// the catalogue and any open orders.
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { SERVICE_SORT_DEFAULT, SERVICE_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import { servicesOps } from '@contract/services';
import { services } from '@server/db/schema/services';
import { implement } from '@server/core/area';
import { paginateTable, sortedOrDefault, type SortKey } from '@server/core/pagination';
import type { ServiceRow } from './catalogue-repository';
import { presentDetail, presentServices } from './service-presenter';
import { accountCurrency, ownedService } from './service-repository';
import { shownStatusIs } from './service-status';

type ServiceSort = (typeof SERVICE_SORTS)[number];

// Ids are handed out as services are added: `created` is the id order.
const serviceSortKeys: Record<Exclude<ServiceSort, 'created'>, SortKey<ServiceRow>> = {
  name: [services.displayName, (r) => r.displayName],
  type: [services.type, (r) => r.type],
};

/** The services' keyset for `sort` (ADR 035); the default keeps the order and cursors the listing had before. */
function serviceSpec(sort: SortValue<ServiceSort>) {
  return sortedOrDefault(
    sortOf(sort),
    sortOf(SERVICE_SORT_DEFAULT),
    serviceSortKeys,
    [services.id, (r) => r.id],
    'created',
  );
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export default implement(servicesOps, {
  handlers: {
    async listServices({ deps, cred, query }) {
      const now = deps.clock.now();
      const currency = await accountCurrency(deps.db, cred.accountId);
      const filters: (SQL | undefined)[] = [eq(services.accountId, cred.accountId)];
      if (query.type) filters.push(eq(services.type, query.type));
      // The status shown is derived (from the dates, an addon's orders), so the filter is too.
      if (query.status) filters.push(shownStatusIs(query.status, now));
      if (query.q) {
        const like = `%${escapeLike(query.q)}%`;
        filters.push(or(ilike(services.displayName, like), ilike(services.domain, like), ilike(services.plan, like)));
      }
      const page = await paginateTable(deps.db, services, {
        params: query,
        spec: serviceSpec(query.sort),
        filter: and(...filters),
        map: (r) => r,
      });
      return { ...page, data: await presentServices(deps.db, page.data, now, currency, deps.config.appUrl) };
    },
    async getService({ deps, cred, params, setAuditTarget }) {
      const svc = await ownedService(deps.db, cred.accountId, params.service);
      setAuditTarget(`service ${svc.id}`);
      return presentDetail(deps.db, svc, deps.clock.now(), deps.config.appUrl);
    },
  },
});

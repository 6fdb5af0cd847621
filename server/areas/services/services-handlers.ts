// Listing and reading services. Both are computed from the services table,
// the catalogue and any open orders.
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { servicesOps } from '@contract/services';
import { services } from '@server/db/schema/services';
import { implement } from '@server/core/area';
import { paginateTable } from '@server/core/pagination';
import type { ServiceRow } from './catalogue-repository';
import { presentDetail, presentServices } from './service-presenter';
import { accountCurrency, ownedService } from './service-repository';
import { shownStatusIs } from './service-status';

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
        spec: { columns: [services.id], direction: 'asc', keyOf: (r: ServiceRow) => [r.id] },
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

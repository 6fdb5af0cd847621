// Zones of the account: the list (with record counts and delegation) and one
// zone's summary (serial, nameservers, counts per type, MX template).
import { and, count, eq, getTableColumns, ilike } from 'drizzle-orm';
import { dnsOps } from '@contract/dns';
import { RecordType } from '@contract/dns-records';
import { domainSearchForm } from '@contract/domain-name';
import { sortOf } from '@contract/list-sorts';
import { dnsRecords, dnsZones } from '@server/db/schema/dns';
import { implement } from '@server/core/area';
import { paginate, sortedBy } from '@server/core/pagination';
import { currentTemplate } from './mx-templates';
import { domainLinksByName } from '@server/areas/domains/public';
import { hostingServiceIdOf, registryNameservers } from './delegation';
import { apexOnly, containsPattern, findZone, isDelegated, zoneRecords } from './zone-repository';
import { checkZoneCursor, recordCount, zoneSortKeys, type ZoneListRow } from './zone-order';

export default implement(dnsOps, {
  handlers: {
    async listDnsZones({ deps, cred, query }) {
      const filter = and(
        eq(dnsZones.accountId, cred.accountId),
        query.q ? ilike(dnsZones.domain, containsPattern(domainSearchForm(query.q))) : undefined,
      );
      checkZoneCursor(query.cursor, query.sort);
      const page = await paginate({
        params: query,
        spec: sortedBy(sortOf(query.sort), zoneSortKeys, [dnsZones.id, (z) => z.id]),
        filter,
        fetch: (where, orderBy, limit) =>
          deps.db
            .select({ ...getTableColumns(dnsZones), recordCount })
            .from(dnsZones)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
        count: async (f) => (await deps.db.select({ n: count() }).from(dnsZones).where(f))[0]!.n,
        map: (r: ZoneListRow) => r,
      });
      // The registry nameservers and hosting link of each zone's domain (the domains area's; none when
      // the name has no domains row).
      const links = await domainLinksByName(
        deps.db,
        page.data.map((z) => z.domain),
      );
      return {
        ...page,
        data: page.data.map((z) => {
          const l = links.get(z.domain);
          return {
            domain: z.domain,
            serviceId: l?.hostingServiceId ?? null,
            serial: z.serial,
            recordCount: z.recordCount,
            delegated: isDelegated((l?.nameservers ?? []).map((n) => n.replace(/\.$/, '').toLowerCase())),
            dnssec: z.dnssec,
            updatedAt: z.updatedAt.toISOString(),
          };
        }),
      };
    },

    async getDnsZone({ deps, cred, query, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, query.input);
      const byType = await deps.db
        .select({ type: dnsRecords.type, n: count() })
        .from(dnsRecords)
        .where(eq(dnsRecords.zoneId, zone.id))
        .groupBy(dnsRecords.type);
      const apex = await zoneRecords(deps.db, zone.id, apexOnly);
      const registry = await registryNameservers(deps.db, zone);
      const hostingServiceId = await hostingServiceIdOf(deps.db, zone);
      return {
        target,
        domain: zone.domain,
        serviceId: hostingServiceId,
        serial: zone.serial,
        recordCount: byType.reduce((s, r) => s + r.n, 0),
        delegated: isDelegated(registry),
        dnssec: zone.dnssec,
        updatedAt: zone.updatedAt.toISOString(),
        defaultTtl: zone.defaultTtl,
        nameservers: apex.filter((r) => r.type === 'NS').map((r) => r.value.replace(/\.$/, '')),
        registryNameservers: registry,
        recordCounts: Object.fromEntries(
          byType.filter((r) => RecordType.safeParse(r.type).success).map((r) => [r.type, r.n]),
        ),
        mxTemplate: currentTemplate(apex),
      };
    },
  },
});

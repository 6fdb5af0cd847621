// Zones of the account: the list (with record counts and delegation) and one
// zone's summary (serial, nameservers, counts per type, MX template).
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import { dnsOps } from '@contract/dns';
import { RecordType } from '@contract/dns-records';
import { domainSearchForm } from '@contract/domain-name';
import { dnsRecords, dnsZones, domains } from '@server/db/schema';
import { implement } from '@server/core/area';
import { paginate } from '@server/core/pagination';
import { currentTemplate } from './mx-templates';
import { apexOnly, containsPattern, findZone, isDelegated, registryNameservers, zoneRecords } from './zone-repository';

export default implement(dnsOps, {
  handlers: {
    async listDnsZones({ deps, cred, query }) {
      const filter = and(
        eq(dnsZones.accountId, cred.accountId),
        query.q ? ilike(dnsZones.domain, containsPattern(domainSearchForm(query.q))) : undefined,
      );
      type Row = {
        zone: typeof dnsZones.$inferSelect;
        ns: string[] | null;
        hostingServiceId: number | null;
        n: number;
      };
      return paginate({
        params: query,
        spec: {
          columns: [dnsZones.domain, dnsZones.id],
          direction: 'asc',
          keyOf: (r: Row) => [r.zone.domain, r.zone.id],
        },
        filter,
        fetch: (where, orderBy, limit) =>
          deps.db
            .select({
              zone: dnsZones,
              ns: domains.nameservers,
              hostingServiceId: domains.hostingServiceId,
              n: sql<number>`(select count(*)::int from ${dnsRecords} where ${dnsRecords.zoneId} = ${dnsZones.id})`,
            })
            .from(dnsZones)
            .leftJoin(domains, eq(domains.name, dnsZones.domain))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
        count: async (f) => (await deps.db.select({ n: count() }).from(dnsZones).where(f))[0]!.n,
        map: (r: Row) => ({
          domain: r.zone.domain,
          serviceId: r.hostingServiceId,
          serial: r.zone.serial,
          recordCount: Number(r.n),
          delegated: isDelegated((r.ns ?? []).map((n) => n.replace(/\.$/, '').toLowerCase())),
          dnssec: r.zone.dnssec,
          updatedAt: r.zone.updatedAt.toISOString(),
        }),
      });
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
      const [dom] = await deps.db
        .select({ hostingServiceId: domains.hostingServiceId })
        .from(domains)
        .where(eq(domains.name, zone.domain));
      return {
        target,
        domain: zone.domain,
        serviceId: dom?.hostingServiceId ?? null,
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

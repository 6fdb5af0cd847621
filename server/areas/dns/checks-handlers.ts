// Lint (mistakes inside the zone) and health (is the zone served: delegation,
// nameservers answering with the same serial, pending propagation).
import type { z } from 'zod';
import type { HealthCheck } from '@contract/dns-checks';
import { dnsOps } from '@contract/dns';
import { sha256 } from '@server/core/crypto';
import { implement } from '@server/core/area';
import { lintZone } from './lint';
import { OUR_NAMESERVERS } from './rdata';
import { registryNameservers } from './delegation';
import { findZone, isDelegated, zoneRecords } from './zone-repository';

type Check = z.infer<typeof HealthCheck>;

export default implement(dnsOps, {
  handlers: {
    async lintDnsZone({ deps, cred, query, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, query.input);
      const issues = await lintZone(deps.db, deps.infra.resolver, zone.domain, await zoneRecords(deps.db, zone.id));
      const rank = { error: 0, warning: 1, info: 2 };
      issues.sort((a, b) => rank[a.severity] - rank[b.severity]);
      const errorCount = issues.filter((i) => i.severity === 'error').length;
      const warningCount = issues.filter((i) => i.severity === 'warning').length;
      return {
        target,
        zone: zone.domain,
        checkedAt: deps.clock.now().toISOString(),
        ok: errorCount === 0,
        errorCount,
        warningCount,
        issues,
      };
    },

    async getDnsHealth({ deps, cred, query, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, query.input);
      const resolver = deps.infra.resolver;
      const records = await zoneRecords(deps.db, zone.id);
      const registry = await registryNameservers(deps.db, zone);
      const serials = await resolver.nameserverSerials(deps.db, zone.id, zone.serial);
      const nameservers = resolver.nameservers.map((ns) => ({
        host: ns.host,
        addresses: ns.addresses,
        reachable: true,
        authoritative: true,
        serial: serials[ns.host] ?? null,
        responseMs: 6 + (parseInt(sha256(`${ns.host}|${zone.domain}`).slice(0, 4), 16) % 20),
      }));
      const serialsInSync = nameservers.every((n) => n.serial === zone.serial);
      const checks: Check[] = [];
      const delegated = isDelegated(registry);
      checks.push(
        delegated
          ? {
              id: 'delegation',
              label: 'Delegation',
              status: 'pass',
              detail: `The registry sends resolvers to ${OUR_NAMESERVERS.join(' and ')}`,
            }
          : registry.some((n) => OUR_NAMESERVERS.includes(n))
            ? {
                id: 'delegation',
                label: 'Delegation',
                status: 'warn',
                detail: `The registry lists ${registry.join(', ')}; only some are ours, so some resolvers ask servers that do not have this zone`,
              }
            : {
                id: 'delegation',
                label: 'Delegation',
                status: 'fail',
                detail: `The registry sends resolvers to ${registry.join(', ') || 'no nameservers'}, not to ours: changes here are not seen on the internet`,
              },
      );
      const apexNs = records
        .filter((r) => r.name === '@' && r.type === 'NS')
        .map((r) => r.value.replace(/\.$/, '').toLowerCase())
        .sort();
      checks.push(
        apexNs.join(',') === [...registry].sort().join(',')
          ? {
              id: 'ns_records',
              label: 'NS records',
              status: 'pass',
              detail: 'The zone lists the same nameservers as the registry',
            }
          : {
              id: 'ns_records',
              label: 'NS records',
              status: 'warn',
              detail: `The zone lists ${apexNs.join(', ') || 'no nameservers'}; the registry has ${registry.join(', ') || 'none'}`,
            },
      );
      const soa = records.some((r) => r.type === 'SOA');
      checks.push(
        soa
          ? { id: 'soa', label: 'SOA record', status: 'pass', detail: `Serial ${zone.serial}` }
          : {
              id: 'soa',
              label: 'SOA record',
              status: 'fail',
              detail: 'The zone has no SOA record; reset it to restore one',
            },
      );
      const behind = nameservers.filter((n) => n.serial !== zone.serial);
      checks.push(
        serialsInSync
          ? {
              id: 'serials',
              label: 'Nameservers in sync',
              status: 'pass',
              detail: `Both nameservers serve serial ${zone.serial}`,
            }
          : {
              id: 'serials',
              label: 'Nameservers in sync',
              status: 'warn',
              detail: `${behind.map((n) => `${n.host} serves ${n.serial}`).join(', ')}; it transfers serial ${zone.serial} within seconds`,
            },
      );
      const issues = await lintZone(deps.db, resolver, zone.domain, records);
      const errors = issues.filter((i) => i.severity === 'error').length;
      const warnings = issues.filter((i) => i.severity === 'warning').length;
      checks.push({
        id: 'lint',
        label: 'Zone contents',
        status: errors ? 'fail' : warnings ? 'warn' : 'pass',
        detail:
          errors || warnings
            ? `${errors} error${errors === 1 ? '' : 's'} and ${warnings} warning${warnings === 1 ? '' : 's'}; see the lint report`
            : 'No mistakes found',
      });
      const converges = await resolver.convergesAt(deps.db, zone.id);
      checks.push(
        converges
          ? {
              id: 'propagation',
              label: 'Propagation',
              status: 'warn',
              detail: `The last change reaches every public resolver by ${converges.toISOString()}`,
            }
          : {
              id: 'propagation',
              label: 'Propagation',
              status: 'pass',
              detail: 'Public resolvers serve the current zone',
            },
      );
      const status: 'broken' | 'degraded' | 'healthy' = checks.some((c) => c.status === 'fail')
        ? 'broken'
        : checks.some((c) => c.status === 'warn')
          ? 'degraded'
          : 'healthy';
      return {
        target,
        zone: zone.domain,
        checkedAt: deps.clock.now().toISOString(),
        status,
        serialsInSync,
        nameservers,
        checks,
      };
    },
  },
});

// The Registry of registry.ts, put together: its reads (the TLD catalogue, EPP info, a name's contacts, DS
// records and hosts) and sandbox switch here, its commands from registry-registrations.ts,
// registry-updates.ts and registry-advance.ts, all behind the checks of registry-access.ts.
import { asc, eq } from 'drizzle-orm';
import { domains } from '@server/db/schema/domains';
import {
  registryContacts,
  registryDomains,
  registryDsRecords,
  registryHosts,
  registryTlds,
} from '@server/db/schema/infra-registry';
import { registryPhase } from './registry-lifecycle';
import { outagesOf, setOutage } from './sandbox-outages';
import { tldOf, type Registry } from './registry';
import { reachable } from './registry-access';
import { registrations } from './registry-registrations';
import { nameUpdates } from './registry-updates';
import { phaseAdvance } from './registry-advance';

export function createRegistry(): Registry {
  return {
    async tld(q, tld) {
      const [row] = await q.select().from(registryTlds).where(eq(registryTlds.tld, tld));
      return row ?? null;
    },
    async tlds(q, accountId) {
      const rows = await q.select().from(registryTlds).orderBy(asc(registryTlds.tld));
      if (accountId === undefined) return rows;
      const out = await outagesOf(q, 'registry', accountId);
      return rows.map((t) => (out.has(t.tld) ? { ...t, reachable: false } : t));
    },
    async tldsOf(q, accountId) {
      const names = await q.select({ name: domains.name }).from(domains).where(eq(domains.accountId, accountId));
      return [...new Set(names.map((n) => tldOf(n.name)))];
    },
    assertReachable: reachable,
    async info(q, name, now) {
      const tld = await reachable(q, tldOf(name), name);
      const [row] = await q.select().from(registryDomains).where(eq(registryDomains.name, name));
      return row ? { row, tld, phase: registryPhase(row, tld, now).phase } : null;
    },
    contacts: (q, domainId) =>
      q.select().from(registryContacts).where(eq(registryContacts.domainId, domainId)).orderBy(registryContacts.role),
    dsRecords: (q, domainId) =>
      q
        .select()
        .from(registryDsRecords)
        .where(eq(registryDsRecords.domainId, domainId))
        .orderBy(registryDsRecords.createdAt, registryDsRecords.id),
    hosts: (q, domainId) =>
      q.select().from(registryHosts).where(eq(registryHosts.domainId, domainId)).orderBy(registryHosts.hostname),

    ...registrations,
    ...nameUpdates,

    async setReachable(q, tld, isReachable, accountId) {
      if (accountId !== undefined) return setOutage(q, 'registry', tld, accountId, isReachable);
      await q.update(registryTlds).set({ reachable: isReachable }).where(eq(registryTlds.tld, tld));
    },

    ...phaseAdvance,
  };
}

// The simulated registry's clock work: names whose phase boundary passed move into their new phase
// (statuses, drop date), names whose pendingDelete ended are released, and registrants who did not verify
// their email by the deadline have their names suspended.
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import {
  registryContacts,
  registryDomains,
  registryDsRecords,
  registryHosts,
  registryTlds,
} from '@server/db/schema/infra-registry';
import { registryPhase } from './registry-lifecycle';
import { statusesFor, type Registry, type RegistryDomainRow } from './registry';
import { locked } from './registry-access';

export const phaseAdvance: Pick<Registry, 'advance'> = {
  async advance(tx, now) {
    const tlds = new Map((await tx.select().from(registryTlds)).map((t) => [t.tld, t]));
    const changed: string[] = [];
    const released: RegistryDomainRow[] = [];
    let nextAt: Date | null = null;
    // Only names past their expiry can change phase; the rest tell when they will.
    const due = await tx
      .select()
      .from(registryDomains)
      .where(lte(registryDomains.expiresAt, now))
      .orderBy(registryDomains.id);
    for (const row of due) {
      const tld = tlds.get(row.tld);
      if (!tld) continue;
      const { phase, nextBoundary } = registryPhase(row, tld, now);
      if (phase === 'released') {
        released.push(row);
        await tx.delete(registryDsRecords).where(eq(registryDsRecords.domainId, row.id));
        await tx.delete(registryHosts).where(eq(registryHosts.domainId, row.id));
        await tx.delete(registryContacts).where(eq(registryContacts.domainId, row.id));
        await tx.delete(registryDomains).where(eq(registryDomains.id, row.id));
        continue;
      }
      const statuses = statusesFor(phase, locked(row));
      const dropsAt = phase === 'pending_delete' ? registryPhase(row, tld, now).releasedAt : row.dropsAt;
      if (statuses.join() !== row.statuses.join() || +(dropsAt ?? 0) !== +(row.dropsAt ?? 0)) {
        await tx
          .update(registryDomains)
          .set({ statuses, dropsAt, updatedAt: now })
          .where(eq(registryDomains.id, row.id));
        changed.push(row.name);
      }
      if (nextBoundary && (!nextAt || nextBoundary < nextAt)) nextAt = nextBoundary;
    }
    const [soonest] = await tx
      .select({ at: sql<Date>`min(${registryDomains.expiresAt})` })
      .from(registryDomains)
      .where(gt(registryDomains.expiresAt, now));
    const [deadline] = await tx
      .select({ at: sql<Date>`min(${registryDomains.verificationDeadlineAt})` })
      .from(registryDomains)
      .where(and(eq(registryDomains.verificationStatus, 'pending'), gt(registryDomains.verificationDeadlineAt, now)));
    for (const at of [soonest?.at, deadline?.at]) {
      const d = at ? new Date(at) : null;
      if (d && (!nextAt || d < nextAt)) nextAt = d;
    }
    const verifications = await tx
      .select()
      .from(registryDomains)
      .where(
        and(
          eq(registryDomains.verificationStatus, 'pending'),
          isNotNull(registryDomains.verificationDeadlineAt),
          lte(registryDomains.verificationDeadlineAt, now),
        ),
      );
    // An unverified registrant past the deadline: the registry suspends the name (clientHold).
    for (const row of verifications) {
      await tx
        .update(registryDomains)
        .set({
          verificationStatus: 'failed',
          statuses: [...row.statuses.filter((s) => s !== 'ok'), 'clientHold'],
          updatedAt: now,
        })
        .where(eq(registryDomains.id, row.id));
      changed.push(row.name);
    }
    return { released, changed, nextAt };
  },
};

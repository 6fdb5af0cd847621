// The simulated registry's EPP update commands on a registered name: nameservers, DS records, glue host
// objects, contacts, the registrant, statuses and the registrant's email verification.
import { and, eq } from 'drizzle-orm';
import { registryContacts, registryDsRecords, registryHosts } from '@server/db/schema/infra-registry';
import { randomString } from '@server/core/crypto';
import { RegistryRefusal, type Registry } from './registry';
import { held, updatable, update } from './registry-access';

export const nameUpdates: Pick<
  Registry,
  | 'setNameservers'
  | 'addDs'
  | 'removeDs'
  | 'setHost'
  | 'removeHost'
  | 'setContact'
  | 'setRegistrant'
  | 'setStatuses'
  | 'setVerification'
> = {
  async setNameservers(tx, name, nameservers, now) {
    await updatable(tx, name);
    return update(tx, name, { nameservers }, now);
  },

  async addDs(tx, name, ds, now) {
    const row = await updatable(tx, name);
    const [out] = await tx
      .insert(registryDsRecords)
      .values({
        ...ds,
        id: `ds_${randomString(10)}`,
        domainId: row.id,
        digest: ds.digest.toUpperCase(),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!out) throw new RegistryRefusal('exists', 'The registry already has this DS record');
    await update(tx, name, {}, now);
    return out;
  },

  async removeDs(tx, name, dsId, now) {
    const row = await updatable(tx, name);
    const gone = await tx
      .delete(registryDsRecords)
      .where(and(eq(registryDsRecords.domainId, row.id), eq(registryDsRecords.id, dsId)))
      .returning();
    if (gone.length) await update(tx, name, {}, now);
    return gone.length > 0;
  },

  async setHost(tx, name, hostname, ipv4, ipv6, now) {
    const row = await updatable(tx, name);
    await tx
      .insert(registryHosts)
      .values({ hostname, domainId: row.id, ipv4, ipv6, updatedAt: now })
      .onConflictDoUpdate({ target: registryHosts.hostname, set: { ipv4, ipv6, updatedAt: now } });
  },

  async removeHost(tx, name, hostname, now) {
    const row = await updatable(tx, name);
    if (row.nameservers.includes(hostname))
      throw new RegistryRefusal(
        'host_in_use',
        `${hostname} is a nameserver of ${name}; change the nameservers first (EPP 2305, object association prohibits operation)`,
      );
    const gone = await tx
      .delete(registryHosts)
      .where(and(eq(registryHosts.domainId, row.id), eq(registryHosts.hostname, hostname)))
      .returning();
    return gone.length > 0 && (await update(tx, name, {}, now), true);
  },

  async setContact(tx, name, role, c, now) {
    const row = await updatable(tx, name);
    await tx
      .insert(registryContacts)
      .values({ ...c, domainId: row.id, role })
      .onConflictDoUpdate({ target: [registryContacts.domainId, registryContacts.role], set: c });
    await update(tx, name, {}, now);
  },

  async setRegistrant(tx, name, identity, now) {
    const row = await held(tx, name);
    if (row.statuses.includes('serverUpdateProhibited'))
      throw new RegistryRefusal('update_prohibited', `The registry accepts no changes to ${name} in its current state`);
    await update(tx, name, { registrant: identity }, now);
  },

  async setStatuses(tx, name, statuses, now) {
    await held(tx, name);
    await update(tx, name, { statuses }, now);
  },

  async setVerification(tx, name, v, now) {
    await held(tx, name);
    await update(tx, name, v, now);
  },
};

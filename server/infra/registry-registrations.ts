// The simulated registry's registration commands: create a name, renew it, restore it from redemption,
// and transfer it to another registrar with its auth code.
import { eq } from 'drizzle-orm';
import { registryContacts, registryDomains, registryDsRecords } from '@server/db/schema/infra-registry';
import { registryPhase } from './registry-lifecycle';
import {
  MAX_REGISTRATION_YEARS,
  RegistryRefusal,
  TRANSFER_LOCK_DAYS,
  VERIFICATION_DAYS,
  newAuthCode,
  statusesFor,
  tldOf,
  type Registry,
} from './registry';
import { held, locked, reachable, update } from './registry-access';

const DAY = 86_400_000;

export const registrations: Pick<Registry, 'create' | 'renew' | 'restore' | 'transfer'> = {
  async create(tx, r) {
    const tld = await reachable(tx, tldOf(r.name), r.name);
    const [taken] = await tx.select().from(registryDomains).where(eq(registryDomains.name, r.name));
    if (taken) throw new RegistryRefusal('taken', `${r.name} is already registered`);
    const expiresAt = new Date(r.now);
    expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + r.years);
    const [row] = await tx
      .insert(registryDomains)
      .values({
        name: r.name,
        tld: tld.tld,
        registrar: r.registrar,
        statuses: statusesFor('active', tld.hasTransferLock),
        createdAt: r.now,
        updatedAt: r.now,
        expiresAt,
        authCode: newAuthCode(),
        nameservers: r.nameservers,
        registrant: {
          name: r.registrant.name,
          organization: r.registrant.organization,
          orgNumber: r.registrant.orgNumber,
          country: r.registrant.country,
        },
        verificationStatus: 'pending',
        verificationEmail: r.registrant.email,
        verificationSentAt: r.now,
        verificationDeadlineAt: new Date(r.now.getTime() + VERIFICATION_DAYS * DAY),
      })
      .returning();
    await tx
      .insert(registryContacts)
      .values(['registrant', 'admin', 'tech', 'billing'].map((role) => ({ ...r.registrant, domainId: row!.id, role })));
    return row!;
  },

  async renew(tx, name, years, now) {
    const row = await held(tx, name);
    const tld = await reachable(tx, row.tld, name);
    const phase = registryPhase(row, tld, now).phase;
    if (phase === 'redemption' || phase === 'pending_delete' || phase === 'released')
      throw new RegistryRefusal('not_renewable', `${name} is in ${phase.replace('_', ' ')} and cannot be renewed`);
    const expiresAt = new Date(row.expiresAt);
    expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + years);
    const limit = new Date(now);
    limit.setUTCFullYear(limit.getUTCFullYear() + MAX_REGISTRATION_YEARS);
    if (expiresAt > limit)
      throw new RegistryRefusal(
        'max_period',
        `Renewing ${name} by ${years} years would pass the registry's ${MAX_REGISTRATION_YEARS}-year maximum`,
      );
    return update(tx, name, { expiresAt, statuses: statusesFor('active', locked(row)) }, now);
  },

  async restore(tx, name, now) {
    const row = await held(tx, name);
    const tld = await reachable(tx, row.tld, name);
    if (registryPhase(row, tld, now).phase !== 'redemption')
      throw new RegistryRefusal('not_in_redemption', `${name} is not in redemption, so there is nothing to restore`);
    // A restore renews for one year from today (RFC 3915 restore report, as gTLD registries apply it).
    const expiresAt = new Date(now);
    expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 1);
    return update(tx, name, { expiresAt, dropsAt: null, statuses: statusesFor('active', false) }, now);
  },

  async transfer(tx, name, toRegistrar, authCode, now) {
    const row = await held(tx, name);
    const tld = await reachable(tx, row.tld, name);
    if (row.authCode !== authCode.trim())
      throw new RegistryRefusal('auth_code_invalid', 'The registry rejected the auth code');
    if (locked(row)) throw new RegistryRefusal('locked', `${name} is locked at ${row.registrar}`);
    const phase = registryPhase(row, tld, now).phase;
    if (phase !== 'active' && phase !== 'grace')
      throw new RegistryRefusal('not_transferable', `${name} is in ${phase.replace('_', ' ')}`);
    if (now.getTime() - row.createdAt.getTime() < TRANSFER_LOCK_DAYS * DAY)
      throw new RegistryRefusal('too_new', `${name} was registered less than ${TRANSFER_LOCK_DAYS} days ago`);
    const expiresAt = new Date(row.expiresAt);
    expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 1);
    await tx.delete(registryDsRecords).where(eq(registryDsRecords.domainId, row.id));
    return update(
      tx,
      name,
      {
        registrar: toRegistrar,
        expiresAt,
        authCode: newAuthCode(),
        statuses: statusesFor('active', tld.hasTransferLock),
        dnssecPending: false,
      },
      now,
    );
  },
};

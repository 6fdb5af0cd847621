// Records put straight into the simulated registries, as they stood before the sandbox started: the
// TLDs they run, names held here or at other registrars (with their contacts, DS records and glue
// hosts), a registrant verification underway, and a registry whose expiry date ran ahead of ours.
// The demo seed builds the registries' world with these; registry-service.ts speaks EPP to it afterwards.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import {
  registryContacts,
  registryDomains,
  registryDsRecords,
  registryHosts,
  registryTlds,
} from '@server/db/schema/infra-registry';
import type { RegistryDomainRow } from './registry';

export type NewTld = typeof registryTlds.$inferInsert;
type NewRegistryDomain = typeof registryDomains.$inferInsert;
type NewRegistryContact = Omit<typeof registryContacts.$inferInsert, 'domainId'>;
type NewDsRecord = typeof registryDsRecords.$inferInsert;
type NewGlueHost = typeof registryHosts.$inferInsert;

/** Open registries for these TLDs, in this order. */
export async function openTlds(tx: Tx, tlds: NewTld[]): Promise<void> {
  await tx.insert(registryTlds).values(tlds);
}

/** A name on the registry's books, with its contacts (in the order given); returns the registry's row. */
export async function recordAtRegistry(
  tx: Tx,
  domain: NewRegistryDomain,
  contacts: NewRegistryContact[] = [],
): Promise<RegistryDomainRow> {
  const [row] = await tx.insert(registryDomains).values(domain).returning();
  if (contacts.length) await tx.insert(registryContacts).values(contacts.map((c) => ({ ...c, domainId: row!.id })));
  return row!;
}

/** The registry's record of `name`, or null. */
export async function registryRecordOf(q: Db | Tx, name: string): Promise<RegistryDomainRow | null> {
  const [row] = await q.select().from(registryDomains).where(eq(registryDomains.name, name));
  return row ?? null;
}

/** A registrant who changed their email and has not confirmed it yet: the verification fields set. */
export async function startRegistrantVerification(
  tx: Tx,
  name: string,
  v: { email: string; sentAt: Date; deadlineAt: Date },
): Promise<void> {
  await tx
    .update(registryDomains)
    .set({
      verificationStatus: 'pending',
      verificationEmail: v.email,
      verificationSentAt: v.sentAt,
      verificationDeadlineAt: v.deadlineAt,
      verifiedAt: null,
    })
    .where(eq(registryDomains.name, name));
}

/** The registry's own expiry date for `name` (a renewal it made that the registrar has not seen). */
export async function setRegistryExpiry(tx: Tx, name: string, expiresAt: Date): Promise<void> {
  await tx.update(registryDomains).set({ expiresAt }).where(eq(registryDomains.name, name));
}

/** A DS record published at the registry. */
export async function addDsRecord(tx: Tx, ds: NewDsRecord): Promise<void> {
  await tx.insert(registryDsRecords).values(ds);
}

/** A glue host (a nameserver named under a domain) registered at the registry. */
export async function addGlueHost(tx: Tx, host: NewGlueHost): Promise<void> {
  await tx.insert(registryHosts).values(host);
}

// The checks every EPP command of the simulated registry makes before it acts (the TLD's registry answers,
// for the name's holder too; the name is registered; it may be updated), and the one write of a name's row
// they share. registry-service.ts and the command files build the Registry of registry.ts on these.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import { registryDomains, registryTlds } from '@server/db/schema/infra-registry';
import { sandboxOutages } from '@server/db/schema/infra-sandbox';
import { RegistryRefusal, RegistryUnavailable, tldOf, type RegistryDomainRow } from './registry';

type Q = Db | Tx;

/** The TLD's row when its registry answers for `name` (when given): globally, and for the name's holder. */
export async function reachable(q: Q, tld: string, name?: string) {
  const [row] = await q.select().from(registryTlds).where(eq(registryTlds.tld, tld));
  if (!row) throw new RegistryRefusal('tld_not_supported', `.${tld} is not a TLD this registrar sells`);
  if (!row.reachable || (name !== undefined && (await outForHolder(q, tld, name)))) throw new RegistryUnavailable(tld);
  return row;
}
/** Whether the account holding `name` here took its TLD's registry offline in the sandbox. */
async function outForHolder(q: Q, tld: string, name: string) {
  const [hit] = await q
    .select({ accountId: sandboxOutages.accountId })
    .from(sandboxOutages)
    .innerJoin(domains, eq(domains.accountId, sandboxOutages.accountId))
    .where(and(eq(sandboxOutages.kind, 'registry'), eq(sandboxOutages.name, tld), eq(domains.name, name)))
    .limit(1);
  return hit !== undefined;
}
export async function held(q: Q, name: string) {
  await reachable(q, tldOf(name), name);
  const [row] = await q.select().from(registryDomains).where(eq(registryDomains.name, name));
  if (!row) throw new RegistryRefusal('not_registered', `${name} is not registered at the registry`);
  return row;
}
/** A name the registry lets its registrar update (not in redemption or pending delete: serverUpdateProhibited). */
export async function updatable(q: Q, name: string) {
  const row = await held(q, name);
  if (row.statuses.includes('serverUpdateProhibited'))
    throw new RegistryRefusal(
      'update_prohibited',
      `The registry refuses changes to ${name} while it is ${row.statuses.includes('pendingDelete') ? 'pending delete' : 'in redemption'} (serverUpdateProhibited)`,
    );
  return row;
}
export async function update(tx: Tx, name: string, set: Partial<RegistryDomainRow>, now: Date) {
  const [row] = await tx
    .update(registryDomains)
    .set({ ...set, updatedAt: now })
    .where(eq(registryDomains.name, name))
    .returning();
  return row!;
}
export const locked = (r: RegistryDomainRow) => r.statuses.includes('clientTransferProhibited');

// The domain services of the registrar (type 'domain': one per registered name, what the domains area
// bills and renews): opened when a name becomes the account's, renewed, cancelled, and read by the
// domains area, which owns the name itself but not its service row.
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { services } from '@server/db/schema/services';
import type { ServiceRow } from './catalogue-repository';

type Q = Db | Tx;

export interface NewDomainService {
  accountId: number;
  /** The name in its stored ASCII form. */
  name: string;
  /** What the service list shows as its plan, e.g. ".se registration". */
  plan: string;
  renewalCents: number;
  autoRenew: boolean;
  now: Date;
  expiresAt: Date;
}

/** A new active domain service for a name, in the caller's transaction. */
export async function openDomainService(tx: Tx, d: NewDomainService): Promise<ServiceRow> {
  const [svc] = await tx
    .insert(services)
    .values({
      accountId: d.accountId,
      type: 'domain',
      plan: d.plan,
      domain: d.name,
      displayName: d.name,
      status: 'active',
      priceCents: d.renewalCents,
      autoRenew: d.autoRenew,
      createdAt: d.now,
      expiresAt: d.expiresAt,
    })
    .returning();
  return svc!;
}

/** The domain service of this id, or null (also when the service of this id is of another type). */
export async function domainServiceById(q: Q, id: number): Promise<ServiceRow | null> {
  const [svc] = await q
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.type, 'domain')));
  return svc ?? null;
}

/** A renewed or restored name: the service runs to the registry's new expiry and is active again. */
export async function renewDomainService(tx: Tx, id: number, expiresAt: Date) {
  await tx.update(services).set({ expiresAt, status: 'active' }).where(eq(services.id, id));
}

/** A name the registry released: its service ends. */
export async function cancelDomainService(tx: Tx, id: number) {
  await tx.update(services).set({ status: 'cancelled' }).where(eq(services.id, id));
}

/** The service's auto-renewal setting (the domains area keeps the same flag on the name). */
export async function setServiceAutoRenew(tx: Tx, id: number, enabled: boolean) {
  await tx.update(services).set({ autoRenew: enabled }).where(eq(services.id, id));
}

/**
 * A condition on another table's service-id column: it names a domain service. The domains area filters
 * its registrar domains with it (a name on the account only for DNS or hosting has no domain service).
 */
export const isDomainServiceId = (column: AnyColumn): SQL =>
  sql`${column} in (select ${services.id} from ${services} where ${services.type} = 'domain')`;

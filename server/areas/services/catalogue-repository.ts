// Reads the service catalogue: a service's plan, prices per billing cycle,
// the plans it may be upgraded to and the addons offered for it.
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { serviceTypePrices, serviceTypes, serviceUpgradePaths, services } from '@server/db/schema/services';

type Q = Db | Tx;
export type PlanRow = typeof serviceTypes.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

/** The catalogue plan of each service: by its id, else (services other areas created) by type and name. */
export async function plansOf(db: Q, rows: ServiceRow[]): Promise<Map<number, PlanRow>> {
  const out = new Map<number, PlanRow>();
  if (rows.length === 0) return out;
  const ids = [...new Set(rows.map((r) => r.serviceTypeId).filter((v): v is number => v !== null))];
  const names = [...new Set(rows.filter((r) => r.serviceTypeId === null).map((r) => r.plan))];
  const found = await db
    .select()
    .from(serviceTypes)
    .where(
      sql`${ids.length ? inArray(serviceTypes.id, ids) : sql`false`} or ${names.length ? inArray(serviceTypes.name, names) : sql`false`}`,
    );
  for (const r of rows) {
    const plan =
      r.serviceTypeId !== null
        ? found.find((p) => p.id === r.serviceTypeId)
        : found.find((p) => p.name === r.plan && p.type === r.type);
    if (plan) out.set(r.id, plan);
  }
  return out;
}

export async function planOf(db: Q, row: ServiceRow): Promise<PlanRow | null> {
  return (await plansOf(db, [row])).get(row.id) ?? null;
}

export async function planById(db: Q, id: number): Promise<PlanRow | null> {
  const [p] = await db.select().from(serviceTypes).where(eq(serviceTypes.id, id));
  return p ?? null;
}

/** Prices by plan and cycle (months → cents) in one currency. */
export async function pricesOf(db: Q, typeIds: number[], currency: string): Promise<Map<number, Map<number, number>>> {
  const out = new Map<number, Map<number, number>>();
  if (typeIds.length === 0) return out;
  const rows = await db
    .select()
    .from(serviceTypePrices)
    .where(and(inArray(serviceTypePrices.serviceTypeId, typeIds), eq(serviceTypePrices.currency, currency)));
  for (const r of rows) {
    if (!out.has(r.serviceTypeId)) out.set(r.serviceTypeId, new Map());
    out.get(r.serviceTypeId)!.set(r.cycleMonths, r.priceCents);
  }
  return out;
}

/** Active plans a plan may be upgraded to, smallest first. */
export async function upgradeTargets(db: Q, fromTypeId: number): Promise<PlanRow[]> {
  return db
    .select(getTableColumns(serviceTypes))
    .from(serviceUpgradePaths)
    .innerJoin(serviceTypes, eq(serviceTypes.id, serviceUpgradePaths.toTypeId))
    .where(and(eq(serviceUpgradePaths.fromTypeId, fromTypeId), eq(serviceTypes.active, true)))
    .orderBy(asc(serviceTypes.rank), asc(serviceTypes.id));
}

/** Active addons the catalogue offers for a service type. */
export async function addonPlansFor(db: Q, serviceType: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(serviceTypes)
    .where(
      and(
        eq(serviceTypes.type, 'addon'),
        eq(serviceTypes.active, true),
        sql`${serviceType} = any(${serviceTypes.addonFor})`,
      ),
    )
    .orderBy(asc(serviceTypes.id));
}

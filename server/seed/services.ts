// Seeds the service catalogue, ties the seeded services to its plans (with
// catalogue prices), and gives the other accounts a few addons. The estate's
// services themselves (hosting, domain registrations, a VPS) are written here
// too, for estate.ts and the registrar seed.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { catalogue } from './service-catalogue';
import * as tServices from '@server/db/schema/services';

const day = 86_400_000;

export async function seedCatalogue(tx: Tx) {
  const rows = await tx
    .insert(tServices.serviceTypes)
    .values(
      catalogue.map((c) => ({
        code: c.code,
        type: c.type,
        name: c.name,
        description: c.description,
        family: c.family ?? null,
        rank: c.rank ?? 0,
        features: c.features.map(([key, label, value]) => ({ key, label, value })),
        addonFor: c.addonFor ?? [],
        unit: c.unit ?? null,
        maxQuantity: c.maxQuantity ?? 1,
      })),
    )
    .returning({ id: tServices.serviceTypes.id, code: tServices.serviceTypes.code });
  const id = new Map(rows.map((r) => [r.code, r.id]));
  await tx.insert(tServices.serviceTypePrices).values(
    catalogue.flatMap((c) =>
      Object.entries(c.prices).map(([months, cents]) => ({
        serviceTypeId: id.get(c.code)!,
        cycleMonths: Number(months),
        currency: 'EUR',
        priceCents: cents!,
      })),
    ),
  );
  const paths = catalogue.flatMap((c) =>
    (c.upgradesTo ?? []).map((to) => ({ fromTypeId: id.get(c.code)!, toTypeId: id.get(to)! })),
  );
  if (paths.length) await tx.insert(tServices.serviceUpgradePaths).values(paths);
  return id;
}

export async function seedServices(tx: Tx, now: Date, accounts: { own: number; berg: number; other: number }) {
  const ids = await seedCatalogue(tx);
  // Tie every seeded service to its catalogue plan and bill it at the catalogue's yearly price.
  for (const c of catalogue) {
    const yearly = c.prices[12];
    await tx
      .update(tServices.services)
      .set({ serviceTypeId: ids.get(c.code)!, ...(yearly ? { priceCents: yearly, billingCycle: 'yearly' } : {}) })
      .where(
        and(
          eq(tServices.services.type, c.type),
          eq(tServices.services.plan, c.name),
          isNull(tServices.services.serviceTypeId),
        ),
      );
  }
  await tx
    .update(tServices.services)
    .set({ suspendedReason: 'Unpaid renewal invoice; pay it to reopen the site' })
    .where(
      and(
        eq(tServices.services.status, 'suspended'),
        inArray(tServices.services.accountId, [accounts.own, accounts.berg, accounts.other]),
      ),
    );

  // Addons only on the accounts whose overview counts no test pins.
  await addon(
    tx,
    now,
    ids.get('addon-offsite-backup')!,
    'Offsite backups',
    accounts.berg,
    'bergconsulting.se',
    1,
    4900,
  );
  await addon(tx, now, ids.get('addon-storage')!, 'Extra storage', accounts.other, 'sandandsons.fi', 2, 4000);
}

async function addon(
  tx: Tx,
  now: Date,
  typeId: number,
  name: string,
  accountId: number,
  domain: string,
  quantity: number,
  cents: number,
) {
  const [parent] = await tx
    .select()
    .from(tServices.services)
    .where(
      and(
        eq(tServices.services.accountId, accountId),
        eq(tServices.services.domain, domain),
        eq(tServices.services.type, 'hosting'),
      ),
    );
  if (!parent) return;
  await tx.insert(tServices.services).values({
    accountId,
    type: 'addon',
    plan: name,
    domain,
    displayName: `${name} for ${domain}`,
    status: 'active',
    node: parent.node,
    parentId: parent.id,
    serviceTypeId: typeId,
    quantity,
    priceCents: cents,
    billingCycle: 'yearly',
    createdAt: new Date(now.getTime() - 120 * day),
    expiresAt: parent.expiresAt,
  });
}

/** A hosting account of the estate: `plan` on `node`, with its DirectAdmin-style user. */
export async function seedHostingService(
  tx: Tx,
  accountId: number,
  h: {
    domain: string;
    plan: string;
    node: string;
    user: string;
    suspended?: boolean;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  const [svc] = await tx
    .insert(tServices.services)
    .values({
      accountId,
      type: 'hosting',
      plan: h.plan,
      domain: h.domain,
      displayName: `${h.plan} (${h.domain})`,
      status: h.suspended ? 'suspended' : 'active',
      node: h.node,
      daUsername: h.user,
      priceCents: 17880,
      createdAt: h.createdAt,
      expiresAt: h.expiresAt,
    })
    .returning();
  return svc!;
}

/** The registration service of a domain (the `.tld registration` plan), active. */
export async function seedDomainService(
  tx: Tx,
  accountId: number,
  v: { name: string; tld: string; priceCents: number; createdAt: Date; expiresAt: Date },
) {
  const [svc] = await tx
    .insert(tServices.services)
    .values({
      accountId,
      type: 'domain',
      plan: `.${v.tld} registration`,
      domain: v.name,
      displayName: v.name,
      status: 'active',
      priceCents: v.priceCents,
      createdAt: v.createdAt,
      expiresAt: v.expiresAt,
    })
    .returning();
  return svc!;
}

/** A cloud server of the estate, on the Amsterdam hypervisor. */
export async function seedVpsService(
  tx: Tx,
  accountId: number,
  v: { hostname: string; plan: string; createdAt: Date; expiresAt: Date },
) {
  const [svc] = await tx
    .insert(tServices.services)
    .values({
      accountId,
      type: 'vps',
      plan: v.plan,
      domain: v.hostname,
      displayName: `${v.plan} (${v.hostname})`,
      status: 'active',
      node: 'kvm-ams-11',
      priceCents: 23880,
      createdAt: v.createdAt,
      expiresAt: v.expiresAt,
    })
    .returning();
  return svc!;
}

/** The registration service of `name` does not renew by itself. */
export async function seedManualRenewal(tx: Tx, name: string) {
  await tx
    .update(tServices.services)
    .set({ autoRenew: false })
    .where(and(eq(tServices.services.domain, name), eq(tServices.services.type, 'domain')));
}

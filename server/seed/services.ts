// Seeds the service catalogue, ties the seeded services to its plans (with
// catalogue prices), gives the other accounts a few addons, and files one
// finished migration for the demo account.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { catalogue } from './service-catalogue';
import * as t from '@server/db/schema';

const day = 86_400_000;

export async function seedCatalogue(tx: Tx) {
  const rows = await tx
    .insert(t.serviceTypes)
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
    .returning({ id: t.serviceTypes.id, code: t.serviceTypes.code });
  const id = new Map(rows.map((r) => [r.code, r.id]));
  await tx.insert(t.serviceTypePrices).values(
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
  if (paths.length) await tx.insert(t.serviceUpgradePaths).values(paths);
  return id;
}

export async function seedServices(tx: Tx, now: Date, accounts: { own: number; berg: number; other: number }) {
  const ids = await seedCatalogue(tx);
  // Tie every seeded service to its catalogue plan and bill it at the catalogue's yearly price.
  for (const c of catalogue) {
    const yearly = c.prices[12];
    await tx
      .update(t.services)
      .set({ serviceTypeId: ids.get(c.code)!, ...(yearly ? { priceCents: yearly, billingCycle: 'yearly' } : {}) })
      .where(and(eq(t.services.type, c.type), eq(t.services.plan, c.name), isNull(t.services.serviceTypeId)));
  }
  await tx
    .update(t.services)
    .set({ suspendedReason: 'Unpaid renewal invoice; pay it to reopen the site' })
    .where(
      and(
        eq(t.services.status, 'suspended'),
        inArray(t.services.accountId, [accounts.own, accounts.berg, accounts.other]),
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

  const filed = new Date(now.getTime() - 210 * day);
  const at = (days: number) => new Date(filed.getTime() + days * day).toISOString();
  await tx.insert(t.migrations).values({
    accountId: accounts.own,
    status: 'completed',
    stage: 'done',
    sourceHost: 'cpanel.oldhost.example',
    request: {
      control_panel: { type: 'cPanel', host: 'cpanel.oldhost.example', username: 'nordlight', has_password: true },
      websites: null,
      email_accounts: ['alex@nordlight-studio.com', 'info@nordlight-studio.com'],
      domains: ['nordlight-studio.com'],
      note: 'Please move the site before the end of the month; the old contract ends then.',
    },
    work: [
      { stage: 'copying_files', total: 1, done: 1 },
      { stage: 'importing_databases', total: 1, done: 1 },
      { stage: 'copying_mail', total: 2, done: 2 },
      { stage: 'switching_dns', total: 1, done: 1 },
    ],
    events: [
      { at: at(0), status: 'requested', message: 'Migration request filed; support notified' },
      { at: at(1), status: 'scheduled', message: 'Support scheduled the migration' },
      { at: at(3), status: 'in_progress', message: 'Started: copying files (1 website)' },
      {
        at: at(3.2),
        status: 'completed',
        message:
          'Migration completed: 1 website, 1 database, 2 mailboxes, 1 domain; the source credentials were erased',
      },
    ],
    createdAt: filed,
    updatedAt: new Date(at(3.2)),
    scheduledFor: new Date(at(3)),
    completedAt: new Date(at(3.2)),
  });
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
    .from(t.services)
    .where(and(eq(t.services.accountId, accountId), eq(t.services.domain, domain), eq(t.services.type, 'hosting')));
  if (!parent) return;
  await tx.insert(t.services).values({
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

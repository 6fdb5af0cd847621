// The registrar side of the demo: the estate's registrations, the demo account's domains in every
// interesting state (active, expiring, expired in grace, in redemption, a transfer on its way in, a
// registrant who must still verify, a registry that disagrees with us), web forwards and Snapback
// bookings. What the registries hold (TLDs, their records, names at other registrars and names about
// to drop) is in domains-registry.ts.
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import * as tDomains from '@server/db/schema/domains';
import { PROVIDER_NAMESERVERS, tldOf } from '@server/infra/registry';
import { registryRecordOf } from '@server/infra/registry-records';
import { ensureLifecycleJob, startTransferJob } from '@server/areas/domains/public';
import { withVat } from '@server/core/money';
import {
  openDemoTlds,
  recordOurDomains,
  seedDroppingNames,
  seedExternalName,
  seedRegistryStates,
} from './domains-registry';
import { seedDomainService, seedManualRenewal } from './services';

const day = 86_400_000;

/** Demo auth codes of names at other registrars, so a transfer-in can be tried end to end (docs/demo.md). */
export const DEMO_AUTH_CODES = { 'lindqvist-foto.com': 'LqF7-kP2x-9mW4', 'nordlight.nu': 'NlNu-4Tz8-Qq31' };

interface Accounts {
  own: number;
  berg: number;
  other: number;
}

export async function seedDomains(tx: Tx, now: Date, acc: Accounts) {
  const at = (days: number) => new Date(now.getTime() + days * day);
  const tlds = await openDemoTlds(tx);

  // The demo's states, beyond the active and expiring names the estate already has.
  await registrarDomain(tx, acc.own, 'nordlight-archive.com', at(-45), 'redemption');
  await registrarDomain(tx, acc.own, 'nordlight.eu', at(-5), 'redemption');
  await registrarDomain(tx, acc.own, 'lindqvist.net', at(-9), 'expired');

  // Every registrar domain here has its record at the registry.
  await recordOurDomains(tx, now, tlds);

  // nordlight.se expires in 12 days with auto-renewal turned off: it is the demo's "renew it yourself" case.
  await tx.update(tDomains.domains).set({ autorenew: false }).where(eq(tDomains.domains.name, 'nordlight.se'));
  await seedManualRenewal(tx, 'nordlight.se');

  await seedRegistryStates(tx, now);
  const [se] = await tx.select().from(tDomains.domains).where(eq(tDomains.domains.name, 'nordlight.se'));
  await tx.insert(tDomains.webForwards).values([
    {
      accountId: acc.own,
      domainId: se!.id,
      host: 'www',
      path: '/',
      destination: 'https://nordlight-studio.com/',
      type: '301',
      createdAt: at(-90),
    },
    {
      accountId: acc.own,
      domainId: se!.id,
      host: '',
      path: '/blog',
      destination: 'https://nordlight-studio.com/journal',
      type: '302',
      createdAt: at(-30),
    },
  ]);

  // Names at other registrars: one ready to move here, one that is locked and too new.
  await seedExternalName(
    tx,
    'lindqvist-foto.com',
    'Other Registrar Inc.',
    at(-400),
    at(200),
    [],
    DEMO_AUTH_CODES['lindqvist-foto.com'],
    now,
  );
  await seedExternalName(
    tx,
    'lindqvist-design.com',
    'Other Registrar Inc.',
    at(-20),
    at(345),
    ['clientTransferProhibited'],
    'LdD3-xY7v-Rr02',
    now,
  );
  await seedExternalName(tx, 'nordlight.nu', 'Loopia AB', at(-900), at(100), [], DEMO_AUTH_CODES['nordlight.nu'], now);
  await transferInProgress(tx, acc.own, 'nordlight.nu', now);

  // Names about to drop, for Snapback: released over the next five days (their pendingDelete).
  await seedDroppingNames(tx, now, tlds);
  // A booking the demo placed yesterday, on a name another customer wants too.
  const contested = await registryRecordOf(tx, 'granskog.io');
  await tx.insert(tDomains.snapbackBookings).values(
    [acc.own, acc.berg].map((accountId, i) => ({
      accountId,
      domain: 'granskog.io',
      status: 'booked',
      currency: 'EUR',
      priceCents: withVat(tlds.get('io')!.snapbackCents!),
      dropsAt: contested!.dropsAt!,
      createdAt: at(-1 + i * 0.1),
    })),
  );
  await ensureLifecycleJob(tx, now);
}

async function registrarDomain(tx: Tx, accountId: number, name: string, expiresAt: Date, status: string) {
  const registeredAt = new Date(expiresAt.getTime() - 3 * 365 * day);
  const svc = await seedDomainService(tx, accountId, {
    name,
    tld: tldOf(name),
    priceCents: 1500,
    createdAt: registeredAt,
    expiresAt,
  });
  await tx.insert(tDomains.domains).values({
    accountId,
    serviceId: svc.id,
    name,
    status,
    autorenew: false,
    locked: true,
    nameservers: [...PROVIDER_NAMESERVERS],
    registeredAt,
    expiresAt,
    createdAt: registeredAt,
  });
}

/** A registration of the estate, active and locked, on our nameservers; `hostingServiceId` when a hosting account serves it. */
export async function seedDomain(
  tx: Tx,
  accountId: number,
  name: string,
  hostingServiceId: number | null,
  expiresAt: Date,
  now: Date,
) {
  const registeredAt = new Date(now.getTime() - 800 * day);
  const svc = await seedDomainService(tx, accountId, {
    name,
    tld: name.split('.').pop()!,
    priceCents: 1200,
    createdAt: registeredAt,
    expiresAt,
  });
  await tx.insert(tDomains.domains).values({
    accountId,
    serviceId: svc.id,
    hostingServiceId,
    name,
    status: 'active',
    autorenew: true,
    locked: true,
    nameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
    registeredAt,
    expiresAt,
    createdAt: registeredAt,
  });
}

/** nordlight.nu: ordered and paid, auth code accepted, waiting for the losing registrar (five days). */
async function transferInProgress(tx: Tx, accountId: number, name: string, now: Date) {
  const started = new Date(now.getTime() - 2 * day);
  const expectedCompletionAt = new Date(started.getTime() + 5 * day);
  const [row] = await tx
    .insert(tDomains.domainTransfers)
    .values({
      accountId,
      domain: name,
      orderId: null,
      status: 'pending_losing_registrar',
      authCode: DEMO_AUTH_CODES['nordlight.nu'],
      authCodeValid: true,
      losingRegistrar: 'Loopia AB',
      initiatedAt: started,
      updatedAt: new Date(started.getTime() + 3_600_000),
      expectedCompletionAt,
      history: [
        { at: started.toISOString(), status: 'pending_registry', message: 'Auth code submitted to the .nu registry' },
        {
          at: new Date(started.getTime() + 3_600_000).toISOString(),
          status: 'pending_losing_registrar',
          message: 'The registry accepted the auth code; Loopia AB has five days to object',
        },
      ],
    })
    .returning();
  // Its job completes it when the losing registrar's window ends.
  await startTransferJob(tx, row!, now, expectedCompletionAt.getTime() - now.getTime());
}

// The registrar side of the demo: the TLD catalogue, the registry's record of
// every seeded domain, the demo account's domains in every interesting state
// (active, expiring, expired in grace, in redemption, a transfer on its way in,
// a registrant who must still verify, a registry that disagrees with us), names
// at other registrars to transfer in, and names about to drop for Snapback.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import * as t from '@server/db/schema';
import { OUR_REGISTRAR, PROVIDER_NAMESERVERS, statusesFor, tldOf } from '@server/infra/registry';
import { registryPhase } from '@server/infra/registry-lifecycle';
import { ensureLifecycleJob, startTransferJob } from '@server/areas/domains/public';
import { withVat } from '@server/core/money';
import { catalogue } from './service-catalogue';

const day = 86_400_000;

/**
 * Prices in EUR cents before VAT (registration, transfer, restore fee, owner change; the yearly
 * renewal is the catalogue's price of the TLD's registration plan), phase lengths in days.
 */
const TLDS: (typeof t.registryTlds.$inferInsert)[] = [
  tld('se', false, [0, 60, 5], [1200, 1200, 4000, 2000]),
  tld('nu', false, [0, 60, 5], [1900, 1900, 4000, 2000]),
  tld('fi', false, [0, 30, 5], [1500, 1500, 4000, 0]),
  tld('com', true, [30, 30, 5], [1300, 1300, 7900, 0]),
  tld('net', true, [30, 30, 5], [1500, 1500, 7900, 0]),
  tld('org', true, [30, 30, 5], [1400, 1400, 7900, 0]),
  tld('eu', false, [0, 40, 5], [900, 900, 4500, 0]),
  tld('io', true, [30, 30, 5], [4200, 4200, 9900, 0]),
  tld('dev', true, [30, 30, 5], [1600, 1600, 7900, 0]),
];

function tld(name: string, lock: boolean, [g, r, p]: number[], [reg, tr, res, oc]: number[]) {
  const plan = catalogue.find((c) => c.code === `domain-${name}`);
  if (!plan) throw new Error(`The catalogue has no .${name} registration plan`);
  return {
    tld: name,
    hasTransferLock: lock,
    graceDays: g!,
    redemptionDays: r!,
    pendingDeleteDays: p!,
    registerCents: reg!,
    renewCents: plan.prices[12]!,
    transferCents: tr!,
    restoreCents: res!,
    ownerChangeCents: oc!,
    snapbackCents: 5900,
  };
}

/** Demo auth codes of names at other registrars, so a transfer-in can be tried end to end (docs/demo.md). */
export const DEMO_AUTH_CODES = { 'lindqvist-foto.com': 'LqF7-kP2x-9mW4', 'nordlight.nu': 'NlNu-4Tz8-Qq31' };

interface Accounts {
  own: number;
  berg: number;
  other: number;
}

export async function seedDomains(tx: Tx, now: Date, acc: Accounts) {
  const at = (days: number) => new Date(now.getTime() + days * day);
  await tx.insert(t.registryTlds).values(TLDS);
  const tlds = new Map(TLDS.map((x) => [x.tld, x]));

  // The demo's states, beyond the active and expiring names the estate already has.
  await registrarDomain(tx, acc.own, 'nordlight-archive.com', at(-45), 'redemption');
  await registrarDomain(tx, acc.own, 'nordlight.eu', at(-5), 'redemption');
  await registrarDomain(tx, acc.own, 'lindqvist.net', at(-9), 'expired');

  // Every registrar domain here has its record at the registry.
  const ours = await tx
    .select({ d: t.domains, a: t.accounts })
    .from(t.domains)
    .innerJoin(t.accounts, eq(t.accounts.id, t.domains.accountId))
    .orderBy(t.domains.id);
  for (const { d, a } of ours) {
    const tl = tlds.get(tldOf(d.name))!;
    const expiresAt = d.expiresAt!;
    const phase = registryPhase({ expiresAt, createdAt: d.registeredAt! }, tl as never, now).phase;
    const [row] = await tx
      .insert(t.registryDomains)
      .values({
        name: d.name,
        tld: tl.tld,
        registrar: OUR_REGISTRAR,
        statuses: statusesFor(phase, tl.hasTransferLock!),
        createdAt: d.registeredAt!,
        updatedAt: now,
        expiresAt,
        dropsAt:
          phase === 'pending_delete' ? registryPhase({ expiresAt, createdAt: now }, tl as never, now).releasedAt : null,
        authCode: authCodeFor(d.name),
        nameservers: d.nameservers,
        registrant: { name: a.name, organization: a.company, orgNumber: null, country: a.country },
        verificationStatus: 'verified',
        verificationEmail: a.email,
        verifiedAt: d.registeredAt,
      })
      .returning();
    await tx.insert(t.registryContacts).values(
      ['registrant', 'admin', 'tech', 'billing'].map((role) => ({
        domainId: row!.id,
        role,
        name: a.name,
        organization: a.company,
        orgNumber: null,
        email: a.email,
        phone: '+46.8123456',
        line1: a.address.line1,
        line2: a.address.line2,
        city: a.address.city,
        postalCode: a.address.postalCode,
        country: a.address.country,
      })),
    );
  }

  // nordlight.se expires in 12 days with auto-renewal turned off: it is the demo's "renew it yourself" case.
  await tx.update(t.domains).set({ autorenew: false }).where(eq(t.domains.name, 'nordlight.se'));
  await tx
    .update(t.services)
    .set({ autoRenew: false })
    .where(and(eq(t.services.domain, 'nordlight.se'), eq(t.services.type, 'domain')));

  // A registrant who changed their email and has not confirmed it yet.
  await tx
    .update(t.registryDomains)
    .set({
      verificationStatus: 'pending',
      verificationEmail: 'alex@lindqvist.me',
      verificationSentAt: at(-6),
      verificationDeadlineAt: at(9),
      verifiedAt: null,
    })
    .where(eq(t.registryDomains.name, 'alexlindqvist.dev'));
  // Renewed at the registry by its own auto-renew while our record still has the old date: drift.
  const [drifting] = await tx.select().from(t.domains).where(eq(t.domains.name, 'oldshop-nordlight.com'));
  await tx
    .update(t.registryDomains)
    .set({ expiresAt: new Date(drifting!.expiresAt!.getTime() + 365 * day) })
    .where(eq(t.registryDomains.name, 'oldshop-nordlight.com'));
  // A signed zone with its DS record at the registry, and a glue host for a vanity nameserver.
  const [studio] = await tx.select().from(t.registryDomains).where(eq(t.registryDomains.name, 'nordlight-studio.com'));
  await tx.insert(t.registryDsRecords).values({
    id: 'ds_seeded00001',
    domainId: studio!.id,
    keyTag: 2371,
    algorithm: 13,
    digestType: 2,
    digest: 'E2D3C916F6DEEAC73294E8268FB5885044A833FC5459588F4A9184CFC41A5766',
    source: 'manual',
    createdAt: at(-200),
  });
  await tx.insert(t.registryHosts).values({
    hostname: 'ns1.nordlight-studio.com',
    domainId: studio!.id,
    ipv4: ['185.20.31.10'],
    ipv6: ['2a02:750:9::10'],
    updatedAt: at(-200),
  });
  const [se] = await tx.select().from(t.domains).where(eq(t.domains.name, 'nordlight.se'));
  await tx.insert(t.webForwards).values([
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
  await external(
    tx,
    'lindqvist-foto.com',
    'Other Registrar Inc.',
    at(-400),
    at(200),
    [],
    DEMO_AUTH_CODES['lindqvist-foto.com'],
    now,
  );
  await external(
    tx,
    'lindqvist-design.com',
    'Other Registrar Inc.',
    at(-20),
    at(345),
    ['clientTransferProhibited'],
    'LdD3-xY7v-Rr02',
    now,
  );
  await external(tx, 'nordlight.nu', 'Loopia AB', at(-900), at(100), [], DEMO_AUTH_CODES['nordlight.nu'], now);
  await transferInProgress(tx, acc.own, 'nordlight.nu', now);

  // Names about to drop, for Snapback: released over the next five days (their pendingDelete).
  for (const [i, name] of DROPPING.entries()) {
    const tl = tlds.get(tldOf(name))!;
    const dropsAt = new Date(now.getTime() + ((i * 7919) % 115) * 3_600_000 + 3_600_000);
    const expiresAt = new Date(dropsAt.getTime() - (tl.graceDays! + tl.redemptionDays! + tl.pendingDeleteDays!) * day);
    await tx.insert(t.registryDomains).values({
      name,
      tld: tl.tld,
      registrar: ['Loopia AB', 'Other Registrar Inc.', 'Binero AB', 'Gandi SAS'][i % 4]!,
      statuses: statusesFor('pending_delete', false),
      createdAt: new Date(expiresAt.getTime() - (2 + (i % 9)) * 365 * day),
      updatedAt: now,
      expiresAt,
      dropsAt,
      authCode: authCodeFor(name),
      nameservers: [],
      premium: i % 11 === 3,
      registrant: { name: 'Redacted for privacy', organization: null, orgNumber: null, country: 'SE' },
    });
  }
  // A booking the demo placed yesterday, on a name another customer wants too.
  const [contested] = await tx.select().from(t.registryDomains).where(eq(t.registryDomains.name, 'granskog.io'));
  await tx.insert(t.snapbackBookings).values(
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

const DROPPING = [
  'hjortron.se',
  'fjallstuga.se',
  'kaffekoppen.com',
  'norrsken-media.se',
  'sjobod.nu',
  'vinterljus.com',
  'stugliv.se',
  'skargard-kajak.se',
  'blabarsskogen.se',
  'cykelverkstan.com',
  'tunnbrod.se',
  'lingonris.nu',
  'granskog.io',
  'havsbris.eu',
  'solvarv.se',
  'mossatak.com',
  'stenbrott.net',
  'myrstack.org',
  'fyrvaktare.se',
  'vedspis.se',
  'skogsbad.com',
  'islandshast.se',
  'kantarell.nu',
  'backstuga.se',
  'segelbat.com',
  'fikarast.se',
  'ostersjo-fisk.se',
  'renhjord.com',
  'bastuflotte.se',
  'midnattssol.io',
  'rimfrost.dev',
  'klippan-design.com',
  'ekorre.se',
  'ljungheden.org',
  'varmland-turism.net',
  'smultron.se',
];

/** A deterministic, readable auth code per name (the registry issues them; the demo keeps them stable). */
function authCodeFor(name: string) {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const s = h.toString(36).toUpperCase().padStart(8, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${name.length.toString(36).toUpperCase()}x`;
}

async function registrarDomain(tx: Tx, accountId: number, name: string, expiresAt: Date, status: string) {
  const registeredAt = new Date(expiresAt.getTime() - 3 * 365 * day);
  const [svc] = await tx
    .insert(t.services)
    .values({
      accountId,
      type: 'domain',
      plan: `.${tldOf(name)} registration`,
      domain: name,
      displayName: name,
      status: 'active',
      priceCents: 1500,
      createdAt: registeredAt,
      expiresAt,
    })
    .returning();
  await tx.insert(t.domains).values({
    accountId,
    serviceId: svc!.id,
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

async function external(
  tx: Tx,
  name: string,
  registrar: string,
  createdAt: Date,
  expiresAt: Date,
  extra: string[],
  authCode: string,
  now: Date,
) {
  await tx.insert(t.registryDomains).values({
    name,
    tld: tldOf(name),
    registrar,
    statuses: extra.length ? extra : ['ok'],
    createdAt,
    updatedAt: now,
    expiresAt,
    authCode,
    nameservers: ['ns1.other-registrar.example', 'ns2.other-registrar.example'],
    registrant: { name: 'Alex Lindqvist', organization: null, orgNumber: null, country: 'SE' },
  });
}

/** nordlight.nu: ordered and paid, auth code accepted, waiting for the losing registrar (five days). */
async function transferInProgress(tx: Tx, accountId: number, name: string, now: Date) {
  const started = new Date(now.getTime() - 2 * day);
  const expectedCompletionAt = new Date(started.getTime() + 5 * day);
  const [row] = await tx
    .insert(t.domainTransfers)
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

// The registries' side of the registrar demo: the TLDs they run (the yearly renewal taken from the
// catalogue), their record of every domain registered here, a registrant verification underway, a
// registry whose expiry date ran ahead of ours, a DS record and a glue host, names held at other
// registrars, and names about to drop for Snapback. Written through the registry simulator.
import { eq } from 'drizzle-orm';
import { allAccounts } from '@server/areas/account/public';
import type { Tx } from '@server/db/client';
import * as tDomains from '@server/db/schema/domains';
import { OUR_REGISTRAR, statusesFor, tldOf } from '@server/infra/registry';
import { registryPhase } from '@server/infra/registry-lifecycle';
import {
  addDsRecord,
  addGlueHost,
  openTlds,
  recordAtRegistry,
  setRegistryExpiry,
  startRegistrantVerification,
  registryRecordOf,
  type NewTld,
} from '@server/infra/registry-records';
import { catalogue } from './service-catalogue';

const day = 86_400_000;

/**
 * Prices in EUR cents before VAT (registration, transfer, restore fee, owner change; the yearly
 * renewal is the catalogue's price of the TLD's registration plan), phase lengths in days.
 */
const TLDS: NewTld[] = [
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

type DemoTlds = Map<string, NewTld>;

/** Open the demo's TLDs at their registries; returns them by name. */
export async function openDemoTlds(tx: Tx): Promise<DemoTlds> {
  await openTlds(tx, TLDS);
  return new Map(TLDS.map((x) => [x.tld, x]));
}

/** Every registrar domain here gets its record at the registry, its owner's contacts with it. */
export async function recordOurDomains(tx: Tx, now: Date, tlds: DemoTlds) {
  const owners = new Map((await allAccounts(tx)).map((a) => [a.id, a]));
  const ours = await tx.select().from(tDomains.domains).orderBy(tDomains.domains.id);
  for (const d of ours) {
    const a = owners.get(d.accountId);
    if (!a) continue;
    const tl = tlds.get(tldOf(d.name))!;
    const expiresAt = d.expiresAt!;
    const phase = registryPhase({ expiresAt, createdAt: d.registeredAt! }, tl as never, now).phase;
    await recordAtRegistry(
      tx,
      {
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
      },
      ['registrant', 'admin', 'tech', 'billing'].map((role) => ({
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
}

/**
 * What the registries hold beyond the plain records: a registrant who changed their email and has not
 * confirmed it, a renewal only the registry knows of, and the studio's DS record and vanity nameserver.
 */
export async function seedRegistryStates(tx: Tx, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * day);
  // A registrant who changed their email and has not confirmed it yet.
  await startRegistrantVerification(tx, 'alexlindqvist.dev', {
    email: 'alex@lindqvist.me',
    sentAt: at(-6),
    deadlineAt: at(9),
  });
  // Renewed at the registry by its own auto-renew while our record still has the old date: drift.
  const [drifting] = await tx.select().from(tDomains.domains).where(eq(tDomains.domains.name, 'oldshop-nordlight.com'));
  await setRegistryExpiry(tx, 'oldshop-nordlight.com', new Date(drifting!.expiresAt!.getTime() + 365 * day));
  // A signed zone with its DS record at the registry, and a glue host for a vanity nameserver.
  const studio = await registryRecordOf(tx, 'nordlight-studio.com');
  await addDsRecord(tx, {
    id: 'ds_seeded00001',
    domainId: studio!.id,
    keyTag: 2371,
    algorithm: 13,
    digestType: 2,
    digest: 'E2D3C916F6DEEAC73294E8268FB5885044A833FC5459588F4A9184CFC41A5766',
    source: 'manual',
    createdAt: at(-200),
  });
  await addGlueHost(tx, {
    hostname: 'ns1.nordlight-studio.com',
    domainId: studio!.id,
    ipv4: ['185.20.31.10'],
    ipv6: ['2a02:750:9::10'],
    updatedAt: at(-200),
  });
}

export async function seedExternalName(
  tx: Tx,
  name: string,
  registrar: string,
  createdAt: Date,
  expiresAt: Date,
  extra: string[],
  authCode: string,
  now: Date,
) {
  await recordAtRegistry(tx, {
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

/** Names about to drop, for Snapback: released over the next five days (their pendingDelete). */
export async function seedDroppingNames(tx: Tx, now: Date, tlds: DemoTlds) {
  for (const [i, name] of DROPPING.entries()) {
    const tl = tlds.get(tldOf(name))!;
    const dropsAt = new Date(now.getTime() + ((i * 7919) % 115) * 3_600_000 + 3_600_000);
    const expiresAt = new Date(dropsAt.getTime() - (tl.graceDays! + tl.redemptionDays! + tl.pendingDeleteDays!) * day);
    await recordAtRegistry(tx, {
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

// One account's hosting estate: hosting services with their domains, DNS
// zones, mailboxes and databases, extra domains and a VPS. (CMS installs are
// made by the applications seed, server/seed/apps.ts, on the real databases.)
import { defaultRecords } from '@server/areas/dns/public';
import type { Tx } from '@server/db/client';
import * as t from '@server/db/schema';

const day = 86_400_000;

export interface EstatePlan {
  hosting: { domain: string; plan: string; node: string; user: string; expiresInDays: number; suspended?: boolean }[];
  extraDomains: { name: string; expiresInDays: number }[];
  vps?: { hostname: string; plan: string; expiresInDays: number };
  mailboxes: string[];
  /** The hash every demo mailbox gets (one password for all). */
  mailPasswordHash: string;
}

export async function seedEstate(tx: Tx, accountId: number, now: Date, plan: EstatePlan) {
  const at = (days: number) => new Date(now.getTime() + days * day);
  for (const h of plan.hosting) {
    const [svc] = await tx
      .insert(t.services)
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
        createdAt: at(-700),
        expiresAt: at(h.expiresInDays),
      })
      .returning();
    await domain(tx, accountId, h.domain, svc!.id, at(h.expiresInDays + 30), now);
    await zone(tx, accountId, h.domain, now, h.node);
    if (h.suspended) continue;
    await tx.insert(t.mailboxes).values(
      plan.mailboxes.map((local, i) => ({
        accountId,
        domain: h.domain,
        address: `${local}@${h.domain}`,
        passwordHash: plan.mailPasswordHash,
        quotaMb: i === 0 ? 5000 : i % 2 ? 2000 : null,
        usedMb: [3900, 1500, 420, 1980, 12][i % 5]!,
        sendLimit: i === 0 ? 500 : 0,
        sentToday: [42, 7, 0, 3, 0][i % 5]!,
        isSuspended: false,
        createdAt: at(-600 + i),
      })),
    );
    const slug = h.user;
    const [dbRow] = await tx
      .insert(t.databases)
      .values({ accountId, serviceId: svc!.id, name: `${slug}_wp`, sizeMb: 184, createdAt: at(-500) })
      .returning();
    await tx.insert(t.databaseUsers).values({ databaseId: dbRow!.id, username: `${slug}_wpuser`, createdAt: at(-500) });
  }
  for (const d of plan.extraDomains) {
    await domain(tx, accountId, d.name, null, at(d.expiresInDays), now);
    await zone(tx, accountId, d.name, now, null);
  }
  if (plan.vps) {
    const [svc] = await tx
      .insert(t.services)
      .values({
        accountId,
        type: 'vps',
        plan: plan.vps.plan,
        domain: plan.vps.hostname,
        displayName: `${plan.vps.plan} (${plan.vps.hostname})`,
        status: 'active',
        node: 'kvm-ams-11',
        priceCents: 23880,
        createdAt: at(-300),
        expiresAt: at(plan.vps.expiresInDays),
      })
      .returning();
    await tx.insert(t.vpsServers).values({
      accountId,
      serviceId: svc!.id,
      hostname: plan.vps.hostname,
      ipv4: '185.20.31.44',
      os: 'Debian 12',
      status: 'running',
      vcpus: 2,
      memoryMb: 4096,
      diskGb: 80,
      createdAt: at(-300),
    });
  }
}

async function domain(
  tx: Tx,
  accountId: number,
  name: string,
  hostingServiceId: number | null,
  expiresAt: Date,
  now: Date,
) {
  const [svc] = await tx
    .insert(t.services)
    .values({
      accountId,
      type: 'domain',
      plan: `.${name.split('.').pop()} registration`,
      domain: name,
      displayName: name,
      status: 'active',
      priceCents: 1200,
      createdAt: new Date(now.getTime() - 800 * day),
      expiresAt,
    })
    .returning();
  await tx.insert(t.domains).values({
    accountId,
    serviceId: svc!.id,
    hostingServiceId,
    name,
    status: 'active',
    autorenew: true,
    locked: true,
    nameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
    registeredAt: new Date(now.getTime() - 800 * day),
    expiresAt,
    createdAt: new Date(now.getTime() - 800 * day),
  });
}

async function zone(tx: Tx, accountId: number, name: string, now: Date, node: string | null) {
  const serial = Number(`${now.toISOString().slice(0, 10).replaceAll('-', '')}01`);
  const [z] = await tx
    .insert(t.dnsZones)
    .values({ accountId, domain: name, serial, createdAt: new Date(now.getTime() - 700 * day), updatedAt: now })
    .returning();
  // The same records a reset gives: SOA, our NS, web (hosting node or parking), our mail preset.
  await tx.insert(t.dnsRecords).values(
    defaultRecords(name, node, serial).map((r) => ({
      ...r,
      zoneId: z!.id,
      createdAt: new Date(now.getTime() - 700 * day),
    })),
  );
}

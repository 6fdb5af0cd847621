// One account's hosting estate: hosting services with their domains, DNS
// zones, mailboxes and databases, extra domains and a VPS. (CMS installs are
// made by the applications seed, server/seed/apps.ts, on the real databases.)
// Each part is written by its area's seed file; this one says what the estate holds.
import type { Tx } from '@server/db/client';
import { seedSiteDatabase } from './databases';
import { seedZone } from './dns-zones';
import { seedDomain } from './domains';
import { seedMailboxes } from './email-mailboxes';
import { seedHostingService, seedVpsService } from './services';
import { seedVpsServer } from './vps';

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
    const svc = await seedHostingService(tx, accountId, {
      ...h,
      createdAt: at(-700),
      expiresAt: at(h.expiresInDays),
    });
    await seedDomain(tx, accountId, h.domain, svc.id, at(h.expiresInDays + 30), now);
    await seedZone(tx, accountId, h.domain, now, h.node);
    if (h.suspended) continue;
    await seedMailboxes(tx, accountId, h.domain, plan.mailboxes, plan.mailPasswordHash, now);
    await seedSiteDatabase(tx, accountId, svc.id, h.user, at(-500));
  }
  for (const d of plan.extraDomains) {
    await seedDomain(tx, accountId, d.name, null, at(d.expiresInDays), now);
    await seedZone(tx, accountId, d.name, now, null);
  }
  if (plan.vps) {
    const svc = await seedVpsService(tx, accountId, {
      ...plan.vps,
      createdAt: at(-300),
      expiresAt: at(plan.vps.expiresInDays),
    });
    await seedVpsServer(tx, accountId, svc.id, plan.vps.hostname, at(-300));
  }
}

// A believable demo: the demo user's own account with a full estate, a second
// account the demo user is a guest of, and a third unrelated one (for ownership checks).
import type { CustomerServer } from '@server/db/customer-server';
import { createDatabaseNode } from '@server/infra/database-node';
import { DEFAULT_PASSWORD_COST, hashPassword, parsePasswordHash, type ScryptCost } from '@server/core/crypto';
import { type PaidHook } from '@server/core/money';
import { createInvoice, markInvoicePaid, moveBalance } from '@server/areas/billing/public';
import type { Db } from '@server/db/client';
import { seedAccount, seedGuest, seedPerson, setSeedPasswordHash } from './account';
import { DEMO_PASSWORD_HASHES } from './demo-password-hashes';
import { seedEstate } from './estate';
import { seedDns } from './dns';
import { seedBilling } from './billing';
import { seedServices } from './services';
import { seedMigrations } from './migrations';
import { seedEmail } from './email';
import { setMailboxPasswordHashes } from './email-mailboxes';
import { seedDomains } from './domains';
import { seedHosting } from './hosting';
import { seedDatabases } from './databases';
import { seedHostingSites } from './hosting-sites';
import { seedHostingUsage } from './hosting-usage';
import { seedApps } from './apps';
import { seedBackups } from './backups';
import { seedVps } from './vps';
import { seedCron } from './cron';
import { seedDiagnostics } from './diagnostics';
import { seedMonitoring } from './monitoring';
import { seedNotifications } from './notifications';

export const DEMO = { email: 'demo@example.com', password: 'demo-password' };
export const GUEST_HOST = { email: 'maria@example.com', password: 'maria-password' };
export const OTHER = { email: 'olof@example.org', password: 'olof-password' };
const MAILBOX_PASSWORD = 'Mailbox-demo-1';

const day = 86_400_000;

// Stands in for the password hashes while they are computed: scrypt runs on libuv's thread pool,
// so the demo world is written (on the main thread, where PGlite runs) meanwhile, and the real
// hashes replace this before the transaction commits.
const PENDING_HASH = 'scrypt$pending$pending';

/**
 * The hash made once (demo-password-hashes.ts) when it has this cost; else made now, one after another:
 * at OWASP's cost each takes 128 MiB for a moment.
 */
async function hashAll(passwords: readonly string[], cost: ScryptCost): Promise<string[]> {
  const out: string[] = [];
  for (const pw of passwords) {
    const kept = DEMO_PASSWORD_HASHES[pw];
    const keptCost = kept && parsePasswordHash(kept)?.cost;
    const same = keptCost && keptCost.N === cost.N && keptCost.r === cost.r && keptCost.p === cost.p;
    out.push(same ? kept : await hashPassword(pw, cost));
  }
  return out;
}

/**
 * `paidHooks`: the server's invoice-paid hooks, so demo invoices are paid exactly as real ones are.
 * `passwordCost`: the scrypt cost of the demo passwords; the tests' seed uses their lowered cost.
 */
export async function seed(
  db: Db,
  customers: CustomerServer,
  now: Date,
  paidHooks: readonly PaidHook[],
  passwordCost: ScryptCost = DEFAULT_PASSWORD_COST,
): Promise<void> {
  // Started now, awaited at the end of the transaction; the catch only keeps a failure that comes
  // before then from being an unhandled rejection (the await below still throws it).
  const hashing = hashAll([DEMO.password, GUEST_HOST.password, OTHER.password, MAILBOX_PASSWORD], passwordCost);
  hashing.catch(() => {});
  // The demo's customer databases are made on the node's own server (ADR 028).
  const node = createDatabaseNode(customers);
  await db.transaction(async (tx) => {
    const demo = await seedPerson(tx, DEMO.email, 'Alex Lindqvist', PENDING_HASH);
    const maria = await seedPerson(tx, GUEST_HOST.email, 'Maria Berg', PENDING_HASH);
    const olof = await seedPerson(tx, OTHER.email, 'Olof Sand', PENDING_HASH);

    const own = await seedAccount(tx, demo.id, {
      name: 'Nordlight Studio AB',
      email: DEMO.email,
      company: 'Nordlight Studio AB',
      country: 'SE',
      city: 'Stockholm',
      phone: '+46812345678',
      vatNumber: 'SE556677889901',
      now,
    });
    const berg = await seedAccount(tx, maria.id, {
      name: 'Berg Consulting',
      email: GUEST_HOST.email,
      company: 'Berg Consulting HB',
      country: 'SE',
      city: 'Uppsala',
      phone: '+4618123456',
      vatNumber: 'SE556012579001',
      now,
    });
    const other = await seedAccount(tx, olof.id, {
      name: 'Sand & Sons',
      email: OTHER.email,
      company: null,
      country: 'FI',
      city: 'Helsinki',
      phone: '+358942424242',
      vatNumber: null,
      now,
    });

    await seedGuest(tx, berg.id, demo, new Date(now.getTime() - 40 * day));

    await seedEstate(tx, own.id, now, {
      hosting: [
        {
          domain: 'nordlight-studio.com',
          plan: 'Business Hosting',
          node: 'web-ams-04',
          user: 'nordligh',
          expiresInDays: 21,
        },
        {
          domain: 'oldshop-nordlight.com',
          plan: 'Starter Hosting',
          node: 'web-ams-02',
          user: 'oldshop',
          expiresInDays: 140,
          suspended: true,
        },
      ],
      extraDomains: [
        { name: 'nordlight.se', expiresInDays: 12 },
        { name: 'alexlindqvist.dev', expiresInDays: 300 },
      ],
      vps: { hostname: 'build-01.nordlight-studio.com', plan: 'Cloud VPS M', expiresInDays: 75 },
      mailboxes: ['alex', 'info', 'support', 'billing', 'jobs'],
      mailPasswordHash: PENDING_HASH,
    });
    await seedEstate(tx, berg.id, now, {
      hosting: [
        {
          domain: 'bergconsulting.se',
          plan: 'Business Hosting',
          node: 'web-sto-01',
          user: 'bergcons',
          expiresInDays: 200,
        },
      ],
      extraDomains: [{ name: 'maria-berg.se', expiresInDays: 25 }],
      mailboxes: ['maria', 'kontakt'],
      mailPasswordHash: PENDING_HASH,
    });
    await seedEstate(tx, other.id, now, {
      hosting: [
        { domain: 'sandandsons.fi', plan: 'Starter Hosting', node: 'web-hel-01', user: 'sandsons', expiresInDays: 90 },
      ],
      extraDomains: [],
      mailboxes: ['olof'],
      mailPasswordHash: PENDING_HASH,
    });

    // Billing history: paid invoices, one unpaid, and a balance with its ledger.
    for (const [i, acc] of [own, berg, other].entries()) {
      for (let m = 6; m >= 1; m--) {
        const inv = await createInvoice(tx, {
          accountId: acc.id,
          kind: 'invoice',
          currency: 'EUR',
          taxRate: 0.25,
          now: new Date(now.getTime() - m * 30 * day),
          items: [
            { description: 'Business Hosting, monthly', quantity: 1, unitCents: 1490 + i * 100 },
            { description: 'Domain renewals', quantity: 1, unitCents: 1200 },
          ],
        });
        if (m > 1) await markInvoicePaid(tx, paidHooks, inv.id, new Date(now.getTime() - (m * 30 - 3) * day));
      }
      await moveBalance(tx, acc.id, 5000, 'adjustment', 'Welcome credit', null, new Date(now.getTime() - 60 * day));
      await moveBalance(
        tx,
        acc.id,
        -750,
        'charge',
        'SSL certificate for the shop',
        null,
        new Date(now.getTime() - 20 * day),
      );
    }
    await seedDns(tx, now);
    await seedEmail(tx, now);
    await seedServices(tx, now, { own: own.id, berg: berg.id, other: other.id });
    await seedMigrations(tx, now, own.id);
    await seedBilling(tx, now, { own: own.id, berg: berg.id, other: other.id });
    await seedDomains(tx, now, { own: own.id, berg: berg.id, other: other.id });
    await seedHosting(tx);
    await seedDatabases(tx, node, now);
    await seedHostingSites(tx, now);
    await seedHostingUsage(tx, now);
    await seedApps(tx, node, now);
    await seedVps(tx, now);
    await seedCron(tx, now);
    await seedBackups(tx, node, now);
    await seedDiagnostics(tx, now);
    await seedMonitoring(tx, now);
    await seedNotifications(tx, now);

    const [demoHash, mariaHash, olofHash, mailHash] = await hashing;
    for (const [id, passwordHash] of [
      [demo.id, demoHash!],
      [maria.id, mariaHash!],
      [olof.id, olofHash!],
    ] as const)
      await setSeedPasswordHash(tx, id, passwordHash);
    await setMailboxPasswordHashes(tx, PENDING_HASH, mailHash!);
  });
}

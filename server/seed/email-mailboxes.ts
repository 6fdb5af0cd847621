// The estate's mailboxes and what other parts of the demo add to them: the real password hash once
// it is made, the forwarder the diagnostics demo hosts, and bulk mailboxes for performance work.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import * as tEmail from '@server/db/schema/email';
import { batched } from './batches';

const day = 86_400_000;

/** Mailboxes `locals` on a hosting domain, each with the same password hash; quotas and use vary by position. */
export async function seedMailboxes(
  tx: Tx,
  accountId: number,
  domain: string,
  locals: string[],
  passwordHash: string,
  now: Date,
) {
  const at = (days: number) => new Date(now.getTime() + days * day);
  await tx.insert(tEmail.mailboxes).values(
    locals.map((local, i) => ({
      accountId,
      domain,
      address: `${local}@${domain}`,
      passwordHash,
      quotaMb: i === 0 ? 5000 : i % 2 ? 2000 : null,
      usedMb: [3900, 1500, 420, 1980, 12][i % 5]!,
      sendLimit: i === 0 ? 500 : 0,
      sentToday: [42, 7, 0, 3, 0][i % 5]!,
      isSuspended: false,
      createdAt: at(-600 + i),
    })),
  );
}

/** Every mailbox still holding the stand-in hash gets the real one. */
export async function setMailboxPasswordHashes(tx: Tx, standIn: string, passwordHash: string) {
  await tx.update(tEmail.mailboxes).set({ passwordHash }).where(eq(tEmail.mailboxes.passwordHash, standIn));
}

/** `address` forwards to the hosted mailbox `to`, since `createdAt`. */
export async function seedForwarderTo(
  tx: Tx,
  v: { accountId: number; domain: string; address: string; to: string; createdAt: Date },
) {
  const [box] = await tx.select().from(tEmail.mailboxes).where(eq(tEmail.mailboxes.address, v.to));
  await tx.insert(tEmail.emailForwarders).values({
    accountId: v.accountId,
    domain: v.domain,
    address: v.address,
    destination: box!.address,
    createdAt: v.createdAt,
  });
}

/** The highest mailbox id so far (0 with none): bulk rows are tagged with it, so a second run adds new names. */
export async function highestMailboxId(db: Db): Promise<number> {
  const [{ m }] = (await db
    .select({ m: sql<number>`coalesce(max(${tEmail.mailboxes.id}), 0)::int` })
    .from(tEmail.mailboxes)) as [{ m: number }];
  return m;
}

/** `n` mailboxes on `domain`, named by `tag`, with a spread of quotas, use and suspensions. */
export async function bulkMailboxes(db: Db, accountId: number, domain: string, tag: string, n: number) {
  await batched(
    n,
    (i) => ({
      accountId,
      domain,
      address: `user${i}.${tag}@${domain}`,
      passwordHash: 'scrypt$disabled$disabled',
      quotaMb: [1000, 2000, 5000, null][i % 4]!,
      // A few MB each: 10,000 of them must still fit the account's disk, or nothing else could be installed there.
      usedMb: (i * 7) % 3,
      sendLimit: 0,
      sentToday: i % 13,
      isSuspended: i % 97 === 0,
    }),
    (rows) => db.insert(tEmail.mailboxes).values(rows),
  );
}

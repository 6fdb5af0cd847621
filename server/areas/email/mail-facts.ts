// A domain's mail as the diagnostics read it (read-only): whether this service
// hosts mail for it, the deliverability checks exactly as GET /email/deliverability
// judges them, mailbox quotas, the outgoing queue and the last day's bounces.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { apexMx, readZone } from '@server/areas/dns/public';
import type { Deps } from '@server/core/deps';
import type { Db, Tx } from '@server/db/client';
import { emailForwarders, mailboxes } from '@server/db/schema/email';
import { bouncesSince, stuckMail } from '@server/infra/mail-log-reads';
import { messageCounts } from '@server/infra/mail-store-reads';
import { evaluateDeliverability } from './deliverability-evaluation';
import { readSettings } from './settings-repository';

const DAY_MS = 86_400_000;

export interface MailFacts {
  mailboxes: { address: string; usedMb: number; quotaMb: number | null; isSuspended: boolean }[];
  forwarders: string[];
  /** Mail for the domain is hosted here: it has a mailbox or a forwarder on this service. */
  hostedHere: boolean;
  dkimEnabled: boolean;
  /** The apex mail exchangers; null when the domain's zone is not hosted here (its records cannot be read). */
  mx: { host: string; priority: number }[] | null;
  /** Null when the zone is not hosted here, or when not asked for (`auth: false`: it asks the DNS many times). */
  deliverability: Awaited<ReturnType<typeof evaluateDeliverability>> | null;
  queue: { id: string; status: string; recipients: string[]; attempts: number; lastError: string | null }[];
  bounces: { at: Date; from: string; to: string; detail: string }[];
}

export async function mailFacts(
  deps: Deps,
  accountId: number,
  domain: string,
  o: { auth: boolean } = { auth: true },
): Promise<MailFacts> {
  const db = deps.db;
  const now = deps.clock.now();
  const [boxes, fwd, settings, zone, queue, bounces] = await Promise.all([
    db
      .select({
        address: mailboxes.address,
        usedMb: mailboxes.usedMb,
        quotaMb: mailboxes.quotaMb,
        isSuspended: mailboxes.isSuspended,
      })
      .from(mailboxes)
      .where(and(eq(mailboxes.accountId, accountId), eq(mailboxes.domain, domain)))
      .orderBy(asc(mailboxes.address)),
    db
      .select({ address: emailForwarders.address })
      .from(emailForwarders)
      .where(and(eq(emailForwarders.accountId, accountId), eq(emailForwarders.domain, domain)))
      .orderBy(asc(emailForwarders.address)),
    readSettings(db, domain, accountId),
    readZone(db, domain),
    stuckMail(db, accountId, domain),
    bouncesSince(db, accountId, domain, new Date(now.getTime() - DAY_MS)),
  ]);
  const forwarders = [...new Set(fwd.map((f) => f.address))];
  return {
    mailboxes: boxes,
    forwarders,
    hostedHere: boxes.length > 0 || forwarders.length > 0,
    dkimEnabled: settings.dkimEnabled,
    mx: zone ? apexMx(zone) : null,
    deliverability: zone && o.auth ? await evaluateDeliverability(deps, domain, zone, settings) : null,
    queue: queue.map((q) => ({
      id: q.id,
      status: q.status,
      recipients: q.recipients,
      attempts: q.attempts,
      lastError: q.lastError,
    })),
    bounces: bounces.map((b) => ({ at: b.at, from: b.from, to: b.to, detail: b.detail })),
  };
}

/** The mailboxes of `accountId` on `domains` with the mail they hold and how many messages (files) that is. */
export async function mailboxStorage(q: Db | Tx, accountId: number, domains: string[]) {
  if (!domains.length) return [];
  const boxes = await q
    .select({ id: mailboxes.id, address: mailboxes.address, domain: mailboxes.domain, usedMb: mailboxes.usedMb })
    .from(mailboxes)
    .where(and(eq(mailboxes.accountId, accountId), inArray(mailboxes.domain, domains)))
    .orderBy(asc(mailboxes.address));
  const held = await messageCounts(
    q,
    boxes.map((b) => b.id),
  );
  return boxes.map(({ id, ...b }) => ({ ...b, messages: held.get(id) ?? 0 }));
}

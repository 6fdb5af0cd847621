// Mail for the demo: settings and rules on the demo domains, then a month of
// traffic run through the simulated mail server itself, so folders, the mail
// log, the queue and the auto-replies are what the rules really produced.
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import * as tEmail from '@server/db/schema/email';
import { deliverInbound, submitOutbound } from '@server/infra/mail-delivery';
import { ensureFolders } from '@server/infra/mail-store';
import { inbox, lateArrivals, sent, small, type Msg } from './email-messages';

const day = 86_400_000;
const hour = 3_600_000;

export async function seedEmail(tx: Tx, now: Date) {
  const boxes = await tx.select().from(tEmail.mailboxes).orderBy(tEmail.mailboxes.id);
  const sentToday = new Map(boxes.map((b) => [b.id, b.sentToday]));
  const byAccount = new Map<number, typeof boxes>();
  for (const b of boxes) byAccount.set(b.accountId, [...(byAccount.get(b.accountId) ?? []), b]);
  for (const b of boxes) await ensureFolders(tx, b.id);

  const demo = boxes.find((b) => b.address.startsWith('alex@'));
  if (demo) await seedMailRules(tx, demo.domain, demo.accountId, now);

  const deliver = (to: string, m: Msg) => deliverInbound(tx, { ...m, to, date: new Date(now.getTime() - m.ago) }, now);
  for (const [, list] of byAccount) {
    for (const b of list) {
      const local = b.address.split('@')[0]!;
      const msgs = local === 'alex' ? inbox(b.domain) : small(local);
      for (const m of [...msgs].reverse()) await deliver(b.address, m);
    }
  }
  if (demo) {
    const d = demo.domain;
    for (const { ago, ...m } of sent(d)) await submitOutbound(tx, { ...m, date: new Date(now.getTime() - ago) }, now);
    for (const { local, ...m } of lateArrivals) await deliver(`${local}@${d}`, m);
    await tx
      .update(tEmail.mailboxes)
      .set({ lastLoginAt: new Date(now.getTime() - 2 * hour) })
      .where(eq(tEmail.mailboxes.id, demo.id));
  }
  // The estate's counters describe today; the history above was mostly sent on earlier days.
  for (const [id, n] of sentToday)
    await tx.update(tEmail.mailboxes).set({ sentToday: n }).where(eq(tEmail.mailboxes.id, id));
}

// Rules on the demo domain: info@ also reaches alex@, an autoresponder on
// support@, a receipts filter for billing@, a planned vacation for jobs@.
async function seedMailRules(tx: Tx, d: string, accountId: number, now: Date) {
  await tx.insert(tEmail.emailDomainSettings).values({
    domain: d,
    accountId,
    allowList: ['@panel-hosting.net'],
    blockList: ['*@pharma-deals.example'],
  });
  await tx.insert(tEmail.emailForwarders).values([
    {
      accountId,
      domain: d,
      address: `info@${d}`,
      destination: `alex@${d}`,
      createdAt: new Date(now.getTime() - 200 * day),
    },
    {
      accountId,
      domain: d,
      address: `hello@${d}`,
      destination: `alex@${d}`,
      createdAt: new Date(now.getTime() - 180 * day),
    },
    {
      accountId,
      domain: d,
      address: `hello@${d}`,
      destination: 'alex.lindqvist@gmail.com',
      createdAt: new Date(now.getTime() - 180 * day),
    },
  ]);
  await tx.insert(tEmail.emailAutoresponders).values({
    accountId,
    domain: d,
    address: `support@${d}`,
    subject: 'We got your message',
    fromName: 'Nordlight Support',
    body: 'Thanks for writing to Nordlight Studio support. We answer within one working day.',
    intervalHours: 24,
    createdAt: new Date(now.getTime() - 90 * day),
  });
  await tx.insert(tEmail.emailFilters).values({
    id: 'flt_receipts0001',
    accountId,
    domain: d,
    address: `billing@${d}`,
    name: 'Receipts to their folder',
    field: 'subject',
    headerName: null,
    match: 'contains',
    value: 'invoice',
    action: 'move_to_folder',
    destination: 'INBOX.Receipts',
    position: 0,
    createdAt: new Date(now.getTime() - 60 * day),
  });
  await tx.insert(tEmail.emailVacations).values({
    id: 'vac_summer000001',
    accountId,
    domain: d,
    address: `jobs@${d}`,
    subject: 'Out of office until August',
    message: 'Thanks for your application! We read every one after the summer break.',
    startsAt: new Date(now.getTime() + 30 * day),
    endsAt: new Date(now.getTime() + 58 * day),
    replyOnce: true,
    createdAt: new Date(now.getTime() - 5 * day),
  });
}

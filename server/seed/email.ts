// Mail for the demo: settings and rules on the demo domains, then a month of
// traffic run through the simulated mail server itself, so folders, the mail
// log, the queue and the auto-replies are what the rules really produced.
import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import * as t from './schema';
import { deliverInbound, submitOutbound, type InboundMail } from '@server/infra/mail-delivery';
import { ensureFolders } from '@server/infra/mail-store';

const day = 86_400_000;
const hour = 3_600_000;

type Msg = Omit<InboundMail, 'to' | 'date'> & { ago: number };

const p = (name: string | null, address: string) => ({ name, address });

const inbox = (domain: string): Msg[] => [
  {
    ago: 0.1 * day,
    from: p('Klara Nyström', 'klara@fjordbyra.se'),
    subject: 'Brand refresh: second round of sketches',
    text: `Hi Alex,\n\nAttached are the revised logo sketches for the spring campaign. We went with the warmer palette you suggested and tightened the wordmark.\n\nCould you look at them before Thursday's call?\n\nBest,\nKlara`,
    attachments: [{ filename: 'sketches-v2.pdf', contentType: 'application/pdf', sizeBytes: 2_340_112 }],
  },
  {
    ago: 0.4 * day,
    from: p('GitHub', 'noreply@github.com'),
    subject: '[nordlight/site] Pull request #142 merged',
    text: 'Merged #142 "Lazy-load the case-study images" into main.\n\nView it on GitHub.',
  },
  {
    ago: 0.9 * day,
    from: p('Johan Ek', 'johan.ek@ekbergs-bageri.se'),
    subject: 'Re: Quote for the new web shop',
    text: `Hej Alex,\n\nThanks for the quote. The board approved the budget yesterday, so we would like to start in March. Can you send over the contract?\n\nJohan Ek\nEkbergs Bageri`,
    flagged: true,
  },
  {
    ago: 1.3 * day,
    from: p('Panel Billing', 'billing@panel-hosting.net'),
    subject: 'Invoice INV-2025-0412 is available',
    text: 'Your invoice for Business Hosting is available in the dashboard. Amount due: 18.63 EUR.',
  },
  {
    ago: 2.1 * day,
    from: p('Mira Holm', `mira@${domain}`),
    subject: 'Lunch on Friday?',
    text: 'Team lunch at Hermans on Friday at 12? Reply and I will book a table.',
    seen: true,
  },
  {
    ago: 2.8 * day,
    from: p('Stripe', 'receipts@stripe.com'),
    subject: 'Your receipt from Figma #2231-9940',
    text: 'Amount paid: $45.00 — Figma Professional, 3 editors.',
    seen: true,
    attachments: [{ filename: 'receipt-2231-9940.pdf', contentType: 'application/pdf', sizeBytes: 41_220 }],
  },
  {
    ago: 3.5 * day,
    from: p('Lina Berg', 'lina@kontorshotellet.se'),
    subject: 'Meeting room booking confirmed',
    text: 'Room "Skeppsholmen" is booked for Tuesday 10:00-12:00. The code for the door is sent by SMS on the day.',
    seen: true,
  },
  {
    ago: 4.2 * day,
    from: p('Prize Department', 'winner@lucky-prizes.example'),
    subject: 'YOU HAVE WON 1,000,000 EUR!!!',
    text: 'Click here to claim your prize now. Limited time offer!!!',
    spamScore: 14.2,
  },
  {
    ago: 5.0 * day,
    from: p('Ola Svensson', 'ola@svensson-arkitekter.se'),
    subject: 'Photos for the portfolio page',
    text: 'Here are the photos from the Gröndal project. Feel free to crop as needed; credits to Svensson Arkitekter.',
    seen: true,
    attachments: [
      { filename: 'grondal-01.jpg', contentType: 'image/jpeg', sizeBytes: 3_912_004 },
      { filename: 'grondal-02.jpg', contentType: 'image/jpeg', sizeBytes: 4_120_880 },
    ],
  },
  {
    ago: 6.4 * day,
    from: p('Cheap Meds', 'offers@pharma-deals.example'),
    subject: 'Best prices online',
    text: 'Buy now, no prescription needed.',
    spamScore: 9.1,
  },
  {
    ago: 7.7 * day,
    from: p('Skatteverket', 'no-reply@skatteverket.se'),
    subject: 'Ny händelse i din inkorg',
    text: 'Du har fått ett nytt meddelande i din digitala brevlåda.',
    seen: true,
  },
  {
    ago: 9.0 * day,
    from: p('Klara Nyström', 'klara@fjordbyra.se'),
    subject: 'Brand refresh kickoff notes',
    text: 'Notes from the kickoff are in the shared folder. Next steps: moodboard by the 14th, first sketches by the 21st.',
    seen: true,
  },
  {
    ago: 12 * day,
    from: p('Johan Ek', 'johan.ek@ekbergs-bageri.se'),
    subject: 'Quote for the new web shop',
    text: 'Hi! We are looking for a new web shop with click-and-collect for our three bakeries. Could you send a quote?',
    seen: true,
  },
  {
    ago: 16 * day,
    from: p('LinkedIn', 'messages-noreply@linkedin.com'),
    subject: 'You appeared in 14 searches this week',
    text: 'See who is looking at your profile.',
    seen: true,
  },
  {
    ago: 21 * day,
    from: p('Panel Support', 'support@panel-hosting.net'),
    subject: 'Scheduled maintenance on web-ams-04',
    text: 'We will upgrade the storage of web-ams-04 on Sunday between 02:00 and 04:00 UTC. Sites stay online; mail is queued and delivered afterwards.',
    seen: true,
  },
  {
    ago: 27 * day,
    from: p('Erik Lund', 'erik@lundfoto.se'),
    subject: 'Invoice 2025-031 for the studio shoot',
    text: 'Please find my invoice attached. Payment within 30 days.',
    seen: true,
    attachments: [{ filename: 'invoice-2025-031.pdf', contentType: 'application/pdf', sizeBytes: 88_120 }],
  },
];

const small = (local: string): Msg[] => [
  {
    ago: 0.6 * day,
    from: p('Sofia Ahl', 'sofia.ahl@gmail.com'),
    subject: local === 'jobs' ? 'Application: junior front-end developer' : `Question for ${local}`,
    text:
      local === 'jobs'
        ? 'Hello! Please find my CV and portfolio attached. I would love to join Nordlight Studio.'
        : 'Hi, I have a question about your services. Could you call me back?',
    attachments:
      local === 'jobs' ? [{ filename: 'sofia-ahl-cv.pdf', contentType: 'application/pdf', sizeBytes: 220_410 }] : [],
  },
  {
    ago: 3 * day,
    from: p('Newsletter', 'news@designweekly.com'),
    subject: 'Design Weekly #212: variable fonts in production',
    text: 'This week: variable fonts, accessible colour palettes and a look at the new CSS anchor positioning.',
    seen: true,
  },
  {
    ago: 8 * day,
    from: p('Acme Supplies', 'orders@acme-supplies.com'),
    subject: 'Invoice 88231 for your order',
    text: 'Thank you for your order. Your invoice is attached.',
    seen: true,
    attachments: [{ filename: 'invoice-88231.pdf', contentType: 'application/pdf', sizeBytes: 52_880 }],
  },
];

export async function seedEmail(tx: Tx, now: Date) {
  const boxes = await tx.select().from(t.mailboxes).orderBy(t.mailboxes.id);
  const sentToday = new Map(boxes.map((b) => [b.id, b.sentToday]));
  const byAccount = new Map<number, typeof boxes>();
  for (const b of boxes) byAccount.set(b.accountId, [...(byAccount.get(b.accountId) ?? []), b]);
  for (const b of boxes) await ensureFolders(tx, b.id);

  // Rules on the demo domain: info@ also reaches alex@, an autoresponder on
  // support@, a receipts filter for billing@, a planned vacation for jobs@.
  const demo = boxes.find((b) => b.address.startsWith('alex@'));
  if (demo) {
    const d = demo.domain;
    await tx
      .insert(t.emailDomainSettings)
      .values({
        domain: d,
        accountId: demo.accountId,
        allowList: ['@panel-hosting.net'],
        blockList: ['*@pharma-deals.example'],
      });
    await tx.insert(t.emailForwarders).values([
      {
        accountId: demo.accountId,
        domain: d,
        address: `info@${d}`,
        destination: `alex@${d}`,
        createdAt: new Date(now.getTime() - 200 * day),
      },
      {
        accountId: demo.accountId,
        domain: d,
        address: `hello@${d}`,
        destination: `alex@${d}`,
        createdAt: new Date(now.getTime() - 180 * day),
      },
      {
        accountId: demo.accountId,
        domain: d,
        address: `hello@${d}`,
        destination: 'alex.lindqvist@gmail.com',
        createdAt: new Date(now.getTime() - 180 * day),
      },
    ]);
    await tx.insert(t.emailAutoresponders).values({
      accountId: demo.accountId,
      domain: d,
      address: `support@${d}`,
      subject: 'We got your message',
      fromName: 'Nordlight Support',
      body: 'Thanks for writing to Nordlight Studio support. We answer within one working day.',
      intervalHours: 24,
      createdAt: new Date(now.getTime() - 90 * day),
    });
    await tx.insert(t.emailFilters).values({
      id: 'flt_receipts0001',
      accountId: demo.accountId,
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
    await tx.insert(t.emailVacations).values({
      id: 'vac_summer000001',
      accountId: demo.accountId,
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
    const send = (from: string, to: string[], subject: string, text: string, ago: number) =>
      submitOutbound(tx, { from, to, subject, text, date: new Date(now.getTime() - ago) }, now);
    await send(
      `alex@${d}`,
      ['johan.ek@ekbergs-bageri.se'],
      'Re: Quote for the new web shop',
      'Hi Johan, here is the quote we discussed. Best, Alex',
      11 * day,
    );
    await send(
      `alex@${d}`,
      ['klara@fjordbyra.se'],
      'Re: Brand refresh kickoff notes',
      'Thanks Klara, looks great. See you Thursday.',
      8 * day,
    );
    await send(
      `info@${d}`,
      ['orders@old-supplier.example'],
      'Cancel standing order',
      'Please cancel our standing order from next month.',
      3 * hour,
    );
    await send(
      `billing@${d}`,
      ['ap@kundbolaget.test'],
      'Invoice 2025-118',
      'Please find invoice 2025-118 attached.',
      2 * hour,
    );
    // A message to info@ (forwarded to alex@) and to an unknown address (the catch-all rejects it).
    await deliver(`info@${d}`, {
      ago: 5 * hour,
      from: p('Anna Kvist', 'anna@kvist-design.se'),
      subject: 'Collaboration on the museum project?',
      text: 'Hi! Would Nordlight be interested in a joint bid for the Maritime Museum website?',
    });
    await deliver(`sales@${d}`, {
      ago: 4 * hour,
      from: p(null, 'bounce-test@mailtester.com'),
      subject: 'Test',
      text: 'test',
    });
    await tx
      .update(t.mailboxes)
      .set({ lastLoginAt: new Date(now.getTime() - 2 * hour) })
      .where(eq(t.mailboxes.id, demo.id));
  }
  // The estate's counters describe today; the history above was mostly sent on earlier days.
  for (const [id, n] of sentToday) await tx.update(t.mailboxes).set({ sentToday: n }).where(eq(t.mailboxes.id, id));
}

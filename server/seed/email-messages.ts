// The demo's mail traffic: a month of messages into the demo inbox, a few
// into every other mailbox, and what the demo user sent. Times are `ago`
// milliseconds before the seed runs, so the history always looks recent.
import type { InboundMail } from '@server/infra/mail-message';

const day = 86_400_000;
const hour = 3_600_000;

export type Msg = Omit<InboundMail, 'to' | 'date'> & { ago: number };

const p = (name: string | null, address: string) => ({ name, address });

/** The demo user's own inbox: clients, services, a colleague and two spams. */
export const inbox = (domain: string): Msg[] => [
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

/** What every other mailbox holds; jobs@ gets an application. */
export const small = (local: string): Msg[] => [
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

/** Sent by the demo domain's mailboxes; two go to reserved domains, so they sit in the queue. */
export const sent = (d: string): { from: string; to: string[]; subject: string; text: string; ago: number }[] => [
  {
    from: `alex@${d}`,
    to: ['johan.ek@ekbergs-bageri.se'],
    subject: 'Re: Quote for the new web shop',
    text: 'Hi Johan, here is the quote we discussed. Best, Alex',
    ago: 11 * day,
  },
  {
    from: `alex@${d}`,
    to: ['klara@fjordbyra.se'],
    subject: 'Re: Brand refresh kickoff notes',
    text: 'Thanks Klara, looks great. See you Thursday.',
    ago: 8 * day,
  },
  {
    from: `info@${d}`,
    to: ['orders@old-supplier.example'],
    subject: 'Cancel standing order',
    text: 'Please cancel our standing order from next month.',
    ago: 3 * hour,
  },
  {
    from: `billing@${d}`,
    to: ['ap@kundbolaget.test'],
    subject: 'Invoice 2025-118',
    text: 'Please find invoice 2025-118 attached.',
    ago: 2 * hour,
  },
];

/** After the sent mail: one to info@ (forwarded to alex@), one to an unknown address (the catch-all rejects it). */
export const lateArrivals: (Msg & { local: string })[] = [
  {
    local: 'info',
    ago: 5 * hour,
    from: p('Anna Kvist', 'anna@kvist-design.se'),
    subject: 'Collaboration on the museum project?',
    text: 'Hi! Would Nordlight be interested in a joint bid for the Maritime Museum website?',
  },
  {
    local: 'sales',
    ago: 4 * hour,
    from: p(null, 'bounce-test@mailtester.com'),
    subject: 'Test',
    text: 'test',
  },
];

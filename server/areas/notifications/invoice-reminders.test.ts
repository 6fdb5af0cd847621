// Invoice notices on the job clock: a new invoice is announced with its PDF and
// payment links, chased three days before it is due and once overdue, each once
// however often the jobs run; a paid one is never chased; with the invoices
// switch off the notices are in the centre but not mailed. Amounts and days are
// written in the account's formats (ADR 030): the demo's are British English in
// UTC, a Swedish account reads "12,50 €" and its own zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { createInvoice, markInvoicePaid } from '@server/areas/billing/public';
import { invoiceContactsOf } from '@server/areas/billing/public';
import { APP_URL, startApi, type TestApi } from '@server/test/harness';
import { noticeMails, toldAbout } from './notices-test-kit';

const DAY = 86_400_000;
/** The demo account never chose: British English, its own way of writing a day, UTC (said). */
const britishDay = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(at)} (UTC)`;
let api: TestApi;
let demo: number;
beforeAll(async () => {
  api = await startApi();
  demo = await api.accountId('demo@example.com');
});
afterAll(() => api.close());

const twice = async () => {
  await runDueJobs(api.deps);
  await runDueJobs(api.deps);
};
const newInvoice = (cents: number) =>
  api.db.transaction((tx) =>
    createInvoice(tx, {
      accountId: demo,
      kind: 'invoice',
      currency: 'EUR',
      taxRate: 0.25,
      items: [{ description: 'Business Hosting, monthly', quantity: 1, unitCents: cents }],
      now: api.clock.now(),
    }),
  );

describe('invoice notices', () => {
  let unpaid: Awaited<ReturnType<typeof newInvoice>>;
  let paid: Awaited<ReturnType<typeof newInvoice>>;
  let contacts: string[];

  it('announces a new invoice once, to the billing contacts, with the PDF and payment links', async () => {
    unpaid = await newInvoice(1000);
    paid = await newInvoice(2000);
    await api.db.transaction((tx) => markInvoicePaid(tx, api.deps.paidHooks, paid.id, api.clock.now()));
    contacts = await invoiceContactsOf(api.db, unpaid);
    expect(contacts.length).toBeGreaterThan(0);
    await twice();
    const told = await toldAbout(api.db, demo, `Invoice ${unpaid.number}`);
    expect(told.map((t) => t.title)).toEqual([`Invoice ${unpaid.number} issued: €12.50`]);
    expect(told[0]!.body).toContain(`for €12.50 has been issued. Please pay it by ${britishDay(unpaid.dueAt)}.`);
    expect(told[0]).toMatchObject({ kind: 'invoice.issued', link: `/billing/invoices/${unpaid.id}` });
    const mails = await noticeMails(api.db, 'invoice.issued', `Invoice ${unpaid.number}`);
    expect(mails.map((m) => m.to).sort()).toEqual([...contacts].sort());
    expect(mails[0]!.body).toContain(`${APP_URL}/api/v1/invoices/${unpaid.id}/pdf`);
    expect(mails[0]!.body).toContain(`${APP_URL}/sandbox/pay/${unpaid.payToken}`);
    expect(mails[0]!.body).toContain(`${APP_URL}/billing/invoices/${unpaid.id}`);
    // the paid one is announced as paid, with nothing to pay
    const paidMail = (await noticeMails(api.db, 'invoice.issued', `Invoice ${paid.number}`))[0]!;
    expect(paidMail.body).toContain('already paid');
    expect(paidMail.body).not.toContain('/sandbox/pay/');
  });

  it('chases it three days before it is due, once; the paid one not at all', async () => {
    api.clock.advance(11 * DAY + 3_600_000);
    await twice();
    const told = await toldAbout(api.db, demo, `Invoice ${unpaid.number}`);
    expect(told.map((t) => t.kind)).toEqual(['invoice.issued', 'invoice.due']);
    expect(told[1]!.title).toBe(`Invoice ${unpaid.number} is due on ${britishDay(unpaid.dueAt)}`);
    expect(told[1]!.title).toMatch(/ is due on \d{1,2} [A-Z][a-z]{2} \d{4} \(UTC\)$/);
    expect(await noticeMails(api.db, 'invoice.due', `Invoice ${unpaid.number}`)).toHaveLength(contacts.length);
    expect((await toldAbout(api.db, demo, `Invoice ${paid.number}`)).map((t) => t.kind)).toEqual(['invoice.issued']);
  });

  it('says it is overdue once the due date has passed, once', async () => {
    api.clock.advance(3 * DAY);
    await twice();
    api.clock.advance(DAY);
    await twice();
    const told = await toldAbout(api.db, demo, `Invoice ${unpaid.number}`);
    expect(told.map((t) => t.kind)).toEqual(['invoice.issued', 'invoice.due', 'invoice.overdue']);
    expect(await noticeMails(api.db, 'invoice.overdue', `Invoice ${unpaid.number}`)).toHaveLength(contacts.length);
    expect((await toldAbout(api.db, demo, `Invoice ${paid.number}`)).map((t) => t.kind)).toEqual(['invoice.issued']);
  });

  it('tells but does not mail when the invoices switch is off', async () => {
    const cookie = await api.login();
    const off = await api.call('PATCH', '/account/preferences', {
      cookie,
      body: { notifications: { invoices: false } },
    });
    expect(off.status).toBe(200);
    const quiet = await newInvoice(3000);
    // the reminder clock looks every quarter of an hour
    api.clock.advance(15 * 60_000);
    await twice();
    expect((await toldAbout(api.db, demo, `Invoice ${quiet.number}`)).map((t) => t.kind)).toEqual(['invoice.issued']);
    expect(await noticeMails(api.db, 'invoice.issued', `Invoice ${quiet.number}`)).toEqual([]);
  });

  it('writes the notice and the mail in a Swedish account’s formats: "12,50 €", its zone said', async () => {
    const cookie = await api.login();
    const swedish = await api.call('PATCH', '/account/preferences', {
      cookie,
      body: {
        language: 'sv-SE',
        timezone: 'Europe/Stockholm',
        date_format: 'iso',
        notifications: { invoices: true },
      },
    });
    expect(swedish.status).toBe(200);
    const inv = await newInvoice(1000);
    api.clock.advance(15 * 60_000);
    await twice();
    // Intl's own Swedish amount: a no-break space (U+00A0) before the euro sign.
    const amount = '12,50\u00a0€';
    const [told] = await toldAbout(api.db, demo, `Invoice ${inv.number}`);
    expect(told!.title).toBe(`Invoice ${inv.number} issued: ${amount}`);
    // The due day as Stockholm's calendar has it, in the ISO format chosen, the zone named.
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(inv.dueAt);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(told!.body).toContain(`for ${amount} has been issued. Please pay it by ${day} (Europe/Stockholm).`);
    const [mail] = await noticeMails(api.db, 'invoice.issued', `Invoice ${inv.number}`);
    expect(mail!.subject).toBe(`Invoice ${inv.number} issued: ${amount}`);
    expect(mail!.body).toContain(`for ${amount} has been issued. Please pay it by ${day} (Europe/Stockholm).`);
  });
});

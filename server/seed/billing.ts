// Billing demo data: a primary billing address with an invoice contact for
// every account (the demo account also a second, personal one), the demo's
// saved card and direct-debit mandate, a credit note, and the history of how
// the seeded invoices were paid. Runs last, so every seeded invoice gets its
// printed address.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { createPayments, registerMandate } from '@server/infra/payments';
import type { Tx } from '@server/db/client';
import { allAccounts, type AccountRow } from '@server/areas/account/public';
import * as tBilling from '@server/db/schema/billing';

const day = 86_400_000;

type Account = AccountRow;

async function address(
  tx: Tx,
  acc: Account,
  v: {
    name: string;
    company: string | null;
    line1: string;
    city: string;
    postalCode: string;
    reference?: string;
    primary: boolean;
    contacts: [string, string][];
    createdAt: Date;
  },
) {
  const [a] = await tx
    .insert(tBilling.billingAddresses)
    .values({
      accountId: acc.id,
      name: v.name,
      company: v.company,
      orgNumber: v.company ? '556677-8899' : null,
      vatNumber: v.company ? acc.vatNumber : null,
      reference: v.reference ?? null,
      line1: v.line1,
      line2: null,
      city: v.city,
      postalCode: v.postalCode,
      country: acc.country,
      isPrimary: v.primary,
      invoiceDelivery: 'email',
      currency: acc.currency,
      createdAt: v.createdAt,
      updatedAt: v.createdAt,
    })
    .returning();
  for (const [type, email] of v.contacts) {
    await tx
      .insert(tBilling.billingContacts)
      .values({ accountId: acc.id, billingAddressId: a!.id, type, email, createdAt: v.createdAt });
  }
  return a!;
}

export async function seedBilling(tx: Tx, now: Date, ids: { own: number; berg: number; other: number }) {
  const accs = await allAccounts(tx);
  const byId = new Map(accs.map((a) => [a.id, a]));
  const own = byId.get(ids.own)!;
  const since = new Date(now.getTime() - 400 * day);

  const ownPrimary = await address(tx, own, {
    name: own.company ?? own.name,
    company: own.company,
    line1: own.address.line1,
    city: own.address.city,
    postalCode: own.address.postalCode,
    reference: 'Alex Lindqvist',
    primary: true,
    createdAt: since,
    contacts: [
      ['invoice_email', 'billing@nordlight-studio.com'],
      ['technical', 'alex@nordlight-studio.com'],
    ],
  });
  await address(tx, own, {
    name: 'Alex Lindqvist',
    company: null,
    line1: 'Hornsgatan 41',
    city: 'Stockholm',
    postalCode: '118 49',
    primary: false,
    createdAt: new Date(now.getTime() - 120 * day),
    contacts: [['invoice_email', 'alex@alexlindqvist.dev']],
  });
  for (const id of [ids.berg, ids.other]) {
    const acc = byId.get(id)!;
    await address(tx, acc, {
      name: acc.company ?? acc.name,
      company: acc.company,
      line1: acc.address.line1,
      city: acc.address.city,
      postalCode: acc.address.postalCode,
      primary: true,
      createdAt: since,
      contacts: [['invoice_email', acc.email]],
    });
  }

  // The demo's saved card (Visa ending 4242, expiring 09/2029) and an active Autogiro mandate.
  await createPayments().saveCard(tx, {
    accountId: own.id,
    billingAddressId: ownPrimary.id,
    number: '4242424242424242',
    expMonth: 9,
    expYear: 2029,
    holderName: 'Alex Lindqvist',
    makeDefault: true,
    now: new Date(now.getTime() - 300 * day),
  });
  await registerMandate(tx, {
    accountId: own.id,
    billingAddressId: ownPrimary.id,
    scheme: 'autogiro',
    bank: 'Handelsbanken',
    accountNumber: '6789 123 456 789',
    now: new Date(now.getTime() - 280 * day),
  });

  // Every seeded invoice is printed to its account's primary address.
  const primaries = await tx
    .select()
    .from(tBilling.billingAddresses)
    .where(eq(tBilling.billingAddresses.isPrimary, true));
  for (const p of primaries) {
    const billedTo = {
      name: p.name,
      company: p.company,
      vatNumber: p.vatNumber,
      country: p.country,
      lines: [p.line1, p.line2, `${p.postalCode} ${p.city}`, p.reference ? `Reference: ${p.reference}` : null].filter(
        (l): l is string => Boolean(l),
      ),
    };
    await tx
      .update(tBilling.invoices)
      .set({ billingAddressId: p.id, billedTo })
      .where(and(eq(tBilling.invoices.accountId, p.accountId), isNull(tBilling.invoices.billedTo)));
  }

  // How the paid ones were paid: on the provider's payment page, the same record a pay link leaves.
  await tx.execute(sql`
    insert into invoice_payments (account_id, invoice_id, method, status, amount_cents, currency, reference, paid_at, created_at)
    select i.account_id, i.id, 'card', 'completed', i.total_cents, i.currency, 'Paid on the payment page', i.paid_at, i.paid_at
      from invoices i
     where i.status = 'paid' and i.paid_at is not null
       and not exists (select 1 from invoice_payments p where p.invoice_id = i.id and p.status = 'completed')`);

  // A credit note on the demo's oldest invoice: a domain renewal that was not needed after all.
  const [oldest] = await tx
    .select()
    .from(tBilling.invoices)
    .where(
      and(
        eq(tBilling.invoices.accountId, own.id),
        eq(tBilling.invoices.kind, 'invoice'),
        eq(tBilling.invoices.status, 'paid'),
      ),
    )
    .orderBy(asc(tBilling.invoices.issuedAt))
    .limit(1);
  const [line] = oldest
    ? await tx
        .select()
        .from(tBilling.invoiceItems)
        .where(
          and(eq(tBilling.invoiceItems.invoiceId, oldest.id), eq(tBilling.invoiceItems.description, 'Domain renewals')),
        )
    : [];
  if (oldest && line) {
    const tax = Math.round(line.totalCents * (oldest.taxCents / oldest.subtotalCents));
    await tx.insert(tBilling.creditNotes).values({
      accountId: own.id,
      invoiceId: oldest.id,
      number: `CN-${oldest.issuedAt.getUTCFullYear()}-${String(oldest.id).padStart(5, '0')}`,
      reason: 'Domain renewal cancelled within the cooling-off period',
      items: [
        {
          description: line.description,
          quantity: line.quantity,
          unitCents: line.unitCents,
          totalCents: line.totalCents,
          serviceId: line.serviceId,
        },
      ],
      subtotalCents: line.totalCents,
      taxCents: tax,
      totalCents: line.totalCents + tax,
      refundedTo: 'card',
      issuedAt: new Date(oldest.issuedAt.getTime() + 10 * day),
    });
  }

  // The demo's overdue invoice has had one reminder.
  await tx
    .update(tBilling.invoices)
    .set({ reminderCount: 1 })
    .where(
      and(
        eq(tBilling.invoices.accountId, own.id),
        eq(tBilling.invoices.status, 'unpaid'),
        sql`${tBilling.invoices.dueAt} < ${new Date(now.getTime() - 7 * day)}`,
      ),
    );
}

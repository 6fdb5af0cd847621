// The billing tables: only server/areas/billing reads or writes them (docs/architecture.md, "Who owns which table").
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId, bigId, cents, createdAt, id, invoiceTotals, textId, timestamps, ts } from '@server/db/columns';
import { accounts } from './account';

/** The owning account, with the foreign key the tables of this file have (a new builder each call). */
const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id);

export const billingAddresses = pgTable(
  'billing_addresses',
  {
    id: id(),
    accountId: accountId(),
    name: text('name').notNull(),
    company: text('company'),
    orgNumber: text('org_number'),
    vatNumber: text('vat_number'),
    reference: text('reference'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    invoiceDelivery: text('invoice_delivery').notNull().default('email'),
    currency: text('currency').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('billing_addresses_account_idx').on(t.accountId, t.id),
    // At most one primary profile per account; switching clears the old one first in the same transaction.
    uniqueIndex('billing_addresses_primary_uq')
      .on(t.accountId)
      .where(sql`is_primary`),
  ],
);

export const billingContacts = pgTable(
  'billing_contacts',
  {
    id: id(),
    accountId: accountId(),
    billingAddressId: integer('billing_address_id').notNull(),
    type: text('type').notNull(), // invoice_email | technical | edi_invoice
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_contacts_uq').on(t.billingAddressId, t.type, sql`lower(${t.email})`)],
);

/** A payment recorded against an invoice (card charge, collected debit, bank transfer, pay link). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    accountId: accountId(),
    invoiceId: integer('invoice_id').notNull(),
    method: text('method').notNull(), // card | directdebit | bank_transfer | credit_note
    status: text('status').notNull(), // pending | completed | failed | refunded
    amountCents: cents('amount_cents'),
    currency: text('currency').notNull(),
    reference: text('reference'),
    failureReason: text('failure_reason'),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    index('invoice_payments_account_idx').on(t.accountId, t.id),
  ],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    accountId: accountId(),
    invoiceId: integer('invoice_id').notNull(),
    number: text('number').notNull(),
    reason: text('reason').notNull(),
    items: jsonb('items')
      .$type<
        { description: string; quantity: number; unitCents: number; totalCents: number; serviceId: number | null }[]
      >()
      .notNull(),
    ...invoiceTotals(),
    refundedTo: text('refunded_to'), // balance | card | bank
    issuedAt: ts('issued_at').notNull(),
  },
  (t) => [uniqueIndex('credit_notes_invoice_uq').on(t.invoiceId), index('credit_notes_account_idx').on(t.accountId)],
);

/** Single-visit links to the provider's card page; only the token's hash is kept. */
export const cardSetupLinks = pgTable(
  'card_setup_links',
  {
    id: id(),
    accountId: accountId(),
    billingAddressId: integer('billing_address_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    cardId: integer('card_id'),
  },
  (t) => [uniqueIndex('card_setup_links_token_uq').on(t.tokenHash)],
);

/** The PDF mailed with an invoice email (the mailer's outbox keeps only text). */
export const invoiceMailAttachments = pgTable(
  'invoice_mail_attachments',
  {
    id: id(),
    outboxId: integer('outbox_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    contentBase64: text('content_base64').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_mail_attachments_outbox_idx').on(t.outboxId)],
);

// ---- the simulated payment provider (server/infra/payments.ts) ----

export const paymentCards = pgTable(
  'payment_cards',
  {
    id: id(),
    accountId: accountId(),
    billingAddressId: integer('billing_address_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name'),
    /** SHA-256 of the number: recognises the same card twice without keeping the number. */
    fingerprint: text('fingerprint').notNull(),
    /** Sandbox test cards that the provider always declines. */
    declines: boolean('declines').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('payment_cards_account_idx').on(t.accountId, t.billingAddressId)],
);

export const paymentMandates = pgTable(
  'payment_mandates',
  {
    id: id(),
    accountId: accountId(),
    billingAddressId: integer('billing_address_id').notNull(),
    scheme: text('scheme').notNull(), // autogiro | sepa
    bank: text('bank'),
    accountMasked: text('account_masked').notNull(),
    status: text('status').notNull(), // pending | active | rejected | cancelled
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_mandates_account_idx').on(t.accountId)],
);

export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: textId(),
    accountId: accountId(),
    cardId: integer('card_id').notNull(),
    amountCents: cents('amount_cents'),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(), // succeeded | declined
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_charges_account_idx').on(t.accountId)],
);

export const paymentDebits = pgTable(
  'payment_debits',
  {
    id: textId(),
    accountId: accountId(),
    mandateId: integer('mandate_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    amountCents: cents('amount_cents'),
    currency: text('currency').notNull(),
    collectOn: date('collect_on', { mode: 'string' }).notNull(),
    status: text('status').notNull(), // scheduled | cancelled | collected | failed
    failureReason: text('failure_reason'),
    jobId: integer('job_id'),
    createdAt: createdAt(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('payment_debits_invoice_idx').on(t.invoiceId),
    // One live collection per invoice: a second schedule must wait for the first to be unscheduled.
    uniqueIndex('payment_debits_scheduled_uq')
      .on(t.invoiceId)
      .where(sql`status = 'scheduled'`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    accountId: accountId(),
    number: text('number').notNull(),
    kind: text('kind').notNull(), // invoice | deposit | proforma
    status: text('status').notNull(), // unpaid | paid | cancelled | refunded
    currency: text('currency').notNull(),
    ...invoiceTotals(),
    ocr: text('ocr').notNull(),
    payToken: text('pay_token').notNull(),
    pendingActionId: text('pending_action_id'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    // Billing: the profile billed and the address as printed (fixed once shown or sent), reminders sent.
    billingAddressId: integer('billing_address_id'),
    billedTo: jsonb('billed_to').$type<{
      name: string;
      company: string | null;
      vatNumber: string | null;
      lines: string[];
      country: string;
    } | null>(),
    reminderCount: integer('reminder_count').notNull().default(0),
    issuedAt: ts('issued_at').notNull(),
    dueAt: ts('due_at').notNull(),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_account_idx').on(t.accountId, t.id),
    // The invoice list's order (newest issued first) for one account: a page reads the index, never sorts them all.
    index('invoices_account_issued_idx').on(t.accountId, t.issuedAt, t.id),
    // The invoice search (`number ILIKE '%q%' OR ocr = q`): trigrams for the substring, a b-tree for the OCR.
    index('invoices_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('invoices_ocr_idx').on(t.ocr),
    uniqueIndex('invoices_pay_token_uq').on(t.payToken),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: id(),
    invoiceId: integer('invoice_id').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: cents('unit_cents'),
    totalCents: cents('total_cents'),
    serviceId: integer('service_id'),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId)],
);

export const balanceEvents = pgTable(
  'balance_events',
  {
    id: bigId(),
    accountId: accountRef(),
    kind: text('kind').notNull(),
    amountCents: cents('amount_cents'),
    balanceAfterCents: cents('balance_after_cents'),
    description: text('description').notNull(),
    invoiceId: integer('invoice_id'),
    createdAt: createdAt(),
  },
  (t) => [index('balance_events_account_idx').on(t.accountId, t.id)],
);

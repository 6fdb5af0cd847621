// Billing and invoices: invoices, their PDFs, credit notes and ways to pay,
// the money timeline. Addresses, contacts and cards live in billing-addresses.ts.
// Paying is always a hold: the API never charges a card or pulls a debit itself.
// Status `overdue` is `unpaid` past its due date; the `unpaid` filter includes
// overdue invoices (everything still to pay). A direct debit is collected by the
// provider on `collectOn` (the day after approval); until then it can be unscheduled.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Email, Money, Timestamp, collection, page } from './common';
import { defineArea } from './operation';
import { DirectDebitMandate, SavedCard, billingAddressOps } from './billing-addresses';

export const InvoiceStatus = z.enum(['draft', 'unpaid', 'paid', 'overdue', 'cancelled', 'refunded']);
/** deposit: a balance top-up; proforma-order: an unpaid order (addon, upgrade, domain) awaiting payment. */
export const InvoiceKind = z.enum(['invoice', 'deposit', 'proforma-order']);
export const PaymentMethodType = z.enum(['card', 'directdebit', 'balance', 'bank_transfer', 'credit_note']);

export const InvoiceItem = z.object({
  id: z.number().int(),
  description: z.string(),
  serviceId: z.number().int().nullable(),
  domain: z.string().nullable(),
  quantity: z.number(),
  unitPrice: Money,
  taxRate: z.number().min(0).max(100),
  amount: Money,
  periodStart: z.iso.date().nullable(),
  periodEnd: z.iso.date().nullable(),
});

export const InvoicePayment = z.object({
  id: z.number().int(),
  method: PaymentMethodType,
  status: z.enum(['pending', 'completed', 'failed', 'refunded']),
  amount: Money,
  reference: z.string().nullable(),
  paidAt: Timestamp.nullable(),
  createdAt: Timestamp,
});

export const InvoiceSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: InvoiceStatus,
  isProforma: z.boolean(),
  kind: InvoiceKind,
  orderId: z.number().int().nullable(),
  issuedAt: Timestamp,
  dueAt: Timestamp,
  paidAt: Timestamp.nullable(),
  subtotal: Money,
  tax: Money,
  total: Money,
  amountDue: Money,
  ocr: z.string().nullable(),
  // null once nothing is left to pay (paid, cancelled, refunded)
  paymentUrl: z.string().nullable(),
  billingAddressId: z.number().int().nullable(),
  creditNoteId: z.number().int().nullable(),
  directDebitScheduledFor: z.iso.date().nullable(),
});

export const Invoice = InvoiceSummary.extend({
  items: z.array(InvoiceItem),
  payments: z.array(InvoicePayment),
  // The address as printed on the invoice; later edits to the profile do not change it.
  billedTo: z.object({
    name: z.string(),
    company: z.string().nullable(),
    vatNumber: z.string().nullable(),
    lines: z.array(z.string()),
    country: z.string(),
  }),
  reminderCount: z.number().int().min(0),
});

export const CreditNote = z.object({
  id: z.number().int(),
  number: z.string(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  issuedAt: Timestamp,
  reason: z.string(),
  items: z.array(InvoiceItem),
  subtotal: Money,
  tax: Money,
  total: Money,
  refundedTo: z.enum(['balance', 'card', 'bank']).nullable(),
});

export const InvoicePaymentOptions = z.object({
  invoiceId: z.number().int(),
  amountDue: Money,
  dueAt: Timestamp,
  methods: z.array(
    z.object({
      // The prepaid balance is not a way to pay an issued invoice (it pays renewals), so it is not listed.
      type: z.enum(['card', 'directdebit', 'bank_transfer', 'payment_link']),
      available: z.boolean(),
      // why a method is unavailable, e.g. "Balance 120.00 SEK does not cover 499.00 SEK"
      reason: z.string().nullable(),
    }),
  ),
  savedCards: z.array(SavedCard),
  directDebit: DirectDebitMandate.nullable(),
  balance: Money,
  bankTransfer: z
    .object({
      recipient: z.string(),
      bankgiro: z.string().nullable(),
      iban: z.string(),
      bic: z.string(),
      ocr: z.string(),
    })
    .nullable(),
});

export const BillingActivity = z.object({
  id: z.string(),
  at: Timestamp,
  kind: z.enum([
    'invoice_issued',
    'invoice_paid',
    'payment_failed',
    'refund',
    'credit_note',
    'deposit',
    'balance_charge',
    'balance_adjustment',
    'direct_debit_scheduled',
  ]),
  description: z.string(),
  // Signed like a statement: negative is charged to the account (an invoice issued,
  // a balance charge, a debit scheduled), positive is in its favour (a payment that
  // settles an invoice, a credit note, a refund, a deposit). A failed payment moved nothing: 0.
  amount: Money,
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  method: PaymentMethodType.nullable(),
});

export const InvoiceSendResult = z.object({
  sent: z.boolean(),
  email: z.string(),
  invoiceId: z.number().int(),
  ocr: z.string().nullable(),
  isProforma: z.boolean(),
});

const invoiceParams = z.object({ invoice: z.string().regex(/^[1-9]\d{0,17}$/, 'invoice must be a numeric id') });
const optionalBodyId = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .optional();
const read = ['read:billing'] as const;
const write = ['write:billing'] as const;
const owned = ['not_owned', 'invoice_not_found'] as const;

const invoiceOps = defineArea('billing', {
  listInvoices: {
    method: 'GET',
    path: '/invoices',
    tier: 'R',
    scopes: read,
    summary: 'Invoices of the account, newest first',
    query: z.object({
      ...page(100),
      status: InvoiceStatus.optional(),
      kind: InvoiceKind.optional(),
      issued_from: z.iso.date('issued_from must be a date such as 2024-01-31').optional(),
      issued_to: z.iso.date('issued_to must be a date such as 2024-12-31').optional(),
      q: z.string().trim().max(64, 'At most 64 characters').optional(),
    }),
    response: collection(InvoiceSummary),
  },
  getInvoice: {
    method: 'GET',
    path: '/invoices/{invoice}',
    tier: 'R',
    scopes: read,
    summary: 'One invoice with items and payments',
    params: invoiceParams,
    response: Invoice,
    errors: owned,
  },
  getInvoicePdf: {
    method: 'GET',
    path: '/invoices/{invoice}/pdf',
    tier: 'R',
    scopes: read,
    produces: 'application/pdf',
    summary: 'Download the invoice as PDF',
    params: invoiceParams,
    response: z.string().describe('PDF document (binary)'),
    errors: owned,
  },
  getInvoiceCreditNote: {
    method: 'GET',
    path: '/invoices/{invoice}/credit-note',
    tier: 'R',
    scopes: read,
    summary: 'The credit note issued against an invoice (404 when there is none)',
    params: invoiceParams,
    response: CreditNote,
    errors: [...owned, 'not_found'],
  },
  getInvoicePaymentOptions: {
    method: 'GET',
    path: '/invoices/{invoice}/payment-methods',
    tier: 'R',
    scopes: read,
    summary: 'Ways to pay one invoice and whether each is usable now',
    params: invoiceParams,
    response: InvoicePaymentOptions,
    errors: owned,
  },
  createInvoicePaymentLink: {
    method: 'POST',
    path: '/invoices/{invoice}/actions/payment-link',
    tier: 'W',
    scopes: write,
    summary: 'A pay-this-invoice URL for a human to open; charges nothing by itself',
    params: invoiceParams,
    // expiresAt null: the link works for as long as the invoice is unpaid.
    response: z.object({
      invoiceId: z.number().int(),
      url: z.string(),
      amount: Money,
      expiresAt: Timestamp.nullable(),
    }),
    errors: [...owned, 'conflict'],
  },
  payInvoiceWithCard: {
    method: 'POST',
    path: '/invoices/{invoice}/actions/pay-with-card',
    tier: 'W',
    scopes: write,
    hold: true,
    summary: 'Hold a card payment of an invoice for confirmation',
    params: invoiceParams,
    // Without card_id the profile's default card is proposed; the preview names it either way.
    body: z.object({ card_id: optionalBodyId('card_id'), attempt_key: AttemptKey }),
    response: ConfirmationHold.extend({
      invoiceId: z.number().int(),
      amount: Money,
      card: SavedCard.pick({ id: true, brand: true, last4: true }),
    }),
    errors: [...owned, 'not_found', 'conflict'],
  },
  payInvoiceWithDirectDebit: {
    method: 'POST',
    path: '/invoices/{invoice}/actions/pay-with-directdebit',
    tier: 'W',
    scopes: write,
    hold: true,
    summary: 'Hold a direct-debit collection of an invoice for confirmation',
    params: invoiceParams,
    body: z.object({ attempt_key: AttemptKey }),
    response: ConfirmationHold.extend({ invoiceId: z.number().int(), amount: Money, collectOn: z.iso.date() }),
    errors: [...owned, 'conflict'],
  },
  unscheduleInvoiceDirectDebit: {
    method: 'DELETE',
    path: '/invoices/{invoice}/actions/pay-with-directdebit',
    tier: 'W',
    scopes: write,
    summary: 'Unschedule a pending direct-debit collection (before it is sent to the bank)',
    params: invoiceParams,
    response: z.object({ invoiceId: z.number().int(), unscheduled: z.literal(true), status: InvoiceStatus }),
    errors: [...owned, 'conflict'],
  },
  resendInvoiceEmail: {
    method: 'POST',
    path: '/invoices/{invoice}/actions/resend-email',
    tier: 'W',
    scopes: write,
    summary: "Re-send the invoice email to the billing address's invoice contacts",
    params: invoiceParams,
    response: z.object({
      sent: z.boolean(),
      recipients: z.array(z.string()),
      invoiceId: z.number().int(),
      ocr: z.string().nullable(),
      isProforma: z.boolean(),
    }),
    // 409 when the billing address has no invoice_email contact to send to
    errors: [...owned, 'conflict'],
  },
  // Detailed in the spec: emails the PDF and pay link to one given address, changes nothing.
  sendInvoice: {
    method: 'POST',
    path: '/invoices/{invoice}/actions/send',
    tier: 'W',
    scopes: write,
    summary: 'Email an invoice PDF and pay link to a given address',
    params: invoiceParams,
    body: z
      .object({
        invoice_id: optionalBodyId('invoice_id'),
        order_id: optionalBodyId('order_id'),
        email: Email,
      })
      .refine((v) => v.invoice_id !== undefined || v.order_id !== undefined, {
        message: 'Give invoice_id or order_id',
        path: ['invoice_id'],
      }),
    response: InvoiceSendResult,
    errors: ['not_owned', 'not_found', 'invoice_not_found'],
  },
  listBillingActivity: {
    method: 'GET',
    path: '/billing/activity',
    tier: 'R',
    scopes: read,
    summary: 'Unified money timeline: invoices, payments, refunds, deposits, newest first',
    query: z.object({
      ...page(200),
      kind: BillingActivity.shape.kind.optional(),
      from: z.iso.date('from must be a date such as 2024-01-01').optional(),
      to: z.iso.date('to must be a date such as 2024-12-31').optional(),
    }),
    response: collection(BillingActivity),
  },
});

export const billingOps = { ...invoiceOps, ...billingAddressOps };

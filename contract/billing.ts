// Billing and invoices: invoices, their PDFs and credit notes, the ways to pay
// them, the money timeline. Paying and sending are in billing-invoice-actions.ts;
// addresses and contacts in billing-addresses.ts; cards and mandates in billing-payment-methods.ts.
// Paying is always a hold: the API never charges a card or pulls a debit itself.
// Status `overdue` is `unpaid` past its due date; the `unpaid` filter includes
// overdue invoices (everything still to pay). A direct debit is collected by the
// provider on `collectOn` (the day after approval); until then it can be unscheduled.
import { z } from 'zod';
import { Money, Timestamp, collection, isoDate, page } from './common';
import { exportOf, sortParam } from './list-export';
import { ACTIVITY_SORT_DEFAULT, ACTIVITY_SORTS, INVOICE_SORT_DEFAULT, INVOICE_SORTS } from './list-sorts';
import { defineArea } from './operation';
import { InvoiceStatus, invoiceErrors, invoiceParams, readBilling } from './billing-shared';
import { DirectDebitMandate, SavedCard, paymentMethodOps } from './billing-payment-methods';
import { invoiceActionOps } from './billing-invoice-actions';
import { billingAddressOps } from './billing-addresses';
import { INVOICE_SEARCH } from './search-text';
import { INVOICE_KINDS } from './filter-values';

/** deposit: a balance top-up; proforma-order: an unpaid order (addon, upgrade, domain) awaiting payment. */
export const InvoiceKind = z.enum(INVOICE_KINDS);
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

const invoiceOps = defineArea('billing', {
  listInvoices: {
    method: 'GET',
    path: '/invoices',
    tier: 'R',
    scopes: readBilling,
    summary: 'Invoices of the account, newest first unless `sort` says otherwise',
    query: z.object({
      ...page(100),
      status: InvoiceStatus.optional(),
      kind: InvoiceKind.optional(),
      issued_from: isoDate('issued_from', '2024-01-31').optional(),
      issued_to: isoDate('issued_to', '2024-12-31').optional(),
      q: z.string().trim().max(INVOICE_SEARCH.maxLength, INVOICE_SEARCH.message).optional(),
      sort: sortParam(INVOICE_SORTS, INVOICE_SORT_DEFAULT),
    }),
    response: collection(InvoiceSummary),
  },
  getInvoice: {
    method: 'GET',
    path: '/invoices/{invoice}',
    tier: 'R',
    scopes: readBilling,
    summary: 'One invoice with items and payments',
    params: invoiceParams,
    response: Invoice,
    errors: invoiceErrors,
  },
  getInvoicePdf: {
    method: 'GET',
    path: '/invoices/{invoice}/pdf',
    tier: 'R',
    scopes: readBilling,
    produces: 'application/pdf',
    summary: 'Download the invoice as PDF',
    params: invoiceParams,
    response: z.string().describe('PDF document (binary)'),
    errors: invoiceErrors,
  },
  getInvoiceCreditNote: {
    method: 'GET',
    path: '/invoices/{invoice}/credit-note',
    tier: 'R',
    scopes: readBilling,
    summary: 'The credit note issued against an invoice (404 when there is none)',
    params: invoiceParams,
    response: CreditNote,
    errors: [...invoiceErrors, 'not_found'],
  },
  getInvoicePaymentOptions: {
    method: 'GET',
    path: '/invoices/{invoice}/payment-methods',
    tier: 'R',
    scopes: readBilling,
    summary: 'Ways to pay one invoice and whether each is usable now',
    params: invoiceParams,
    response: InvoicePaymentOptions,
    errors: invoiceErrors,
  },
});

const activityOps = defineArea('billing', {
  listBillingActivity: {
    method: 'GET',
    path: '/billing/activity',
    tier: 'R',
    scopes: readBilling,
    summary:
      'Unified money timeline: invoices, payments, refunds, deposits, newest first unless `sort` says otherwise (`amount` sorts by size, money in or out alike)',
    query: z.object({
      ...page(200),
      kind: BillingActivity.shape.kind.optional(),
      from: isoDate('from', '2024-01-01').optional(),
      to: isoDate('to', '2024-12-31').optional(),
      sort: sortParam(ACTIVITY_SORTS, ACTIVITY_SORT_DEFAULT),
    }),
    response: collection(BillingActivity),
  },
});

const exportOps = defineArea('billing', {
  exportInvoices: exportOf(invoiceOps.listInvoices, 'Invoices'),
  exportBillingActivity: exportOf(activityOps.listBillingActivity, 'The money timeline'),
});

export const billingOps = {
  ...invoiceOps,
  ...exportOps,
  ...invoiceActionOps,
  ...activityOps,
  ...billingAddressOps,
  ...paymentMethodOps,
};

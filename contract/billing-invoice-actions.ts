// Acting on one invoice: a pay link, paying it (always a hold: the API never
// charges a card or pulls a debit itself), unscheduling a debit, emailing it.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Money, Timestamp, bodyId } from './common';
import { Email } from './domain-name-fields';
import { defineArea } from './operation';
import { InvoiceStatus, invoiceErrors, invoiceParams, writeBilling } from './billing-shared';
import { SavedCard } from './billing-payment-methods';

export const InvoiceSendResult = z.object({
  sent: z.boolean(),
  email: z.string(),
  invoiceId: z.number().int(),
  ocr: z.string().nullable(),
  isProforma: z.boolean(),
});

export const invoiceActionOps = defineArea('billing', {
  createInvoicePaymentLink: {
    method: 'POST',
    path: '/invoices/{invoice}/actions/payment-link',
    tier: 'W',
    scopes: writeBilling,
    summary: 'A pay-this-invoice URL for a human to open; charges nothing by itself',
    params: invoiceParams,
    // expiresAt null: the link works for as long as the invoice is unpaid.
    response: z.object({
      invoiceId: z.number().int(),
      url: z.string(),
      amount: Money,
      expiresAt: Timestamp.nullable(),
    }),
    errors: [...invoiceErrors, 'conflict'],
  },
  payInvoiceWithCard: {
    method: 'POST',
    path: '/invoices/{invoice}/actions/pay-with-card',
    tier: 'W',
    scopes: writeBilling,
    hold: true,
    summary: 'Hold a card payment of an invoice for confirmation',
    params: invoiceParams,
    // Without card_id the profile's default card is proposed; the preview names it either way.
    body: z.object({ card_id: bodyId('card_id').optional(), attempt_key: AttemptKey }),
    response: ConfirmationHold.extend({
      invoiceId: z.number().int(),
      amount: Money,
      card: SavedCard.pick({ id: true, brand: true, last4: true }),
    }),
    errors: [...invoiceErrors, 'not_found', 'conflict'],
  },
  payInvoiceWithDirectDebit: {
    method: 'POST',
    path: '/invoices/{invoice}/actions/pay-with-directdebit',
    tier: 'W',
    scopes: writeBilling,
    hold: true,
    summary: 'Hold a direct-debit collection of an invoice for confirmation',
    params: invoiceParams,
    body: z.object({ attempt_key: AttemptKey }),
    response: ConfirmationHold.extend({ invoiceId: z.number().int(), amount: Money, collectOn: z.iso.date() }),
    errors: [...invoiceErrors, 'conflict'],
  },
  unscheduleInvoiceDirectDebit: {
    method: 'DELETE',
    path: '/invoices/{invoice}/actions/pay-with-directdebit',
    tier: 'W',
    scopes: writeBilling,
    summary: 'Unschedule a pending direct-debit collection (before it is sent to the bank)',
    params: invoiceParams,
    response: z.object({ invoiceId: z.number().int(), unscheduled: z.literal(true), status: InvoiceStatus }),
    errors: [...invoiceErrors, 'conflict'],
  },
  resendInvoiceEmail: {
    method: 'POST',
    path: '/invoices/{invoice}/actions/resend-email',
    tier: 'W',
    scopes: writeBilling,
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
    errors: [...invoiceErrors, 'conflict'],
  },
  // Detailed in the spec: emails the PDF and pay link to one given address, changes nothing.
  sendInvoice: {
    method: 'POST',
    path: '/invoices/{invoice}/actions/send',
    tier: 'W',
    scopes: writeBilling,
    summary: 'Email an invoice PDF and pay link to a given address',
    params: invoiceParams,
    body: z
      .object({
        invoice_id: bodyId('invoice_id').optional(),
        order_id: bodyId('order_id').optional(),
        email: Email,
      })
      .refine((v) => v.invoice_id !== undefined || v.order_id !== undefined, {
        message: 'Give invoice_id or order_id',
        path: ['invoice_id'],
      }),
    response: InvoiceSendResult,
    errors: ['not_owned', 'not_found', 'invoice_not_found'],
  },
});

// Billing-area API documents for component tests, typed against the contract
// so a contract change breaks them at compile time. Only tests import this.
import type { z } from 'zod';
import type { Invoice, InvoicePaymentOptions } from '@contract/billing';
import type { BillingAddress } from '@contract/billing-addresses';
import type { ConfirmationHold } from '@contract/common';
import { json, type Routes } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';

/** What the app shell asks for on every authenticated page. */
export const shellRoutes = (): Routes => ({
  'GET /api/v1/auth/session': json(session()),
  'GET /api/v1/me': json(me()),
  'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
});

export const collectionOf = <T>(data: T[]) => ({ data, hasMore: false, nextCursor: null, total: data.length });

const eur = (amount: number) => ({ amount, currency: 'EUR' });

export const invoice = (over: Partial<z.infer<typeof Invoice>> = {}): z.infer<typeof Invoice> => ({
  id: 6,
  number: 'INV-2026-00006',
  status: 'overdue',
  isProforma: false,
  kind: 'invoice',
  orderId: null,
  issuedAt: '2026-10-22T10:00:00.000Z',
  dueAt: '2026-11-05T10:00:00.000Z',
  paidAt: null,
  subtotal: eur(26.9),
  tax: eur(6.73),
  total: eur(33.63),
  amountDue: eur(33.63),
  ocr: '000000067',
  paymentUrl: 'http://localhost/sandbox/pay/abc',
  billingAddressId: 1,
  creditNoteId: null,
  directDebitScheduledFor: null,
  items: [
    {
      id: 11,
      description: 'Business Hosting, monthly',
      serviceId: null,
      domain: null,
      quantity: 1,
      unitPrice: eur(14.9),
      taxRate: 25,
      amount: eur(14.9),
      periodStart: null,
      periodEnd: null,
    },
    {
      id: 12,
      description: 'Domain renewals',
      serviceId: null,
      domain: null,
      quantity: 1,
      unitPrice: eur(12),
      taxRate: 25,
      amount: eur(12),
      periodStart: null,
      periodEnd: null,
    },
  ],
  payments: [],
  billedTo: {
    name: 'Nordlight Studio AB',
    company: 'Nordlight Studio AB',
    vatNumber: 'SE556677889901',
    lines: ['Storgatan 12', '111 22 Stockholm'],
    country: 'SE',
  },
  reminderCount: 1,
  ...over,
});

export const paymentOptions = (
  over: Partial<z.infer<typeof InvoicePaymentOptions>> = {},
): z.infer<typeof InvoicePaymentOptions> => ({
  invoiceId: 6,
  amountDue: eur(33.63),
  dueAt: '2026-11-05T10:00:00.000Z',
  methods: [
    { type: 'card', available: true, reason: null },
    { type: 'directdebit', available: true, reason: null },
    { type: 'bank_transfer', available: true, reason: null },
    { type: 'payment_link', available: true, reason: null },
  ],
  savedCards: [
    {
      id: 1,
      brand: 'visa',
      last4: '4242',
      expMonth: 9,
      expYear: 2029,
      holderName: 'Alex Lindqvist',
      isDefault: true,
      expired: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 2,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 4,
      expYear: 2031,
      holderName: 'Alex Lindqvist',
      isDefault: false,
      expired: false,
      createdAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  directDebit: {
    id: 1,
    scheme: 'autogiro',
    bank: 'Handelsbanken',
    accountMasked: '•••• 6789',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  balance: eur(42.5),
  bankTransfer: {
    recipient: 'Panel Hosting AB',
    bankgiro: '5050-1055',
    iban: 'SE45 5000 0000 0583 9825 7466',
    bic: 'ESSESESS',
    ocr: '000000067',
  },
  ...over,
});

export const address = (over: Partial<z.infer<typeof BillingAddress>> = {}): z.infer<typeof BillingAddress> => ({
  id: 1,
  name: 'Nordlight Studio AB',
  company: 'Nordlight Studio AB',
  orgNumber: '556677-8899',
  vatNumber: 'SE556677889901',
  reference: 'Alex Lindqvist',
  line1: 'Storgatan 12',
  line2: null,
  city: 'Stockholm',
  postalCode: '111 22',
  country: 'SE',
  isPrimary: true,
  invoiceDelivery: 'email',
  currency: 'EUR',
  contacts: [{ id: 1, type: 'invoice_email', email: 'billing@nordlight-studio.com' }],
  createdAt: '2025-10-01T00:00:00.000Z',
  updatedAt: '2025-10-01T00:00:00.000Z',
  ...over,
});

export const hold = (over: Partial<ConfirmationHold> = {}): ConfirmationHold => ({
  status: 'confirmation_required',
  pendingActionId: 'pa_pay1',
  confirmationUrl: 'http://localhost/confirm/pa_pay1',
  expiresAt: '2030-01-01T00:00:00Z',
  preview: [],
  target: null,
  operation: 'payInvoiceWithCard',
  money: eur(33.63),
  ...over,
});

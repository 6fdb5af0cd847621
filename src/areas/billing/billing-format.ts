// Labels and tones shared by the billing screens.
import type { z } from 'zod';
import type { InvoiceKind, BillingActivity } from '@contract/billing';
import type { SavedCard } from '@contract/billing-payment-methods';
import { labelsOf, tonesOf } from '@/lib/glossary';

type Card = Pick<z.infer<typeof SavedCard>, 'brand' | 'last4' | 'expMonth' | 'expYear'>;

export const statusTone = tonesOf('invoice');
export const statusLabel = labelsOf('invoice');
export const kindLabel: Record<z.infer<typeof InvoiceKind>, string> = {
  invoice: 'Invoice',
  deposit: 'Deposit',
  'proforma-order': 'Order (proforma)',
};
export const activityLabel: Record<z.infer<typeof BillingActivity>['kind'], string> = {
  invoice_issued: 'Invoice issued',
  invoice_paid: 'Invoice paid',
  payment_failed: 'Payment failed',
  refund: 'Refund',
  credit_note: 'Credit note',
  deposit: 'Deposit',
  balance_charge: 'Balance charge',
  balance_adjustment: 'Balance adjustment',
  direct_debit_scheduled: 'Direct debit',
};

const brandName: Record<Card['brand'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  other: 'Card',
};
export const cardName = (c: Pick<Card, 'brand' | 'last4'>) => `${brandName[c.brand]} •••• ${c.last4}`;
export const cardExpiry = (c: Pick<Card, 'expMonth' | 'expYear'>) =>
  `${String(c.expMonth).padStart(2, '0')}/${c.expYear}`;

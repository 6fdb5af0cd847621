// Saved cards and mandates as the API shows them: brand, last 4, expiry, never a number.
import type { z } from 'zod';
import type { DirectDebitMandate, SavedCard } from '@contract/billing-payment-methods';
import { cardExpired, type CardRow, type MandateRow } from '@server/infra/payments';

const BRAND: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  other: 'Card',
};

export function presentCard(c: CardRow, now: Date): z.input<typeof SavedCard> {
  return {
    id: c.id,
    brand: c.brand as 'visa',
    last4: c.last4,
    expMonth: c.expMonth,
    expYear: c.expYear,
    holderName: c.holderName,
    isDefault: c.isDefault,
    expired: cardExpired(c, now),
    createdAt: c.createdAt.toISOString(),
  };
}

/** "Visa •••• 4242 (expires 09/2029)": how a card is named in previews and mails. */
export const cardLabel = (c: Pick<CardRow, 'brand' | 'last4' | 'expMonth' | 'expYear'>) =>
  `${BRAND[c.brand] ?? 'Card'} •••• ${c.last4} (expires ${String(c.expMonth).padStart(2, '0')}/${c.expYear})`;

export function presentMandate(m: MandateRow): z.input<typeof DirectDebitMandate> {
  return {
    id: m.id,
    scheme: m.scheme as 'autogiro',
    bank: m.bank,
    accountMasked: m.accountMasked,
    status: m.status as 'active',
    createdAt: m.createdAt.toISOString(),
  };
}

export const mandateLabel = (m: Pick<MandateRow, 'scheme' | 'bank' | 'accountMasked'>) =>
  `${m.scheme === 'autogiro' ? 'Autogiro' : 'SEPA direct debit'}${m.bank ? `, ${m.bank}` : ''} ${m.accountMasked}`;

export const fmtMoney = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

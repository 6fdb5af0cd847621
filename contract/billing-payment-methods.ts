// Saved payment methods per billing profile: cards and direct-debit mandates.
// A card setup link opens <APP_URL>/billing/card-setup/<token>, the sandbox's
// stand-in for the provider's hosted card page, which talks to the two public
// card-setup operations; it works once, for 30 minutes.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Timestamp, bodyId, idParam, qId } from './common';
import { defineArea } from './operation';
import { readBilling, writeBilling } from './billing-shared';

export const SavedCard = z.object({
  id: z.number().int(),
  brand: z.enum(['visa', 'mastercard', 'amex', 'other']),
  last4: z.string().length(4),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  holderName: z.string().nullable(),
  isDefault: z.boolean(),
  expired: z.boolean(),
  createdAt: Timestamp,
});

export const DirectDebitMandate = z.object({
  id: z.number().int(),
  scheme: z.enum(['autogiro', 'sepa']),
  bank: z.string().nullable(),
  accountMasked: z.string(),
  status: z.enum(['pending', 'active', 'rejected', 'cancelled']),
  createdAt: Timestamp,
});

/** Luhn (mod 10) check of a card number, digits only. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

// What the sandbox provider's hosted card page submits. In production this
// form is the provider's own page; only brand, last 4 digits and expiry come back.
export const CardSetupBody = z.object({
  card_number: z
    .string({ error: 'Enter the card number' })
    // 19 digits with a space or dash between each fits.
    .max(64, { error: 'A card number is 12 to 19 digits', abort: true })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, 'A card number is 12 to 19 digits')
        .refine(luhnValid, 'This card number is not valid; check the digits'),
    ),
  exp_month: z
    .number({ error: 'Enter the expiry month' })
    .int('Whole months only')
    .min(1, 'Month is 1 to 12')
    .max(12, 'Month is 1 to 12'),
  exp_year: z
    .number({ error: 'Enter the expiry year' })
    .int('Enter a four-digit year')
    .min(2000, 'Enter a four-digit year')
    .max(2099, 'Enter a four-digit year'),
  cvc: z
    .string({ error: 'Enter the security code' })
    .max(4, { error: 'The security code is 3 or 4 digits', abort: true })
    .regex(/^\d{3,4}$/, 'The security code is 3 or 4 digits'),
  holder_name: z.string().trim().min(1, 'Enter the name on the card').max(100, 'At most 100 characters'),
  make_default: z.boolean().default(true),
});

export const CardSetupSession = z.object({
  accountName: z.string(),
  billingAddressId: z.number().int(),
  billingAddressName: z.string(),
  status: z.enum(['open', 'used', 'expired']),
  expiresAt: Timestamp,
});

export const ProfilePaymentMethods = z.object({
  billingAddressId: z.number().int(),
  billingAddressName: z.string(),
  isPrimary: z.boolean(),
  cards: z.array(SavedCard),
  directDebit: DirectDebitMandate.nullable(),
});

const setupParams = z.object({
  token: z
    .string()
    .max(64, { error: 'Not a card setup link', abort: true })
    .regex(/^[A-Za-z0-9]{20,64}$/, 'Not a card setup link'),
});
const owned = ['not_owned', 'not_found'] as const;

export const paymentMethodOps = defineArea('billing', {
  listPaymentMethods: {
    method: 'GET',
    path: '/billing/payment-methods',
    tier: 'R',
    scopes: readBilling,
    summary: 'Saved cards and direct-debit mandates, per billing profile',
    query: z.object({ billing_address_id: qId('billing_address_id').optional() }),
    response: z.object({ data: z.array(ProfilePaymentMethods), total: z.number().int().min(0) }),
  },
  createCardSetupLink: {
    method: 'POST',
    path: '/billing/payment-methods/cards/setup-link',
    tier: 'W',
    scopes: writeBilling,
    summary: 'Single-visit link where the human adds a card at the payment provider',
    // Card numbers never pass through this API: the link opens the provider's own page.
    body: z.object({ billing_address_id: bodyId('billing_address_id').optional() }),
    response: z.object({ url: z.string(), billingAddressId: z.number().int(), expiresAt: Timestamp }),
    // 409 when the account has no billing address to save a card on
    errors: [...owned, 'conflict'],
  },
  // The sandbox payment provider's hosted card page, behind the setup link: the
  // link's token is the credential, so these need no login and no scope.
  getCardSetup: {
    method: 'GET',
    path: '/billing/card-setup/{token}',
    tier: 'R',
    scopes: [],
    caller: 'public',
    summary: 'Sandbox payment provider: what a card setup link is for, and whether it can still be used',
    params: setupParams,
    response: CardSetupSession,
    errors: ['not_found'],
  },
  completeCardSetup: {
    method: 'POST',
    path: '/billing/card-setup/{token}',
    tier: 'W',
    scopes: [],
    caller: 'public',
    summary: 'Sandbox payment provider: save a card through a setup link (the link then stops working)',
    params: setupParams,
    body: CardSetupBody,
    response: SavedCard,
    errors: ['not_found', 'conflict'],
  },
  deleteSavedCard: {
    method: 'DELETE',
    path: '/billing/payment-methods/cards/{card}',
    tier: 'W',
    scopes: writeBilling,
    hold: true,
    summary: 'Hold removal of a saved card for confirmation',
    params: z.object({ card: idParam('card') }),
    query: z.object({ card_id: qId('card_id'), attempt_key: AttemptKey }),
    response: ConfirmationHold.extend({
      card: SavedCard.pick({ id: true, brand: true, last4: true, expMonth: true, expYear: true }),
    }),
    errors: owned,
  },
});

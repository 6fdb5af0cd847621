// Billing profiles (billing addresses), their invoice contacts and the saved
// payment methods that hang off them. Merged into `billingOps` by billing.ts.
// Choices: the first address is primary and the primary one cannot be deleted;
// deleting an address removes its contacts and cards and cancels its mandates
// (invoices keep the address as printed). A card setup link opens
// <APP_URL>/billing/card-setup/<token>, the sandbox's stand-in for the
// provider's hosted card page, which talks to the two public card-setup
// operations; it works once, for 30 minutes.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Timestamp, collection, page } from './common';
import { defineArea } from './operation';

/** Path ids arrive as strings; the spec types them as strings, we insist on digits. */
const idParam = (what: string) => z.string().regex(/^[1-9]\d{0,17}$/, `${what} must be a numeric id`);
/** A required positive integer in a query string. */
export const qId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`);
const bodyId = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`);

export const ContactType = z.enum(['invoice_email', 'technical', 'edi_invoice'], {
  error: 'type is invoice_email, technical or edi_invoice',
});
export const BillingContact = z.object({ id: z.number().int(), type: ContactType, email: z.string() });
// The spec caps contact addresses at 191 characters (a utf8mb4 index limit upstream).
const ContactEmail = z.email('Enter a valid email address').max(191, 'At most 191 characters');

export const InvoiceDelivery = z.enum(['email', 'edi', 'post'], { error: 'invoice_delivery is email, edi or post' });

export const BillingAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  orgNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  reference: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isPrimary: z.boolean(),
  invoiceDelivery: InvoiceDelivery,
  currency: z.string().length(3),
  contacts: z.array(BillingContact),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

const BillingAddressFields = z.object({
  name: z.string().trim().min(1, 'Enter the name the invoices are addressed to').max(120, 'At most 120 characters'),
  company: z.string().trim().max(120, 'At most 120 characters').nullish(),
  org_number: z.string().trim().max(32, 'At most 32 characters').nullish(),
  vat_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,13}$/, 'Enter a VAT number with its country prefix, e.g. SE556677889901')
    .nullish(),
  reference: z.string().trim().max(60, 'At most 60 characters').nullish(),
  line1: z.string().trim().min(1, 'Enter the street address').max(200, 'At most 200 characters'),
  line2: z.string().trim().max(200, 'At most 200 characters').nullish(),
  city: z.string().trim().min(1, 'Enter the city').max(100, 'At most 100 characters'),
  postal_code: z.string().trim().min(1, 'Enter the postal code').max(20, 'At most 20 characters'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use the two-letter country code'),
  invoice_delivery: InvoiceDelivery.default('email'),
  // The first contact makes a new profile usable at once: invoices need somewhere to go.
  invoice_email: ContactEmail.optional(),
});
export const CreateBillingAddressBody = BillingAddressFields;
// No defaults on update: a field not sent stays as it is (a default would silently reset it).
export const UpdateBillingAddressBody = BillingAddressFields.omit({ invoice_email: true })
  .extend({ invoice_delivery: InvoiceDelivery })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change' });

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
  cvc: z.string({ error: 'Enter the security code' }).regex(/^\d{3,4}$/, 'The security code is 3 or 4 digits'),
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

const addressParams = z.object({ billingAddress: idParam('billingAddress') });
const setupParams = z.object({ token: z.string().regex(/^[A-Za-z0-9]{20,64}$/, 'Not a card setup link') });
const read = ['read:billing'] as const;
const write = ['write:billing'] as const;
const owned = ['not_owned', 'not_found'] as const;

export const billingAddressOps = defineArea('billing', {
  listBillingAddresses: {
    method: 'GET',
    path: '/billing-addresses',
    tier: 'R',
    scopes: read,
    summary: 'Billing profiles of the account, the primary one first',
    query: z.object(page(100)),
    response: collection(BillingAddress),
  },
  getBillingAddress: {
    method: 'GET',
    path: '/billing-addresses/{billingAddress}',
    tier: 'R',
    scopes: read,
    summary: 'One billing address with its contacts',
    params: addressParams,
    response: BillingAddress,
    errors: owned,
  },
  createBillingAddress: {
    method: 'POST',
    path: '/billing-addresses',
    tier: 'W',
    scopes: write,
    summary: 'Create a billing address (the first one becomes primary)',
    body: CreateBillingAddressBody,
    response: BillingAddress,
  },
  updateBillingAddress: {
    method: 'PATCH',
    path: '/billing-addresses/{billingAddress}',
    tier: 'W',
    scopes: write,
    summary: 'Change a billing address; invoices already issued keep the old one',
    params: addressParams,
    body: UpdateBillingAddressBody,
    response: BillingAddress,
    errors: owned,
  },
  deleteBillingAddress: {
    method: 'DELETE',
    path: '/billing-addresses/{billingAddress}',
    tier: 'W',
    scopes: write,
    hold: true,
    summary: 'Hold deletion of a billing address for confirmation',
    params: addressParams,
    query: z.object({ attempt_key: AttemptKey }),
    response: ConfirmationHold,
    errors: [...owned, 'conflict'],
  },
  setPrimaryBillingAddress: {
    method: 'POST',
    path: '/billing-addresses/{billingAddress}/actions/set-primary',
    tier: 'W',
    scopes: write,
    summary: 'Make this the default billing address for new invoices',
    params: addressParams,
    response: BillingAddress,
    errors: owned,
  },
  // Detailed in the spec: the body repeats the id from the path as billing_address_id.
  addBillingContact: {
    method: 'POST',
    path: '/billing-addresses/{billingAddress}/contacts',
    tier: 'W',
    scopes: write,
    summary: 'Add an invoice, technical or EDI contact to a billing address',
    params: addressParams,
    body: z.object({
      billing_address_id: bodyId('billing_address_id'),
      type: ContactType,
      email: ContactEmail,
    }),
    response: BillingContact,
    errors: [...owned, 'conflict'],
  },
  listBillingContacts: {
    method: 'GET',
    path: '/billing-addresses/{billingAddress}/contacts',
    tier: 'R',
    scopes: read,
    summary: 'Contacts of one billing address',
    params: addressParams,
    query: z.object({ billing_address_id: qId('billing_address_id') }),
    response: z.object({ billingAddressId: z.number().int(), data: z.array(BillingContact) }),
    errors: owned,
  },
  removeBillingContact: {
    method: 'DELETE',
    path: '/billing-addresses/{billingAddress}/contacts/{contact}',
    tier: 'W',
    scopes: write,
    hold: true,
    summary: 'Hold removal of a billing contact for confirmation',
    params: addressParams.extend({ contact: idParam('contact') }),
    query: z.object({ attempt_key: AttemptKey }),
    response: ConfirmationHold,
    errors: owned,
  },
  listPaymentMethods: {
    method: 'GET',
    path: '/billing/payment-methods',
    tier: 'R',
    scopes: read,
    summary: 'Saved cards and direct-debit mandates, per billing profile',
    query: z.object({ billing_address_id: qId('billing_address_id').optional() }),
    response: z.object({ data: z.array(ProfilePaymentMethods), total: z.number().int().min(0) }),
  },
  createCardSetupLink: {
    method: 'POST',
    path: '/billing/payment-methods/cards/setup-link',
    tier: 'W',
    scopes: write,
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
    scopes: write,
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

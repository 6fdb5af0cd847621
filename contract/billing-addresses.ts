// Billing profiles (billing addresses) and their invoice contacts. Merged into
// `billingOps` by billing.ts; the cards and mandates that hang off a profile
// are in billing-payment-methods.ts.
// Choices: the first address is primary and the primary one cannot be deleted;
// deleting an address removes its contacts and cards and cancels its mandates
// (invoices keep the address as printed).
import { z } from 'zod';
import {
  AttemptKey,
  ConfirmationHold,
  Timestamp,
  bodyId,
  collection,
  idParam,
  page,
  postalAddressFields,
  qId,
} from './common';
import { emailAddress } from './domain-name-fields';
import { vatNumberField } from './contact-fields';
import { countryCode } from './country-code';
import { defineArea } from './operation';
import { readBilling, writeBilling } from './billing-shared';

export const ContactType = z.enum(['invoice_email', 'technical', 'edi_invoice'], {
  error: 'type is invoice_email, technical or edi_invoice',
});
export const BillingContact = z.object({ id: z.number().int(), type: ContactType, email: z.string() });
// The spec caps contact addresses at 191 characters (a utf8mb4 index limit upstream).
const ContactEmail = emailAddress(191);

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
  // Checked with jsvat (format, check digits, and the address's country) where the whole address
  // is known: by the handler on the address as it will be, by the form on the whole form
  // (contact-checks.ts; ADR 022). Stored upper case without separators, printed so on invoices.
  vat_number: vatNumberField.nullish(),
  reference: z.string().trim().max(60, 'At most 60 characters').nullish(),
  ...postalAddressFields,
  country: countryCode,
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

const addressParams = z.object({ billingAddress: idParam('billingAddress') });
const owned = ['not_owned', 'not_found'] as const;

export const billingAddressOps = defineArea('billing', {
  listBillingAddresses: {
    method: 'GET',
    path: '/billing-addresses',
    tier: 'R',
    scopes: readBilling,
    summary: 'Billing profiles of the account, the primary one first',
    query: z.object(page(100)),
    response: collection(BillingAddress),
  },
  getBillingAddress: {
    method: 'GET',
    path: '/billing-addresses/{billingAddress}',
    tier: 'R',
    scopes: readBilling,
    summary: 'One billing address with its contacts',
    params: addressParams,
    response: BillingAddress,
    errors: owned,
  },
  createBillingAddress: {
    method: 'POST',
    path: '/billing-addresses',
    tier: 'W',
    scopes: writeBilling,
    summary: 'Create a billing address (the first one becomes primary)',
    body: CreateBillingAddressBody,
    response: BillingAddress,
  },
  updateBillingAddress: {
    method: 'PATCH',
    path: '/billing-addresses/{billingAddress}',
    tier: 'W',
    scopes: writeBilling,
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
    scopes: writeBilling,
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
    scopes: writeBilling,
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
    scopes: writeBilling,
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
    scopes: readBilling,
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
    scopes: writeBilling,
    hold: true,
    summary: 'Hold removal of a billing contact for confirmation',
    params: addressParams.extend({ contact: idParam('contact') }),
    query: z.object({ attempt_key: AttemptKey }),
    response: ConfirmationHold,
    errors: owned,
  },
});

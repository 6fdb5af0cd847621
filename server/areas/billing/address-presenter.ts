// How billing profiles read in the API, and the address block printed on an
// invoice (a snapshot: later edits to the profile do not rewrite old invoices).
import type { z } from 'zod';
import type { BillingAddress } from '@contract/billing-addresses';
import type { Invoice } from '@contract/billing';
import type { billingAddresses, billingContacts } from '@server/db/schema/billing';

export type AddressRow = typeof billingAddresses.$inferSelect;
export type ContactRow = typeof billingContacts.$inferSelect;
export type BilledTo = z.infer<typeof Invoice>['billedTo'];

export const presentContact = (c: ContactRow) => ({ id: c.id, type: c.type as 'invoice_email', email: c.email });

export function presentAddress(a: AddressRow, contacts: ContactRow[]): z.input<typeof BillingAddress> {
  return {
    id: a.id,
    name: a.name,
    company: a.company,
    orgNumber: a.orgNumber,
    vatNumber: a.vatNumber,
    reference: a.reference,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    postalCode: a.postalCode,
    country: a.country,
    isPrimary: a.isPrimary,
    invoiceDelivery: a.invoiceDelivery as 'email',
    currency: a.currency,
    contacts: contacts.filter((c) => c.billingAddressId === a.id).map(presentContact),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function billedToFromAddress(a: AddressRow): BilledTo {
  return {
    name: a.name,
    company: a.company,
    vatNumber: a.vatNumber,
    country: a.country,
    lines: [a.line1, a.line2, `${a.postalCode} ${a.city}`, a.reference ? `Reference: ${a.reference}` : null].filter(
      (l): l is string => Boolean(l),
    ),
  };
}

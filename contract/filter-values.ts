// The value lists of the contract's enums that the dashboard's list filters offer, with no schema
// library: the contract builds those enums from them, and the lists' routes and first views read
// them without loading zod (ADR 020).

/** A hosting account's states (hosting.ts's HostingStatus). */
export const HOSTING_STATUSES = ['active', 'suspended', 'pending', 'cancelled'] as const;

/** A registered domain's states (domains-schemas.ts's RegistrarStatus). */
export const REGISTRAR_STATUSES = [
  'active',
  'pending_registration',
  'pending_transfer',
  'expired',
  'redemption',
  'pending_delete',
  'transferred_out',
  'cancelled',
] as const;

/** An invoice's states (billing-shared.ts's InvoiceStatus). */
export const INVOICE_STATUSES = ['draft', 'unpaid', 'paid', 'overdue', 'cancelled', 'refunded'] as const;

/** What an invoice is for (billing.ts's InvoiceKind). */
export const INVOICE_KINDS = ['invoice', 'deposit', 'proforma-order'] as const;

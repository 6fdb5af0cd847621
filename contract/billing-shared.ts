// What the billing contract files share: an invoice's status and path
// parameter, the problems of invoice operations and the scopes.
import { z } from 'zod';
import { idParam } from './common';
import { INVOICE_STATUSES } from './filter-values';

export const InvoiceStatus = z.enum(INVOICE_STATUSES);

export const invoiceParams = z.object({ invoice: idParam('invoice') });
export const invoiceErrors = ['not_owned', 'invoice_not_found'] as const;
export const readBilling = ['read:billing'] as const;
export const writeBilling = ['write:billing'] as const;

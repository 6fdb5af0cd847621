// Every cache key of the billing area, shared by queries.ts and mutations.ts.
// Called without arguments, a key is the prefix of all its variants.
import type { billingOps } from '@contract/billing';
import type { QueryOf } from '@contract/operation';
import { areaKeys } from '@/lib/query-keys';

export type InvoiceFilters = Omit<NonNullable<QueryOf<typeof billingOps.listInvoices>>, 'cursor' | 'limit'>;
export type ActivityFilters = Omit<NonNullable<QueryOf<typeof billingOps.listBillingActivity>>, 'cursor' | 'limit'>;

const k = areaKeys('billing');

export const billingKeys = {
  ...k,
  invoices: (filters: InvoiceFilters = {}) => k.list({ kind: 'invoices', ...filters }),
  addresses: () => k.list({ kind: 'addresses' }),
  paymentMethods: () => k.list({ kind: 'payment-methods' }),
  activity: (filters: ActivityFilters = {}) => k.list({ kind: 'activity', ...filters }),
  invoice: (id: string) => k.detail({ kind: 'invoice', id }),
  paymentOptions: (id: string) => k.detail({ kind: 'invoice-payment-options', id }),
  creditNote: (id: string) => k.detail({ kind: 'credit-note', id }),
  cardSetup: (token: string) => k.detail({ kind: 'card-setup', token }),
};

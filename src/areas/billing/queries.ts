// Query-options factories of the billing area, keyed [area, 'list'|'detail', params].
// Invoice details refetch on every visit (staleTime 0): they change on the
// confirmation page and through the provider's pages, not on this screen.
import { queryOptions } from '@tanstack/react-query';
import { billingOps } from '@contract/billing';
import type { QueryOf } from '@contract/operation';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';

export type InvoiceFilters = Omit<NonNullable<QueryOf<typeof billingOps.listInvoices>>, 'cursor' | 'limit'>;
export type ActivityFilters = Omit<NonNullable<QueryOf<typeof billingOps.listBillingActivity>>, 'cursor' | 'limit'>;

/** Page size for long lists: large enough to scroll far between requests. */
const PAGE = 100;

export const billingQueries = {
  invoices: (filters: InvoiceFilters = {}) =>
    cursorListOptions(['billing', 'list', { kind: 'invoices', ...filters }], billingOps.listInvoices, {
      ...filters,
      limit: PAGE,
    }),
  invoice: (id: string) =>
    queryOptions({
      queryKey: ['billing', 'detail', { kind: 'invoice', id }],
      queryFn: ({ signal }) => apiRequest(billingOps.getInvoice, { params: { invoice: id }, signal }),
      staleTime: 0,
      refetchOnWindowFocus: true, // it may have been paid on a confirmation page in another tab
    }),
  paymentOptions: (id: string) =>
    queryOptions({
      queryKey: ['billing', 'detail', { kind: 'invoice-payment-options', id }],
      queryFn: ({ signal }) => apiRequest(billingOps.getInvoicePaymentOptions, { params: { invoice: id }, signal }),
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
  creditNote: (id: string) =>
    queryOptions({
      queryKey: ['billing', 'detail', { kind: 'credit-note', id }],
      queryFn: ({ signal }) => apiRequest(billingOps.getInvoiceCreditNote, { params: { invoice: id }, signal }),
    }),
  addresses: () =>
    cursorListOptions(['billing', 'list', { kind: 'addresses' }], billingOps.listBillingAddresses, { limit: PAGE }),
  paymentMethods: () =>
    queryOptions({
      queryKey: ['billing', 'list', { kind: 'payment-methods' }],
      queryFn: ({ signal }) => apiRequest(billingOps.listPaymentMethods, { query: {}, signal }),
      staleTime: 0,
    }),
  activity: (filters: ActivityFilters = {}) =>
    cursorListOptions(['billing', 'list', { kind: 'activity', ...filters }], billingOps.listBillingActivity, {
      ...filters,
      limit: PAGE,
    }),
  cardSetup: (token: string) =>
    queryOptions({
      queryKey: ['billing', 'detail', { kind: 'card-setup', token }],
      queryFn: ({ signal }) => apiRequest(billingOps.getCardSetup, { params: { token }, signal }),
      staleTime: 0,
    }),
};

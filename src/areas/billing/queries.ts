// Query-options factories of the billing area; keys come from keys.ts.
// Invoice details refetch on every visit (staleTime 0): they change on the
// confirmation page and through the provider's pages, not on this screen.
import { queryOptions } from '@tanstack/react-query';
// The operations without their schemas (src/lib/ops-meta): the invoice list's first view loads no zod.
import { billingMeta as billingOps } from '@/lib/ops-meta/billing';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { billingKeys, type ActivityFilters, type InvoiceFilters } from './keys';

export type { ActivityFilters, InvoiceFilters };

/** Page size for long lists: large enough to scroll far between requests. */
const PAGE = 100;

export const billingQueries = {
  invoices: (filters: InvoiceFilters = {}) =>
    cursorListOptions(billingKeys.invoices(filters), billingOps.listInvoices, { ...filters, limit: PAGE }),
  invoice: (id: string) =>
    queryOptions({
      queryKey: billingKeys.invoice(id),
      queryFn: ({ signal }) => apiRequest(billingOps.getInvoice, { params: { invoice: id }, signal }),
      staleTime: 0,
      refetchOnWindowFocus: true, // it may have been paid on a confirmation page in another tab
    }),
  paymentOptions: (id: string) =>
    queryOptions({
      queryKey: billingKeys.paymentOptions(id),
      queryFn: ({ signal }) => apiRequest(billingOps.getInvoicePaymentOptions, { params: { invoice: id }, signal }),
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
  creditNote: (id: string) =>
    queryOptions({
      queryKey: billingKeys.creditNote(id),
      queryFn: ({ signal }) => apiRequest(billingOps.getInvoiceCreditNote, { params: { invoice: id }, signal }),
    }),
  addresses: () => cursorListOptions(billingKeys.addresses(), billingOps.listBillingAddresses, { limit: PAGE }),
  paymentMethods: () =>
    queryOptions({
      queryKey: billingKeys.paymentMethods(),
      queryFn: ({ signal }) => apiRequest(billingOps.listPaymentMethods, { query: {}, signal }),
      staleTime: 0,
    }),
  activity: (filters: ActivityFilters = {}) =>
    cursorListOptions(billingKeys.activity(filters), billingOps.listBillingActivity, { ...filters, limit: PAGE }),
  cardSetup: (token: string) =>
    queryOptions({
      queryKey: billingKeys.cardSetup(token),
      queryFn: ({ signal }) => apiRequest(billingOps.getCardSetup, { params: { token }, signal }),
      staleTime: 0,
    }),
};

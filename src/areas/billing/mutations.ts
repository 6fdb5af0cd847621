// Writes of the billing area. Paying, deleting an address, removing a contact
// or a card are holds: the answer is a pending action to confirm, so nothing
// changes here until it is approved. The other writes refresh what they touch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingOps } from '@contract/billing';
import type { BodyOf } from '@contract/operation';
import { apiRequest } from '@/lib/api-client';

const lists = { queryKey: ['billing', 'list'] };

export function usePayWithCard(invoice: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof billingOps.payInvoiceWithCard>) =>
      apiRequest(billingOps.payInvoiceWithCard, { params: { invoice }, body }),
  });
}

export function usePayWithDirectDebit(invoice: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof billingOps.payInvoiceWithDirectDebit>) =>
      apiRequest(billingOps.payInvoiceWithDirectDebit, { params: { invoice }, body }),
  });
}

export function useUnscheduleDirectDebit(invoice: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(billingOps.unscheduleInvoiceDirectDebit, { params: { invoice } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['billing'] }),
  });
}

export function usePaymentLink(invoice: string) {
  return useMutation({ mutationFn: () => apiRequest(billingOps.createInvoicePaymentLink, { params: { invoice } }) });
}

export function useSendInvoice(invoice: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof billingOps.sendInvoice>) =>
      apiRequest(billingOps.sendInvoice, { params: { invoice }, body }),
  });
}

export function useResendInvoice(invoice: string) {
  return useMutation({ mutationFn: () => apiRequest(billingOps.resendInvoiceEmail, { params: { invoice } }) });
}

export function useCreateAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof billingOps.createBillingAddress>) =>
      apiRequest(billingOps.createBillingAddress, { body }),
    onSuccess: () => qc.invalidateQueries(lists),
  });
}

export function useUpdateAddress(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof billingOps.updateBillingAddress>) =>
      apiRequest(billingOps.updateBillingAddress, { params: { billingAddress: String(id) }, body }),
    onSuccess: () => qc.invalidateQueries(lists),
  });
}

export function useSetPrimaryAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(billingOps.setPrimaryBillingAddress, { params: { billingAddress: String(id) } }),
    onSuccess: () => qc.invalidateQueries(lists),
  });
}

export function useDeleteAddress() {
  return useMutation({
    mutationFn: (v: { id: number; attempt_key: string }) =>
      apiRequest(billingOps.deleteBillingAddress, {
        params: { billingAddress: String(v.id) },
        query: { attempt_key: v.attempt_key },
      }),
  });
}

export function useAddContact(addressId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof billingOps.addBillingContact>) =>
      apiRequest(billingOps.addBillingContact, { params: { billingAddress: String(addressId) }, body }),
    onSuccess: () => qc.invalidateQueries(lists),
  });
}

export function useRemoveContact() {
  return useMutation({
    mutationFn: (v: { addressId: number; contactId: number; attempt_key: string }) =>
      apiRequest(billingOps.removeBillingContact, {
        params: { billingAddress: String(v.addressId), contact: String(v.contactId) },
        query: { attempt_key: v.attempt_key },
      }),
  });
}

export function useCardSetupLink() {
  return useMutation({
    mutationFn: (billingAddressId: number) =>
      apiRequest(billingOps.createCardSetupLink, { body: { billing_address_id: billingAddressId } }),
  });
}

export function useCompleteCardSetup(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof billingOps.completeCardSetup>) =>
      apiRequest(billingOps.completeCardSetup, { params: { token }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['billing'] }),
  });
}

export function useDeleteCard() {
  return useMutation({
    mutationFn: (v: { cardId: number; attempt_key: string }) =>
      apiRequest(billingOps.deleteSavedCard, {
        params: { card: String(v.cardId) },
        query: { card_id: v.cardId, attempt_key: v.attempt_key },
      }),
  });
}

// Writes of the billing area, each declared with the keys it makes stale
// (keys.ts). Paying, deleting an address, removing a contact or a card are
// holds: the answer is a pending action to confirm, so nothing changes here
// until it is approved. The other writes refresh what they touch.
import { billingOps } from '@contract/billing';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { billingKeys } from './keys';

type Body<K extends keyof typeof billingOps> = BodyOf<(typeof billingOps)[K]>;

const payWithCard = (invoice: string) =>
  defineMutation(billingOps.payInvoiceWithCard, {
    request: (body: Body<'payInvoiceWithCard'>) => ({ params: { invoice }, body }),
  });

const payWithDirectDebit = (invoice: string) =>
  defineMutation(billingOps.payInvoiceWithDirectDebit, {
    request: (body: Body<'payInvoiceWithDirectDebit'>) => ({ params: { invoice }, body }),
  });

const unscheduleDirectDebit = (invoice: string) =>
  defineMutation(billingOps.unscheduleInvoiceDirectDebit, {
    request: () => ({ params: { invoice } }),
    invalidates: () => [billingKeys.all()],
  });

const paymentLink = (invoice: string) =>
  defineMutation(billingOps.createInvoicePaymentLink, { request: () => ({ params: { invoice } }) });

const sendInvoice = (invoice: string) =>
  defineMutation(billingOps.sendInvoice, {
    request: (body: Body<'sendInvoice'>) => ({ params: { invoice }, body }),
  });

const resendInvoice = (invoice: string) =>
  defineMutation(billingOps.resendInvoiceEmail, { request: () => ({ params: { invoice } }) });

const createAddress = defineMutation(billingOps.createBillingAddress, {
  request: (body: Body<'createBillingAddress'>) => ({ body }),
  invalidates: () => [billingKeys.lists()],
});

const updateAddress = (id: number) =>
  defineMutation(billingOps.updateBillingAddress, {
    request: (body: Body<'updateBillingAddress'>) => ({ params: { billingAddress: String(id) }, body }),
    invalidates: () => [billingKeys.lists()],
  });

const setPrimaryAddress = defineMutation(billingOps.setPrimaryBillingAddress, {
  request: (id: number) => ({ params: { billingAddress: String(id) } }),
  invalidates: () => [billingKeys.lists()],
});

const deleteAddress = defineMutation(billingOps.deleteBillingAddress, {
  request: (v: { id: number; attempt_key: string }) => ({
    params: { billingAddress: String(v.id) },
    query: { attempt_key: v.attempt_key },
  }),
});

const addContact = (addressId: number) =>
  defineMutation(billingOps.addBillingContact, {
    request: (body: Body<'addBillingContact'>) => ({ params: { billingAddress: String(addressId) }, body }),
    invalidates: () => [billingKeys.lists()],
  });

const removeContact = defineMutation(billingOps.removeBillingContact, {
  request: (v: { addressId: number; contactId: number; attempt_key: string }) => ({
    params: { billingAddress: String(v.addressId), contact: String(v.contactId) },
    query: { attempt_key: v.attempt_key },
  }),
});

const cardSetupLink = defineMutation(billingOps.createCardSetupLink, {
  request: (billingAddressId: number) => ({ body: { billing_address_id: billingAddressId } }),
});

const completeCardSetup = (token: string) =>
  defineMutation(billingOps.completeCardSetup, {
    request: (body: Body<'completeCardSetup'>) => ({ params: { token }, body }),
    invalidates: () => [billingKeys.all()],
  });

const deleteCard = defineMutation(billingOps.deleteSavedCard, {
  request: (v: { cardId: number; attempt_key: string }) => ({
    params: { card: String(v.cardId) },
    query: { card_id: v.cardId, attempt_key: v.attempt_key },
  }),
});

export const usePayWithCard = (invoice: string) => useOperationMutation(payWithCard(invoice));
export const usePayWithDirectDebit = (invoice: string) => useOperationMutation(payWithDirectDebit(invoice));
export const useUnscheduleDirectDebit = (invoice: string) => useOperationMutation(unscheduleDirectDebit(invoice));
export const usePaymentLink = (invoice: string) => useOperationMutation(paymentLink(invoice));
export const useSendInvoice = (invoice: string) => useOperationMutation(sendInvoice(invoice));
export const useResendInvoice = (invoice: string) => useOperationMutation(resendInvoice(invoice));
export const useCreateAddress = () => useOperationMutation(createAddress);
export const useUpdateAddress = (id: number) => useOperationMutation(updateAddress(id));
export const useSetPrimaryAddress = () => useOperationMutation(setPrimaryAddress);
export const useDeleteAddress = () => useOperationMutation(deleteAddress);
export const useAddContact = (addressId: number) => useOperationMutation(addContact(addressId));
export const useRemoveContact = () => useOperationMutation(removeContact);
export const useCardSetupLink = () => useOperationMutation(cardSetupLink);
export const useCompleteCardSetup = (token: string) => useOperationMutation(completeCardSetup(token));
export const useDeleteCard = () => useOperationMutation(deleteCard);

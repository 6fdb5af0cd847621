// Booking a Snapback: the API's one confirmation-tier (C) operation. It is a
// hold, so nothing is booked (and no list goes stale) until a person approves
// it on the confirmation page.
import { domainsOps } from '@contract/domains';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';

const bookSnapback = defineMutation(domainsOps.bookSnapback, {
  request: (body: BodyOf<typeof domainsOps.bookSnapback>) => ({ body }),
});

export const useBookSnapback = () => useOperationMutation(bookSnapback);

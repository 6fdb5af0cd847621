// Writes of the email area, each declared with the keys it makes stale
// (keys.ts, by prefix). Deleting a mailbox is a hold: the answer is a pending
// action to confirm, so nothing changes here until it is approved.
import type { QueryKey } from '@tanstack/react-query';
import { emailOps } from '@contract/email';
import type { BodyOf, Operation, QueryOf } from '@contract/operation';
import { defineMutation, useOperationMutation, type MutationDef, type RequestOf } from '@/lib/mutation';
import { emailKeys } from './keys';

type Ops = typeof emailOps;

/** A write whose input is a JSON body. */
const withBody = <O extends Operation>(op: O, stale: QueryKey[] = []) =>
  defineMutation(op, { request: (body: BodyOf<O>) => ({ body }) as RequestOf<O>, invalidates: () => stale });

/** A write whose input is the query string (the DELETEs). */
const withQuery = <O extends Operation>(op: O, stale: QueryKey[] = []) =>
  defineMutation(op, { request: (query: QueryOf<O>) => ({ query }) as RequestOf<O>, invalidates: () => stale });

const mailboxViews = () => [emailKeys.mailboxes(), emailKeys.mailbox()];

const writes = {
  createMailbox: withBody(emailOps.createMailbox, [emailKeys.mailboxes()]),
  updateMailbox: withBody(emailOps.updateMailbox, mailboxViews()),
  changeMailboxQuota: withBody(emailOps.changeMailboxQuota, mailboxViews()),
  changeMailboxPassword: withBody(emailOps.changeMailboxPassword, [emailKeys.mailbox()]),
  suspendMailbox: withBody(emailOps.suspendMailbox, mailboxViews()),
  createWebmailLink: withBody(emailOps.createWebmailLink),
  redeemWebmailLink: withBody(emailOps.redeemWebmailLink),
  organizeMessages: withBody(emailOps.organizeMessages, [emailKeys.messages(), emailKeys.folders()]),
  enableDkim: withBody(emailOps.enableDkim, [emailKeys.dkim(), emailKeys.deliverability()]),
  updateSpamSettings: withBody(emailOps.updateSpamSettings, [emailKeys.spam()]),
  setCatchAll: withBody(emailOps.setCatchAll, [emailKeys.catchAll()]),
  createForwarder: withBody(emailOps.createForwarder, [emailKeys.forwarders()]),
  createAutoresponder: withBody(emailOps.createAutoresponder, [emailKeys.autoresponders()]),
  updateAutoresponder: withBody(emailOps.updateAutoresponder, [emailKeys.autoresponders()]),
  createVacationMessage: withBody(emailOps.createVacationMessage, [emailKeys.vacations()]),
  updateVacationMessage: withBody(emailOps.updateVacationMessage, [emailKeys.vacations()]),
  createMailFilter: withBody(emailOps.createMailFilter, [emailKeys.filters()]),
};

const deletes = {
  deleteMailbox: withQuery(emailOps.deleteMailbox),
  unsuspendMailbox: withQuery(emailOps.unsuspendMailbox, mailboxViews()),
  deleteForwarder: withQuery(emailOps.deleteForwarder, [emailKeys.forwarders()]),
  deleteAutoresponder: withQuery(emailOps.deleteAutoresponder, [emailKeys.autoresponders()]),
  deleteVacationMessage: withQuery(emailOps.deleteVacationMessage, [emailKeys.vacations()]),
  deleteMailFilter: withQuery(emailOps.deleteMailFilter, [emailKeys.filters()]),
};

type BodyOp = keyof typeof writes;
type QueryOp = keyof typeof deletes;

// Indexing the tables by a generic id loses the per-operation types, so they are restated once here.
export function useEmailWrite<K extends BodyOp>(id: K) {
  return useOperationMutation(writes[id] as unknown as MutationDef<Ops[K], BodyOf<Ops[K]>>);
}

export function useEmailDelete<K extends QueryOp>(id: K) {
  return useOperationMutation(deletes[id] as unknown as MutationDef<Ops[K], QueryOf<Ops[K]>>);
}

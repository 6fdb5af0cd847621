// Writes of the email area. Each invalidates the lists and details it changes
// (by key prefix). Deleting a mailbox is a hold: the answer is a pending
// action to confirm, so nothing changes here until it is approved.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { emailOps } from '@contract/email';
import type { BodyOf, QueryOf } from '@contract/operation';
import { apiRequest } from '@/lib/api-client';

type Ops = typeof emailOps;
type BodyOp = { [K in keyof Ops]: Ops[K] extends { body: unknown } ? K : never }[keyof Ops];
type QueryOp = {
  [K in keyof Ops]: Ops[K] extends { body: unknown } ? never : Ops[K]['method'] extends 'GET' ? never : K;
}[keyof Ops];

const list = (kind: string): QueryKey => ['email', 'list', { kind }];
const view = (v: string): QueryKey => ['email', 'detail', { view: v }];

/** Keys each write makes stale. */
const stale: Partial<Record<keyof Ops, QueryKey[]>> = {
  createMailbox: [list('mailboxes')],
  updateMailbox: [list('mailboxes'), view('mailbox')],
  changeMailboxQuota: [list('mailboxes'), view('mailbox')],
  changeMailboxPassword: [view('mailbox')],
  suspendMailbox: [list('mailboxes'), view('mailbox')],
  unsuspendMailbox: [list('mailboxes'), view('mailbox')],
  organizeMessages: [list('messages'), view('folders')],
  enableDkim: [view('dkim'), view('deliverability')],
  updateSpamSettings: [view('spam')],
  setCatchAll: [view('catch-all')],
  createForwarder: [list('forwarders')],
  deleteForwarder: [list('forwarders')],
  createAutoresponder: [list('autoresponders')],
  updateAutoresponder: [list('autoresponders')],
  deleteAutoresponder: [list('autoresponders')],
  createVacationMessage: [list('vacations')],
  updateVacationMessage: [list('vacations')],
  deleteVacationMessage: [list('vacations')],
  createMailFilter: [list('filters')],
  deleteMailFilter: [list('filters')],
};

function useInvalidate(id: keyof Ops) {
  const qc = useQueryClient();
  return () => Promise.all((stale[id] ?? []).map((queryKey) => qc.invalidateQueries({ queryKey })));
}

/** A write whose input is a JSON body. */
export function useEmailWrite<K extends BodyOp>(id: K) {
  const invalidate = useInvalidate(id);
  return useMutation({
    mutationFn: (body: BodyOf<Ops[K]>) =>
      apiRequest(emailOps[id] as Ops['createMailbox'], { body: body as never }) as ReturnType<
        typeof apiRequest<Ops[K]>
      >,
    onSuccess: invalidate,
  });
}

/** A write whose input is the query string (the DELETEs). */
export function useEmailDelete<K extends QueryOp>(id: K) {
  const invalidate = useInvalidate(id);
  return useMutation({
    mutationFn: (query: QueryOf<Ops[K]>) =>
      apiRequest(emailOps[id] as Ops['deleteForwarder'], { query: query as never }) as ReturnType<
        typeof apiRequest<Ops[K]>
      >,
    onSuccess: invalidate,
  });
}

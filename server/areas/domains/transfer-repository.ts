// The registrar's record of inbound transfers (domain_transfers) and the order
// that paid for each. Every change of a transfer appends a plain-language line
// to its history, so the dashboard can tell the story without guessing.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { domainOrders, domainTransfers, domains, type TransferEvent } from '@server/db/schema/domains';
import { ApiError } from '@server/core/problem';
import { liveJobs } from '@server/core/job-queue';

type Q = Db | Tx;
export type TransferRow = typeof domainTransfers.$inferSelect;
export type OrderRow = typeof domainOrders.$inferSelect;

/** Statuses in which the transfer is still on its way (a job may be working on it). */
export const OPEN_STATUSES = ['awaiting_auth_code', 'pending_registry', 'pending_losing_registrar'] as const;
/** Statuses a job advances. */
export const RUNNING_STATUSES = ['pending_registry', 'pending_losing_registrar'] as const;

export const isOpen = (t: TransferRow) => (OPEN_STATUSES as readonly string[]).includes(t.status);
/** An open transfer can be stopped, and a failed one closed for good: either way its payment is credited back. */
export const isCancellable = (t: TransferRow) => isOpen(t) || t.status === 'failed';

export const historyEvent = (status: string, message: string, at: Date): TransferEvent => ({
  at: at.toISOString(),
  status,
  message,
});

/** One transfer of the acting account: another account's is 403 `not_owned`, none 404. */
export async function ownedTransfer(q: Q, accountId: number, id: number, forUpdate = false) {
  const base = q.select().from(domainTransfers).where(eq(domainTransfers.id, id));
  const [row] = forUpdate ? await base.for('update') : await base;
  if (!row) throw new ApiError('not_found', `No inbound transfer ${id}`);
  if (row.accountId !== accountId) throw new ApiError('not_owned', `Transfer ${id} belongs to another account`);
  return row;
}

export async function transferById(q: Q, id: number, forUpdate = false) {
  const base = q.select().from(domainTransfers).where(eq(domainTransfers.id, id));
  const [row] = forUpdate ? await base.for('update') : await base;
  return row ?? null;
}

/** The account's transfers of one name, newest first (locked for the transaction with `forUpdate`). */
export function transfersOfDomain(q: Q, accountId: number, domain: string, forUpdate = false) {
  const base = q
    .select()
    .from(domainTransfers)
    .where(and(eq(domainTransfers.accountId, accountId), eq(domainTransfers.domain, domain)))
    .orderBy(desc(domainTransfers.id));
  return forUpdate ? base.for('update') : base;
}

/** The registrar domain service a completed transfer became (null before, or when it is gone). */
export async function transferredService(q: Q, t: TransferRow) {
  if (t.status !== 'completed') return null;
  const [row] = await q
    .select({ serviceId: domains.serviceId })
    .from(domains)
    .where(and(eq(domains.name, t.domain), eq(domains.accountId, t.accountId)));
  return row?.serviceId ?? null;
}

/** The `domains` row of a name, whoever has it. */
export async function localDomain(q: Q, name: string) {
  const [row] = await q.select().from(domains).where(eq(domains.name, name));
  return row ?? null;
}

/** Whether a paid order still pays for its transfer (not refunded by a cancellation). */
export const paidOrder = (o: OrderRow | null): o is OrderRow =>
  !!o && o.kind === 'transfer_in' && o.paidAt !== null && o.status !== 'cancelled';

/** Any account's transfers of a name that are still on their way. */
export function openTransfersOfName(q: Q, domain: string) {
  return q
    .select()
    .from(domainTransfers)
    .where(and(eq(domainTransfers.domain, domain), inArray(domainTransfers.status, [...OPEN_STATUSES])));
}

export async function orderById(q: Q, id: number | null) {
  if (id === null) return null;
  const [row] = await q.select().from(domainOrders).where(eq(domainOrders.id, id));
  return row ?? null;
}

/** Change a transfer and add one line to its history. */
export async function updateTransfer(
  tx: Tx,
  row: TransferRow,
  set: Partial<Omit<TransferRow, 'id' | 'accountId' | 'history'>>,
  message: string,
  now: Date,
) {
  const status = set.status ?? row.status;
  const [out] = await tx
    .update(domainTransfers)
    .set({ ...set, updatedAt: now, history: [...row.history, historyEvent(status, message, now)] })
    .where(eq(domainTransfers.id, row.id))
    .returning();
  return out!;
}

export async function setOrderStatus(tx: Tx, orderId: number | null, set: Partial<OrderRow>) {
  if (orderId === null) return;
  await tx.update(domainOrders).set(set).where(eq(domainOrders.id, orderId));
}

/** The job subject that names a transfer, so its job can be found (and cancelled). */
export const transferSubject = (id: number) => `domain_transfer:${id}`;

/** The queued or running job of a transfer, if any. */
export async function activeTransferJobs(q: Q, kind: string, transferId: number) {
  return liveJobs(q, kind, transferSubject(transferId));
}

// Where an inbound transfer begins: a paid transfer-in order opens its
// transfer (waiting for the auth code, or at the registry at once when the
// order carried one), and every (re)submission starts the transfer's job.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { domainOrders, domainTransfers } from '@server/db/schema/domains';
import type { Deps } from '@server/core/deps';
import { enqueue } from '@server/core/job-queue';
import { tldOf } from '@server/infra/registry';
import { historyEvent, transferSubject } from './transfer-repository';

/** The job that walks a transfer through the registry and the losing registrar's window. */
export const TRANSFER_JOB = 'domains.transfer';

/** Queue the transfer's job; `runInMs` lets a transfer already waiting (the seed's) resume when it is due. */
export async function startTransferJob(
  tx: Tx,
  t: { id: number; accountId: number; domain: string },
  now: Date,
  runInMs = 0,
) {
  return enqueue(tx, now, {
    kind: TRANSFER_JOB,
    accountId: t.accountId,
    subject: transferSubject(t.id),
    payload: { transferId: t.id, domain: t.domain },
    runInMs,
    stage: 'Waiting for the registry',
  });
}

/**
 * A paid 'transfer_in' order is processed: create its transfer. With an auth code in the order
 * (params.auth_code) it goes to the registry at once; without one it waits for the customer to submit
 * it (POST /domain-transfers). Calling it twice for one order changes nothing.
 */
export async function openTransferForOrder(
  tx: Tx,
  deps: Deps,
  order: typeof domainOrders.$inferSelect,
  now: Date,
): Promise<void> {
  const [existing] = await tx
    .select({ id: domainTransfers.id })
    .from(domainTransfers)
    .where(and(eq(domainTransfers.orderId, order.id), eq(domainTransfers.accountId, order.accountId)));
  if (existing) return;
  const raw = order.params.auth_code;
  const authCode = typeof raw === 'string' && raw.trim() ? raw.trim() : null;
  // Who has the name now, for the history; the job asks again before anything depends on it.
  const losingRegistrar = await deps.infra.registry
    .info(tx, order.domain, now)
    .then((v) => v?.row.registrar ?? null)
    .catch(() => null);
  const history = [historyEvent('awaiting_auth_code', `Transfer of ${order.domain} ordered and paid`, now)];
  if (authCode)
    history.push(historyEvent('pending_registry', `Auth code submitted to the .${tldOf(order.domain)} registry`, now));
  const [row] = await tx
    .insert(domainTransfers)
    .values({
      accountId: order.accountId,
      domain: order.domain,
      orderId: order.id,
      status: authCode ? 'pending_registry' : 'awaiting_auth_code',
      authCode,
      losingRegistrar,
      initiatedAt: now,
      updatedAt: now,
      history,
    })
    .returning();
  if (authCode) await startTransferJob(tx, row!, now);
}

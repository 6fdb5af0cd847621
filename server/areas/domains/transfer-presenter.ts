// Inbound transfers as the API shows them.
import type { z } from 'zod';
import type { Target } from '@contract/common';
import type { DomainTransfer, DomainTransferDetail } from '@contract/domains-transfers';
import { isCancellable, type TransferRow } from './transfer-repository';

type Status = z.input<typeof DomainTransfer>['status'];

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentTransfer(t: TransferRow): z.input<typeof DomainTransfer> {
  return {
    id: t.id,
    domain: t.domain,
    status: t.status as Status,
    authCodeValid: t.authCodeValid,
    losingRegistrar: t.losingRegistrar,
    orderId: t.orderId,
    initiatedAt: t.initiatedAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    expectedCompletionAt: iso(t.expectedCompletionAt),
    completedAt: iso(t.completedAt),
    failureReason: t.failureReason,
  };
}

/** The domain the transfer is for; once completed, with the registrar domain service it became. */
export function transferTarget(t: TransferRow, domainServiceId: number | null): Target {
  return {
    input: t.domain,
    kind: 'domain',
    domain: t.domain,
    mailbox: null,
    serviceId: null,
    domainServiceId,
    daUsername: null,
    node: null,
    userId: t.accountId,
    note: t.status === 'completed' ? null : `inbound transfer ${t.id}, ${t.status.replaceAll('_', ' ')}`,
  };
}

export function presentTransferDetail(
  t: TransferRow,
  domainServiceId: number | null,
): z.input<typeof DomainTransferDetail> {
  return {
    ...presentTransfer(t),
    target: transferTarget(t, domainServiceId),
    cancellable: isCancellable(t),
    retryable: t.status === 'failed',
    history: t.history.map((h) => ({ at: h.at, status: h.status as Status, message: h.message })),
  };
}

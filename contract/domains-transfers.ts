// Inbound domain transfers. Ordering one is the held transfer-in order
// (domains-orders.ts); these operations follow the registry process after
// that: submit the auth code, check transferability, cancel or re-check.
import { z } from 'zod';
import {
  AsciiDomainName,
  AttemptKey,
  ConfirmationHold,
  Money,
  Target,
  Timestamp,
  collection,
  idParam,
  page,
} from './common';
import { DomainName, DomainWarning } from './domain-name-fields';
import { TRANSFER_SORTS, TRANSFER_SORT_DEFAULT } from './list-sorts';
import { sortParam } from './list-export';
import { defineArea } from './operation';
import { readDomains, writeDomains } from './domains-schemas';

export const TransferStatus = z.enum([
  'awaiting_auth_code',
  'pending_registry',
  'pending_losing_registrar',
  'completed',
  'failed',
  'cancelled',
]);

export const DomainTransfer = z.object({
  id: z.number().int(),
  domain: AsciiDomainName,
  status: TransferStatus,
  authCodeValid: z.boolean().nullable(),
  losingRegistrar: z.string().nullable(),
  orderId: z.number().int().nullable(),
  initiatedAt: Timestamp,
  updatedAt: Timestamp,
  expectedCompletionAt: Timestamp.nullable(),
  completedAt: Timestamp.nullable(),
  failureReason: z.string().nullable(),
});

export const DomainTransferDetail = DomainTransfer.extend({
  target: Target.nullable(),
  cancellable: z.boolean(),
  retryable: z.boolean(),
  history: z.array(z.object({ at: Timestamp, status: TransferStatus, message: z.string() })),
});

export const TransferPrecheck = z.object({
  domain: AsciiDomainName,
  transferable: z.boolean(),
  checks: z.array(
    z.object({
      check: z.enum([
        'registered',
        'tld_supported',
        'not_locked',
        'age_over_60_days',
        'auth_code',
        'not_in_redemption',
        'dnssec',
        'nameservers',
      ]),
      // null: could not be checked (e.g. the registry did not answer); never reported as a failure
      passed: z.boolean().nullable(),
      detail: z.string(),
      // what to do about a failed check, e.g. "Unlock the domain at its current registrar"
      fix: z.string().nullable(),
    }),
  ),
  price: Money.nullable(),
  reason: z.string().nullable(),
  // a name that can pass for another (mixed scripts), said before it is ordered
  warnings: z.array(DomainWarning),
});

// Pasted auth codes often carry spaces or a line break; registries compare them exactly, so they are trimmed.
const AuthCode = z.string().max(255, 'At most 255 characters').trim().min(1, 'Enter the auth code');
const transferParams = z.object({ transfer: idParam('transfer') });
const owned = ['not_owned', 'not_found'] as const;

export const domainTransferOps = defineArea('domains', {
  listDomainTransfers: {
    method: 'GET',
    path: '/domain-transfers',
    tier: 'R',
    scopes: readDomains,
    summary: 'Inbound transfers, newest first unless `sort` says otherwise',
    query: z.object({
      ...page(100),
      status: TransferStatus.optional(),
      sort: sortParam(TRANSFER_SORTS, TRANSFER_SORT_DEFAULT),
    }),
    response: collection(DomainTransfer),
  },
  getDomainTransfer: {
    method: 'GET',
    path: '/domain-transfers/{transfer}',
    tier: 'R',
    scopes: readDomains,
    summary: 'One inbound transfer with its history',
    params: transferParams,
    response: DomainTransferDetail,
    errors: owned,
  },
  // Starts the registry side of a paid transfer-in order; costs nothing itself.
  initiateDomainTransfer: {
    method: 'POST',
    path: '/domain-transfers',
    tier: 'W',
    scopes: writeDomains,
    summary: 'Submit the auth code and start an ordered inbound transfer at the registry',
    body: z.object({ domain: DomainName, auth_code: AuthCode }),
    // conflict: no paid transfer-in order for the domain, or a transfer already running
    response: DomainTransferDetail,
    errors: [...owned, 'conflict'],
  },
  precheckDomainTransfer: {
    method: 'POST',
    path: '/domain-transfers/actions/precheck',
    tier: 'W',
    scopes: writeDomains,
    summary: 'Check whether a domain can be transferred in, and at what price',
    body: z.object({ domain: DomainName, auth_code: AuthCode.optional() }),
    response: TransferPrecheck,
  },
  cancelDomainTransfer: {
    method: 'POST',
    path: '/domain-transfers/{transfer}/actions/cancel',
    tier: 'W',
    scopes: writeDomains,
    hold: true,
    summary: 'Hold cancellation of an inbound transfer for confirmation',
    params: transferParams,
    body: z.object({ attempt_key: AttemptKey }),
    response: ConfirmationHold,
    errors: [...owned, 'conflict'],
  },
  retryDomainTransfer: {
    method: 'POST',
    path: '/domain-transfers/{transfer}/actions/retry',
    tier: 'W',
    scopes: writeDomains,
    hold: true,
    summary: 'Hold a re-check of a failed transfer (optionally with a corrected auth code)',
    params: transferParams,
    body: z.object({ auth_code: AuthCode.optional(), attempt_key: AttemptKey }),
    response: ConfirmationHold,
    errors: [...owned, 'conflict'],
  },
});

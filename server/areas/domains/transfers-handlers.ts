// Inbound transfers after their order is paid: list and detail with history,
// submitting the auth code (which starts the registry process), the precheck
// that runs every known failure reason before anything is charged, and the
// held cancel (with the order's payment credited back) and retry.
import { and, eq } from 'drizzle-orm';
import { domainsOps } from '@contract/domains';
import { TRANSFER_SORT_DEFAULT, TRANSFER_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import { domainTransfers } from '@server/db/schema/domains';
import type { Tx } from '@server/db/client';
import { implement } from '@server/core/area';
import type { Deps } from '@server/core/deps';
import type { PendingRow } from '@server/core/holds';
import { cancelJob } from '@server/core/job-queue';
import { money } from '@server/core/money';
import { moveBalance } from '@server/areas/billing/public';
import { paginateTable, sortedOrDefault, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { RegistryRefusal, RegistryUnavailable, tldOf } from '@server/infra/registry';
import { domainServiceById } from '@server/areas/services/public';
import { authCodeFormatProblem, precheckTransfer } from './transfer-precheck';
import { presentTransfer, presentTransferDetail, transferTarget } from './transfer-presenter';
import {
  RUNNING_STATUSES,
  activeTransferJobs,
  isCancellable,
  localDomain,
  openTransfersOfName,
  orderById,
  ownedTransfer,
  paidOrder,
  setOrderStatus,
  transferredService,
  transfersOfDomain,
  updateTransfer,
  type TransferRow,
} from './transfer-repository';
import { TRANSFER_JOB, startTransferJob } from './transfer-start';

type TransferSort = (typeof TRANSFER_SORTS)[number];

// Ids are handed out as transfers start (transfer-start.ts stamps initiatedAt then): `started` is the id order.
const transferSortKeys: Record<Exclude<TransferSort, 'started'>, SortKey<TransferRow>> = {
  domain: [domainTransfers.domain, (r) => r.domain],
  status: [domainTransfers.status, (r) => r.status],
};

/** The transfers' keyset for `sort` (ADR 035); the default keeps the order and cursors the listing had before. */
function transferSpec(sort: SortValue<TransferSort>) {
  return sortedOrDefault(
    sortOf(sort),
    sortOf(TRANSFER_SORT_DEFAULT),
    transferSortKeys,
    [domainTransfers.id, (r) => r.id],
    'started',
  );
}

const badAuthCode = (path: string, message: string) =>
  new ApiError('validation_failed', `${path}: ${message}`, { errors: [{ path, message, code: 'auth_code_format' }] });

const fmt = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** Stop the transfer's job(s): a cancelled or resubmitted transfer must not be advanced by an old one. */
async function stopJobs(tx: Tx, transferId: number, now: Date) {
  for (const job of await activeTransferJobs(tx, TRANSFER_JOB, transferId)) await cancelJob(tx, job.id, now);
}

/** (Re)submit the auth code and start the job. */
async function submit(tx: Tx, t: TransferRow, authCode: string, message: string, now: Date) {
  await stopJobs(tx, t.id, now);
  const out = await updateTransfer(
    tx,
    t,
    {
      status: 'pending_registry',
      authCode,
      authCodeValid: null,
      failureReason: null,
      expectedCompletionAt: null,
      completedAt: null,
    },
    message,
    now,
  );
  await startTransferJob(tx, out, now);
  return out;
}

async function detail(deps: Deps, t: TransferRow) {
  return presentTransferDetail(t, await transferredService(deps.db, t));
}

export default implement(domainsOps, {
  handlers: {
    async listDomainTransfers({ deps, cred, query }) {
      return paginateTable(deps.db, domainTransfers, {
        params: query,
        spec: transferSpec(query.sort),
        filter: and(
          eq(domainTransfers.accountId, cred.accountId),
          query.status ? eq(domainTransfers.status, query.status) : undefined,
        ),
        map: presentTransfer,
      });
    },

    async getDomainTransfer({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(`domain transfer ${params.transfer}`);
      return detail(deps, await ownedTransfer(deps.db, cred.accountId, Number(params.transfer)));
    },

    async precheckDomainTransfer({ deps, body, setAuditTarget }) {
      setAuditTarget(`domain ${body.domain}`);
      return precheckTransfer(deps.db, deps.infra.registry, body.domain, body.auth_code, deps.clock.now());
    },

    async initiateDomainTransfer({ deps, cred, body, setAuditTarget }) {
      setAuditTarget(`domain ${body.domain}`);
      const name = body.domain;
      const problem = authCodeFormatProblem(body.auth_code);
      if (problem) throw badAuthCode('auth_code', problem);
      const now = deps.clock.now();
      const local = await localDomain(deps.db, name);
      if (local && local.accountId !== cred.accountId)
        throw new ApiError('not_owned', `The domain ${name} belongs to another account`);
      if (local?.serviceId && local.status !== 'cancelled') {
        if (await domainServiceById(deps.db, local.serviceId))
          throw new ApiError('conflict', `${name} is already registered here, in your account`);
      }
      // Ask the registry whether the name exists at all; when it does not answer, the job asks again.
      const view = await deps.infra.registry.info(deps.db, name, now).catch((err) => {
        if (err instanceof RegistryUnavailable) return undefined;
        if (err instanceof RegistryRefusal) throw new ApiError('not_found', err.message);
        throw err;
      });
      if (view === null)
        throw new ApiError(
          'not_found',
          `${name} is not registered at the registry, so there is nothing to transfer; register it instead`,
        );

      const out = await deps.db.transaction(async (tx) => {
        const mine = await transfersOfDomain(tx, cred.accountId, name, true);
        const running = mine.find((t) => (RUNNING_STATUSES as readonly string[]).includes(t.status));
        if (running)
          throw new ApiError(
            'conflict',
            `The transfer of ${name} is already under way (transfer ${running.id}, ${running.status.replaceAll('_', ' ')})`,
          );
        const others = (await openTransfersOfName(tx, name)).filter((t) => t.accountId !== cred.accountId);
        if (others.some((t) => t.status !== 'awaiting_auth_code'))
          throw new ApiError('conflict', `A transfer of ${name} is already under way at the registry`);
        let chosen: TransferRow | null = null;
        for (const t of mine)
          if (
            (t.status === 'awaiting_auth_code' || t.status === 'failed') &&
            paidOrder(await orderById(tx, t.orderId))
          ) {
            chosen = t;
            break;
          }
        if (!chosen)
          throw new ApiError(
            'conflict',
            `No paid transfer-in order of ${name} is waiting for its auth code; order the transfer first (GET /domains/${name}/actions/transfer-in for the price, then POST it) and pay it`,
          );
        return submit(tx, chosen, body.auth_code, `Auth code submitted to the .${tldOf(name)} registry`, now);
      });
      return detail(deps, out);
    },
  },

  holds: {
    cancelDomainTransfer: {
      async prepare({ deps, cred, params, setAuditTarget }) {
        setAuditTarget(`domain transfer ${params.transfer}`);
        const t = await ownedTransfer(deps.db, cred.accountId, Number(params.transfer));
        if (!isCancellable(t))
          throw new ApiError(
            'conflict',
            `The transfer of ${t.domain} is ${t.status.replaceAll('_', ' ')}, so there is nothing to cancel`,
          );
        const order = await orderById(deps.db, t.orderId);
        const refund = paidOrder(order) ? order : null;
        return {
          summary: `Cancel the transfer of ${t.domain}`,
          target: transferTarget(t, null),
          params: { transfer_id: t.id },
          preview: [
            { label: 'Domain', value: t.domain },
            { label: 'Status now', value: t.status.replaceAll('_', ' ') },
            {
              label: 'Refund',
              value: refund
                ? `${fmt(refund.totalCents, refund.currency)} paid for order ${refund.id} is credited to your balance`
                : 'Nothing was paid through an order here, so nothing is credited',
            },
            {
              label: 'What happens',
              value: `The transfer stops; ${t.domain} stays with ${t.losingRegistrar ?? 'its current registrar'}`,
            },
          ],
        };
      },
      async execute(tx, action: PendingRow, deps) {
        const now = deps.clock.now();
        const t = await ownedTransfer(tx, action.accountId, Number(action.params.transfer_id), true);
        if (!isCancellable(t))
          throw new ApiError(
            'conflict',
            `The transfer of ${t.domain} is now ${t.status.replaceAll('_', ' ')}, so it can no longer be cancelled`,
          );
        await stopJobs(tx, t.id, now);
        const order = await orderById(tx, t.orderId);
        let credited: { amount: number; currency: string } | null = null;
        if (paidOrder(order)) {
          await moveBalance(
            tx,
            t.accountId,
            order.totalCents,
            'refund',
            `Transfer of ${t.domain} cancelled: order ${order.id} credited`,
            order.invoiceId,
            now,
          );
          await setOrderStatus(tx, order.id, { status: 'cancelled' });
          credited = money(order.totalCents, order.currency);
        }
        const out = await updateTransfer(
          tx,
          t,
          { status: 'cancelled' },
          credited
            ? `Transfer cancelled; ${fmt(order!.totalCents, order!.currency)} credited to your balance`
            : 'Transfer cancelled',
          now,
        );
        return { transferId: out.id, domain: out.domain, status: out.status, credited };
      },
    },

    retryDomainTransfer: {
      async prepare({ deps, cred, params, body, setAuditTarget }) {
        setAuditTarget(`domain transfer ${params.transfer}`);
        const t = await ownedTransfer(deps.db, cred.accountId, Number(params.transfer));
        if (t.status !== 'failed')
          throw new ApiError(
            'conflict',
            `Only a failed transfer can be retried; the transfer of ${t.domain} is ${t.status.replaceAll('_', ' ')}`,
          );
        const problem = body.auth_code === undefined ? null : authCodeFormatProblem(body.auth_code);
        if (problem) throw badAuthCode('auth_code', problem);
        if (!body.auth_code && !t.authCode)
          throw badAuthCode('auth_code', 'This transfer has no auth code yet; give the one from the current registrar');
        return {
          summary: `Retry the transfer of ${t.domain}`,
          target: transferTarget(t, null),
          params: { transfer_id: t.id, ...(body.auth_code ? { auth_code: body.auth_code } : {}) },
          preview: [
            { label: 'Domain', value: t.domain },
            { label: 'It failed because', value: t.failureReason ?? 'the registry refused it' },
            {
              label: 'Auth code',
              value: body.auth_code ? 'A corrected auth code (not shown)' : 'The one submitted before',
            },
            { label: 'Cost', value: 'Nothing more: the transfer-in order is already paid' },
          ],
        };
      },
      async execute(tx, action: PendingRow, deps) {
        const now = deps.clock.now();
        const p = action.params as { transfer_id: number; auth_code?: string };
        const t = await ownedTransfer(tx, action.accountId, p.transfer_id, true);
        if (t.status !== 'failed')
          throw new ApiError(
            'conflict',
            `The transfer of ${t.domain} is now ${t.status.replaceAll('_', ' ')}, so there is nothing to retry`,
          );
        const out = await submit(
          tx,
          t,
          p.auth_code ?? t.authCode!,
          `Retried: ${p.auth_code ? 'a corrected auth code' : 'the auth code'} submitted to the .${tldOf(t.domain)} registry again`,
          now,
        );
        return { transferId: out.id, domain: out.domain, status: out.status };
      },
    },
  },
});

// The inbound transfer, step by step: the registry checks the auth code and the
// lock (pending_registry), the losing registrar has five days to object
// (pending_losing_registrar, ICANN transfer policy), then the registry moves the
// name here and it becomes the account's registrar domain. A registry that does
// not answer is asked again ten minutes later; a refusal fails the transfer
// with the registry's reason, and a retry can start it again.
import type { Tx } from '@server/db/client';
import type { Deps } from '@server/core/deps';
import type { Job, StepResult, JobStep } from '@server/core/job-queue';
import { accountById } from '@server/areas/account/public';
import {
  OUR_REGISTRAR,
  RegistryRefusal,
  RegistryUnavailable,
  TRANSFER_LOCK_DAYS,
  tldOf,
  type RegistryView,
} from '@server/infra/registry';
import { ensureLifecycleJob } from './lifecycle-job';
import { priceOf } from './pricing';
import { provisionRegistrarDomain } from './provision';
import { orderById, setOrderStatus, transferById, updateTransfer, type TransferRow } from './transfer-repository';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How long to wait before asking a registry that did not answer again. */
export const TRANSFER_RETRY_MS = 10 * MINUTE;
/** The losing registrar's window to object before the registry completes the transfer (ICANN: five days). */
export const LOSING_REGISTRAR_DAYS = 5;

/** The registry's words for a wrong auth code (registry.transfer says the same). */
const AUTH_CODE_REJECTED = 'The registry rejected the auth code';

const waitAgain = (stage: string, progress: number): StepResult => ({
  state: 'running',
  progress,
  stage,
  runInMs: TRANSFER_RETRY_MS,
});

export const transferStep: JobStep<Deps> = async (tx, job: Job, deps) => {
  const now = deps.clock.now();
  const t = await transferById(tx, Number(job.payload.transferId), true);
  if (!t) return { state: 'done', stage: 'The transfer no longer exists' };
  try {
    if (t.status === 'pending_registry') return await submitToRegistry(tx, deps, t, now);
    if (t.status === 'pending_losing_registrar') return await completeWhenDue(tx, deps, t, now);
  } catch (err) {
    if (err instanceof RegistryUnavailable)
      return waitAgain(
        `The .${err.tld} registry is not answering; asking again at ${new Date(now.getTime() + TRANSFER_RETRY_MS).toISOString()}`,
        t.status === 'pending_registry' ? 10 : 60,
      );
    if (err instanceof RegistryRefusal) return fail(tx, t, err.message, now);
    throw err;
  }
  // awaiting_auth_code, completed, failed, cancelled: nothing for a job to do
  return { state: 'done', stage: `Transfer ${t.status.replaceAll('_', ' ')}` };
};

async function fail(
  tx: Tx,
  t: TransferRow,
  reason: string,
  now: Date,
  extra: Partial<TransferRow> = {},
): Promise<StepResult> {
  await updateTransfer(
    tx,
    t,
    { ...extra, status: 'failed', failureReason: reason },
    `${reason}. Fix it and retry the transfer; nothing more is charged`,
    now,
  );
  return { state: 'done', stage: `Failed: ${reason}` };
}

/** Why the registry would refuse to start the transfer now, in its words; null when it would not. */
function refusal(view: RegistryView | null, t: TransferRow, now: Date): string | null {
  if (!view) return `${t.domain} is not registered at the registry, so there is nothing to transfer`;
  const { row, phase } = view;
  if (row.registrar === OUR_REGISTRAR) return `${t.domain} is already with ${OUR_REGISTRAR}`;
  if (!t.authCode || row.authCode !== t.authCode) return AUTH_CODE_REJECTED;
  if (row.statuses.includes('clientTransferProhibited'))
    return `${t.domain} is locked at ${row.registrar}; unlock it there first`;
  if (phase !== 'active' && phase !== 'grace')
    return `${t.domain} is in ${phase.replace('_', ' ')} at the registry and cannot be transferred`;
  if (now.getTime() - row.createdAt.getTime() < TRANSFER_LOCK_DAYS * DAY)
    return `${t.domain} was registered less than ${TRANSFER_LOCK_DAYS} days ago`;
  return null;
}

async function submitToRegistry(tx: Tx, deps: Deps, t: TransferRow, now: Date): Promise<StepResult> {
  const view = await deps.infra.registry.info(tx, t.domain, now);
  const reason = refusal(view, t, now);
  if (reason) {
    const authBad = reason === AUTH_CODE_REJECTED;
    return fail(tx, t, reason, now, authBad ? { authCodeValid: false } : {});
  }
  const losing = view!.row.registrar;
  const due = new Date(now.getTime() + LOSING_REGISTRAR_DAYS * DAY);
  await updateTransfer(
    tx,
    t,
    { status: 'pending_losing_registrar', authCodeValid: true, losingRegistrar: losing, expectedCompletionAt: due },
    `The registry accepted the auth code; ${losing} has ${LOSING_REGISTRAR_DAYS} days to object, so the transfer completes by ${due.toISOString().slice(0, 10)}`,
    now,
  );
  return {
    state: 'running',
    progress: 50,
    stage: `Waiting for ${losing} (until ${due.toISOString()})`,
    runInMs: due.getTime() - now.getTime(),
  };
}

async function completeWhenDue(tx: Tx, deps: Deps, t: TransferRow, now: Date): Promise<StepResult> {
  const due = t.expectedCompletionAt ?? now;
  if (due > now)
    return {
      state: 'running',
      progress: 50,
      stage: `Waiting for ${t.losingRegistrar ?? 'the losing registrar'} (until ${due.toISOString()})`,
      runInMs: due.getTime() - now.getTime(),
    };
  const registry = deps.infra.registry;
  const moved = await registry.transfer(tx, t.domain, OUR_REGISTRAR, t.authCode ?? '', now);
  const tld = (await registry.tld(tx, tldOf(t.domain)))!;
  const order = await orderById(tx, t.orderId);
  const autoRenew = order?.params.auto_renew !== false;
  const row = await provisionRegistrarDomain(tx, {
    accountId: t.accountId,
    name: t.domain,
    registeredAt: moved.createdAt,
    expiresAt: moved.expiresAt,
    nameservers: moved.nameservers,
    autoRenew,
    renewalCents: priceOf(tld, 'renew', 1, moved.premium).netCents,
    now,
  });
  await ensureLifecycleJob(tx, now);
  await setOrderStatus(tx, t.orderId, { status: 'completed', completedAt: now });
  await updateTransfer(
    tx,
    t,
    { status: 'completed', completedAt: now },
    `${t.domain} moved to ${OUR_REGISTRAR}; it is now in your account, registered until ${moved.expiresAt.toISOString().slice(0, 10)}`,
    now,
  );
  const acc = await accountById(tx, t.accountId);
  await deps.infra.mailer.send(
    {
      accountId: t.accountId,
      to: acc!.email,
      subject: `${t.domain} has been transferred to you`,
      body: `The transfer of ${t.domain} from ${t.losingRegistrar ?? 'its previous registrar'} is complete. It is registered until ${moved.expiresAt.toISOString().slice(0, 10)}.`,
      kind: 'domain_transfer_completed',
    },
    tx,
  );
  return { state: 'done', stage: 'Transfer completed', result: { domainId: row.id, serviceId: row.serviceId } };
}

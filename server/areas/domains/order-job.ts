// The registry work of a paid domain order, one job per order. A registry that
// does not answer is asked again every ten minutes (the order stays paid and
// 'processing'); a refusal fails the order, credits its payment to the balance
// and mails the account. Each attempt runs in a savepoint, so a refusal leaves
// nothing half done.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import type { Deps } from '@server/core/deps';
import type { JobStep } from '@server/core/job-queue';
import { moveBalance } from '@server/areas/billing/public';
import { OUR_REGISTRAR, PROVIDER_NAMESERVERS, RegistryRefusal, RegistryUnavailable } from '@server/infra/registry';
import { accountById } from '@server/areas/account/public';
import { invoiceById } from '@server/areas/billing/public';
import { renewDomainService } from '@server/areas/services/public';
import { ensureLifecycleJob } from './lifecycle-job';
import { lockedOrder, setOrder, type DomainOrderRow } from './order-repository';
import type { NewHolderIdentity } from './owner-change';
import { priceOf } from './pricing';
import { accountContact, provisionRegistrarDomain } from './provision';
import { openTransferForOrder } from './transfer-start';

export const ORDER_JOB = 'domains.order';

/** How long to wait before asking a registry that did not answer again. */
export const ORDER_RETRY_MS = 10 * 60_000;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export const orderStep: JobStep<Deps> = async (tx, job, deps) => {
  const now = deps.clock.now();
  const order = await lockedOrder(tx, Number(job.payload.orderId));
  if (!order || order.status !== 'processing')
    return { state: 'done', stage: `Nothing to do: the order is ${order?.status ?? 'gone'}` };
  try {
    const { stage, status } = await tx.transaction((sp) => carryOut(sp, deps, order, now));
    if (status === 'completed') await setOrder(tx, order.id, { status, completedAt: now });
    return { state: 'done', stage, result: { orderId: order.id, status } };
  } catch (err) {
    if (err instanceof RegistryUnavailable) {
      const next = new Date(now.getTime() + ORDER_RETRY_MS);
      return {
        state: 'running',
        progress: 10,
        stage: `The .${err.tld} registry is not answering; asking again at ${next.toISOString()}`,
        runInMs: ORDER_RETRY_MS,
      };
    }
    if (err instanceof RegistryRefusal) {
      await failOrder(tx, deps, order, err.message, now);
      return {
        state: 'done',
        stage: `The registry refused: ${err.message}; the payment was credited to the balance`,
        result: { orderId: order.id, status: 'failed' },
      };
    }
    throw err;
  }
};

type Outcome = { stage: string; status: 'completed' | 'processing' };

async function carryOut(tx: Tx, deps: Deps, order: DomainOrderRow, now: Date): Promise<Outcome> {
  const registry = deps.infra.registry;
  const name = order.domain;
  switch (order.kind) {
    case 'register': {
      const ns = order.params.nameservers;
      const nameservers = Array.isArray(ns) && ns.length ? (ns as string[]) : [...PROVIDER_NAMESERVERS];
      const row = await registry.create(tx, {
        name,
        years: order.years,
        registrar: OUR_REGISTRAR,
        nameservers,
        registrant: await accountContact(tx, order.accountId),
        now,
      });
      const tld = (await registry.tld(tx, row.tld))!;
      await provisionRegistrarDomain(tx, {
        accountId: order.accountId,
        name,
        registeredAt: now,
        expiresAt: row.expiresAt,
        nameservers,
        autoRenew: order.params.auto_renew !== false,
        renewalCents: priceOf(tld, 'renew', 1, row.premium).netCents,
        now,
      });
      await ensureLifecycleJob(tx, now);
      return { stage: `Registered ${name} until ${isoDate(row.expiresAt)}`, status: 'completed' };
    }
    case 'renew':
    case 'restore': {
      const local = await stillOurs(tx, deps, order, now);
      const row =
        order.kind === 'renew'
          ? await registry.renew(tx, name, order.years, now)
          : await registry.restore(tx, name, now);
      await tx.update(domains).set({ expiresAt: row.expiresAt, status: 'active' }).where(eq(domains.id, local.id));
      if (local.serviceId) await renewDomainService(tx, local.serviceId, row.expiresAt);
      const done = order.kind === 'renew' ? 'Renewed' : 'Restored';
      return { stage: `${done} ${name}; it now expires on ${isoDate(row.expiresAt)}`, status: 'completed' };
    }
    case 'transfer_in':
      await openTransferForOrder(tx, deps, order, now);
      // the transfer's own job completes the order when the name arrives
      return { stage: `Transfer of ${name} opened; follow it under /domain-transfers`, status: 'processing' };
    case 'owner_change': {
      await stillOurs(tx, deps, order, now);
      const view = (await registry.info(tx, name, now))!;
      const holder = order.params.new_holder as NewHolderIdentity;
      const identity = { ...holder, country: holder.country ?? view.row.registrant.country };
      await registry.setRegistrant(tx, name, identity, now);
      const current = (await registry.contacts(tx, view.row.id)).find((c) => c.role === 'registrant');
      const contact = current ?? { ...(await accountContact(tx, order.accountId)), domainId: view.row.id, role: '' };
      const { domainId: _d, role: _r, ...fields } = contact;
      await registry.setContact(
        tx,
        name,
        'registrant',
        { ...fields, name: holder.name, organization: holder.organization, orgNumber: holder.orgNumber },
        now,
      );
      return {
        stage: `The registry records ${holder.organization ?? holder.name} as the holder of ${name}`,
        status: 'completed',
      };
    }
    default:
      throw new RegistryRefusal('unknown_order', `Orders of kind ${order.kind} are not carried out here`);
  }
}

/** The account's own registrar domain, still sponsored by this registrar; a refusal otherwise. */
async function stillOurs(tx: Tx, deps: Deps, order: DomainOrderRow, now: Date) {
  const [local] = await tx
    .select()
    .from(domains)
    .where(and(eq(domains.name, order.domain), eq(domains.accountId, order.accountId)));
  if (!local) throw new RegistryRefusal('not_on_account', `${order.domain} is no longer on this account`);
  const view = await deps.infra.registry.info(tx, order.domain, now);
  if (!view || view.row.registrar !== OUR_REGISTRAR)
    throw new RegistryRefusal('not_sponsored', `${order.domain} is no longer at this registrar`);
  return local;
}

const WHAT: Record<string, string> = {
  register: 'registration',
  renew: 'renewal',
  restore: 'restore',
  transfer_in: 'transfer',
  owner_change: 'owner change',
};

async function failOrder(tx: Tx, deps: Deps, order: DomainOrderRow, reason: string, now: Date) {
  await setOrder(tx, order.id, { status: 'failed', failureReason: reason });
  const inv = await invoiceById(tx, order.invoiceId);
  const what = `The ${WHAT[order.kind] ?? order.kind} of ${order.domain}`;
  if (order.totalCents > 0)
    await moveBalance(
      tx,
      order.accountId,
      order.totalCents,
      'refund',
      `${what} (invoice ${inv?.number ?? order.invoiceId}) failed; its payment was credited to the balance`,
      order.invoiceId,
      now,
    );
  const acc = await accountById(tx, order.accountId);
  const refund =
    order.totalCents > 0
      ? `The ${(order.totalCents / 100).toFixed(2)} ${order.currency} you paid (invoice ${inv?.number}) was credited to your account balance.`
      : 'Nothing was charged.';
  await deps.infra.mailer.send(
    {
      accountId: order.accountId,
      to: acc!.email,
      kind: 'domain_order_failed',
      subject: `${what} could not be completed`,
      body: `Hello ${acc!.name},\n\n${what} could not be completed: the registry refused it (${reason}).\n${refund}\n`,
    },
    tx,
  );
}

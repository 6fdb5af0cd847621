// The held orders (register, renew, restore, transfer-in): the hold previews
// the quote and stores what was quoted; approval quotes again in its own
// transaction and, when nothing changed, creates the proforma and the order.
// The registry is asked to act only once the proforma is paid (order-paid.ts).
import type { PreviewItem } from '@contract/common';
import type { Db, Tx } from '@server/db/client';
import type { Deps } from '@server/core/deps';
import type { HoldPlan, PendingRow } from '@server/core/holds';
import { VAT_RATE, money, paymentUrl } from '@server/core/money';
import { ApiError } from '@server/core/problem';
import { PROVIDER_NAMESERVERS, RegistryUnavailable, tldOf } from '@server/infra/registry';
import { ownedRegistrarDomain } from './domain-repository';
import { ownedBillingAddress, placeDomainOrder, type OrderKind } from './order-repository';
import { fmtPrice, registrationQuote, type Quoted, type QuoteEnv } from './quote';
import { renewalQuote, restoreQuote } from './renewal-quote';
import { transferInQuote } from './transfer-in-quote';
import { orderDueAt } from './order-due-date';
import { registryProblem } from './registry-call';

export type HeldKind = Exclude<OrderKind, 'owner_change'>;

/** What the hold stores: the order as quoted. Approval places it only if a new quote says the same. */
export interface OrderParams {
  kind: HeldKind;
  domain: string;
  years: number;
  total_cents: number;
  currency: string;
  billing_address_id: number | null;
  nameservers?: string[] | null;
  auto_renew?: boolean;
  auth_code?: string | null;
}

/** The quote an order of `p` gets now (renew and restore: of the account's own domain, 403/404 otherwise). */
export async function quoteFor(q: Db | Tx, deps: Deps, accountId: number, p: OrderParams, lock = false) {
  const env: QuoteEnv = { q, registry: deps.infra.registry, accountId, now: deps.clock.now() };
  switch (p.kind) {
    case 'register':
      return registrationQuote(env, p.domain, p.years);
    case 'transfer_in':
      return transferInQuote(env, p.domain);
    case 'renew':
      return renewalQuote(env, await ownedRegistrarDomain(q, accountId, p.domain, lock), p.domain, p.years);
    case 'restore':
      return restoreQuote(env, await ownedRegistrarDomain(q, accountId, p.domain, lock), p.domain);
  }
}

/** A quote that says "not possible" as the problem a write answers: 409, or 503 for a silent registry. */
function refuse(q: Quoted, domain: string, prefix = ''): never {
  const b = q.blocked!;
  if (b.code === 'registry_unavailable') registryProblem(new RegistryUnavailable(tldOf(domain)));
  throw new ApiError(b.code, prefix + b.reason);
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

function orderLine(p: OrderParams, q: Quoted) {
  const years = `${p.years} year${p.years === 1 ? '' : 's'}`;
  switch (p.kind) {
    case 'register':
      return `Registration of ${p.domain}, ${years}${q.out.premium ? ' (premium name)' : ''}`;
    case 'renew':
      return `Renewal of ${p.domain} by ${years}, to ${q.newExpiresAt ? isoDate(q.newExpiresAt) : 'its new expiry'}`;
    case 'restore':
      return `Restore of ${p.domain} from redemption, with one year's renewal`;
    case 'transfer_in':
      return `Transfer of ${p.domain} to this registrar, with one year added to its registration`;
  }
}

const WHAT_HAPPENS: Record<HeldKind, string> = {
  register: 'registers the name',
  renew: 'renews the name',
  restore: 'restores the name',
  transfer_in: 'starts the transfer',
};

/** The hold: the quote must say "possible"; the preview says what will be billed and when the registry acts. */
export async function orderHold(
  deps: Deps,
  accountId: number,
  p: Omit<OrderParams, 'total_cents' | 'currency'>,
): Promise<HoldPlan> {
  // another account's billing address is refused before anything is said about the name
  const address =
    p.billing_address_id !== null ? await ownedBillingAddress(deps.db, accountId, p.billing_address_id) : null;
  const probe = { ...p, total_cents: 0, currency: '' };
  const q = await quoteFor(deps.db, deps, accountId, probe);
  if (q.blocked) refuse(q, p.domain);
  const params: OrderParams = { ...p, total_cents: q.price.totalCents, currency: q.price.currency };
  const preview: PreviewItem[] = [
    { label: 'Domain', value: p.domain },
    { label: 'Order', value: orderLine(params, q) },
    {
      label: 'Price',
      value: `${fmtPrice(q.price)} incl. ${VAT_RATE * 100}% VAT; then ${q.out.renewalPrice.amount.toFixed(2)} ${q.out.renewalPrice.currency} a year`,
    },
  ];
  if (q.newExpiresAt)
    preview.push({
      label: 'New expiry',
      value:
        p.kind === 'restore'
          ? `${isoDate(q.newExpiresAt)} if paid today (the registry restores with one year from the day it acts)`
          : isoDate(q.newExpiresAt),
    });
  if (p.kind === 'register')
    preview.push({
      label: 'Nameservers',
      value: p.nameservers?.length
        ? p.nameservers.join(', ')
        : `This service's own (${PROVIDER_NAMESERVERS.join(', ')}), with a DNS zone`,
    });
  if (p.kind === 'transfer_in')
    preview.push({
      label: 'Auth code',
      value: p.auth_code ? 'Given (kept secret)' : 'Not given yet: the transfer waits for it after payment',
    });
  if (p.auto_renew !== undefined) preview.push({ label: 'Auto-renew', value: p.auto_renew ? 'On' : 'Off' });
  preview.push({
    label: 'Invoice to',
    value: address
      ? `${address.company ?? address.name} (billing address ${address.id})`
      : 'The primary billing address',
  });
  for (const w of q.out.warnings) preview.push({ label: 'Warning', value: w.message });
  preview.push({
    label: 'What happens',
    value: `Approving creates an unpaid proforma invoice of ${fmtPrice(q.price)}; the registry ${WHAT_HAPPENS[p.kind]} only once it is paid`,
  });
  return {
    summary: orderLine(params, q),
    target: q.out.target,
    money: q.out.price,
    params: { ...params },
    preview,
    extra: { quote: q.out },
  };
}

/** Approval: quote again in the approval's transaction; any change is a 409 that says what changed. */
export async function executeOrder(tx: Tx, action: PendingRow, deps: Deps) {
  const p = action.params as unknown as OrderParams;
  const now = deps.clock.now();
  const q = await quoteFor(tx, deps, action.accountId, p, true);
  if (q.blocked) refuse(q, p.domain, 'Checked again at approval, nothing was ordered: ');
  if (q.price.totalCents !== p.total_cents || q.price.currency !== p.currency)
    throw new ApiError(
      'conflict',
      `The price changed since this was requested: ${fmtPrice({ netCents: 0, totalCents: p.total_cents, currency: p.currency })} then, ${fmtPrice(q.price)} now. Nothing was ordered; ask for a new quote`,
    );
  if (p.billing_address_id !== null) await ownedBillingAddress(tx, action.accountId, p.billing_address_id);
  const { order, invoice } = await placeDomainOrder(
    tx,
    deps.paidHooks,
    {
      accountId: action.accountId,
      kind: p.kind,
      domain: p.domain,
      years: p.years,
      price: q.price,
      description: orderLine(p, q),
      pendingActionId: action.id,
      holdId: action.id,
      billingAddressId: p.billing_address_id,
      dueAt: orderDueAt(now, q.lapsesAt),
      params: {
        nameservers: p.nameservers ?? null,
        auto_renew: p.auto_renew ?? null,
        auth_code: p.auth_code ?? null,
        premium: q.out.premium,
      },
    },
    now,
  );
  return {
    orderId: order.id,
    kind: order.kind,
    domain: order.domain,
    status: order.status,
    invoiceId: invoice.id,
    orderNumber: invoice.number,
    total: money(invoice.totalCents, invoice.currency),
    dueAt: invoice.dueAt.toISOString(),
    paymentUrl: invoice.status === 'unpaid' ? paymentUrl(deps.config.appUrl, invoice.payToken) : null,
    newExpiresAt: q.newExpiresAt?.toISOString() ?? null,
    domainUrl: `${deps.config.appUrl}/domains/${order.domain}`,
  };
}

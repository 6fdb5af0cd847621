// Health of one service: its status, its end date and renewal, the unpaid
// invoices that bill it, and the state of the node it runs on (the web node's
// faults for a hosting account's sites, the hypervisor for a VPS).
import { billingOps } from '@contract/billing';
import { unpaidInvoicesOf } from '@server/areas/billing/public';
import { sitesOf } from '@server/areas/hosting/public';
import { serviceStatusAt, type ServiceRow } from '@server/areas/services/public';
import type { Deps } from '@server/core/deps';
import { siteFault } from '@server/infra/web-node';
import { actionFor, fail, fixWith, pass, warn, type Check } from './check';

const DAY_MS = 86_400_000;
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

function statusCheck(svc: ServiceRow, status: string): Check {
  const base = { id: 'service_status', label: 'Service status', evidence: [`status ${status}`] };
  if (status === 'active') return pass({ ...base, detail: `${svc.displayName} is active` });
  if (status === 'suspended')
    return fail(
      { ...base, detail: `${svc.displayName} is suspended${svc.suspendedReason ? `: ${svc.suspendedReason}` : ''}` },
      fixWith('Pay what is overdue (see the invoices check); the service is unsuspended when the invoice is paid'),
    );
  if (status === 'expired')
    return fail(
      { ...base, detail: `${svc.displayName} ended on ${svc.expiresAt!.toISOString().slice(0, 10)}` },
      fixWith('Renew the service'),
    );
  if (status === 'pending') return warn({ ...base, detail: `${svc.displayName} is not provisioned yet` });
  return warn({ ...base, detail: `${svc.displayName} is ${status}` });
}

function expiryCheck(svc: ServiceRow, now: Date): Check {
  const base = { id: 'expiry', label: 'Renewal' };
  if (!svc.expiresAt) return pass({ ...base, detail: 'The service does not expire' });
  const days = Math.floor((svc.expiresAt.getTime() - now.getTime()) / DAY_MS);
  const evidence = [`ends ${svc.expiresAt.toISOString()}`, `auto-renew ${svc.autoRenew ? 'on' : 'off'}`];
  if (days < 0)
    return fail({ ...base, detail: `The service ended ${-days} days ago`, evidence }, fixWith('Renew the service'));
  if (svc.cancellationRequestedAt)
    return warn({ ...base, detail: `The service is cancelled and stops in ${days} days`, evidence });
  if (!svc.autoRenew && days <= 30)
    return warn(
      { ...base, detail: `The service ends in ${days} days and does not renew by itself`, evidence },
      fixWith('Turn auto-renew on, or renew the service now'),
    );
  return pass({ ...base, detail: `The service runs until ${svc.expiresAt.toISOString().slice(0, 10)}`, evidence });
}

async function invoicesCheck(deps: Deps, svc: ServiceRow, now: Date): Promise<Check> {
  const base = { id: 'unpaid_invoices', label: 'Unpaid invoices' };
  const unpaid = (await unpaidInvoicesOf(deps.db, svc.accountId)).filter((i) => i.serviceIds.includes(svc.id));
  if (!unpaid.length) return pass({ ...base, detail: 'No unpaid invoice bills this service' });
  const evidence = unpaid.map(
    (i) => `invoice ${i.number}: ${money(i.totalCents, i.currency)} due ${i.dueAt.toISOString().slice(0, 10)}`,
  );
  const overdue = unpaid.filter((i) => i.dueAt < now);
  const first = overdue[0] ?? unpaid[0]!;
  const fix = fixWith(
    `Pay invoice ${first.number}`,
    actionFor(billingOps.createInvoicePaymentLink, { params: { invoice: first.id } }),
  );
  return overdue.length
    ? fail(
        { ...base, detail: `${overdue.length} invoice${overdue.length === 1 ? ' is' : 's are'} overdue`, evidence },
        fix,
      )
    : warn({ ...base, detail: `${unpaid.length} invoice${unpaid.length === 1 ? '' : 's'} to pay`, evidence }, fix);
}

async function nodeCheck(deps: Deps, svc: ServiceRow): Promise<Check | null> {
  const base = { id: 'node', label: 'Node' };
  if (svc.type === 'vps' && svc.node) {
    const node = await deps.infra.hypervisor.node(deps.db, svc.node);
    return node?.reachable
      ? pass({ ...base, detail: `The hypervisor ${svc.node} answers`, evidence: [`${svc.node}: reachable`] })
      : fail({
          ...base,
          detail: `The hypervisor ${svc.node} is not answering: the server cannot be managed until it is back`,
          evidence: [`${svc.node}: unreachable`],
        });
  }
  if (svc.type !== 'hosting' || !svc.node) return null;
  const sites = await sitesOf(deps.db, svc.id);
  const faults = (await Promise.all(sites.map((s) => siteFault(deps.db, s.domain)))).filter((f) => f !== null);
  if (!faults.length)
    return pass({
      ...base,
      detail: `${svc.node} serves every site of the account`,
      evidence: [`${sites.length} sites`],
    });
  return fail({
    ...base,
    detail: `${svc.node} is failing for ${faults.map((f) => f.domain).join(', ')}`,
    evidence: faults.map((f) => `${f.domain}: ${f.mode} since ${f.since.toISOString()}`),
  });
}

export async function serviceChecks(deps: Deps, svc: ServiceRow): Promise<Check[]> {
  const now = deps.clock.now();
  const status = serviceStatusAt(svc, now);
  const [invoices, node] = await Promise.all([invoicesCheck(deps, svc, now), nodeCheck(deps, svc)]);
  return [statusCheck(svc, status), expiryCheck(svc, now), invoices, ...(node ? [node] : [])];
}

// The outcome of a domain order (registration, renewal, restore, transfer-in):
// approval placed an order and its proforma invoice; the registry acts only once
// it is paid. So the outcome says what was ordered, what it costs and by when to
// pay, and never states the result (the new expiry) as if it had happened.
import type { PendingAction } from '@contract/confirmations';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime, formatMoney } from '@/lib/format';
import { OutcomeCard } from './outcome-card';
import { money, text, type Result } from './outcome-values';

type Kind = 'register' | 'renew' | 'restore' | 'transfer_in';

const ORDERED: Record<Kind, string> = {
  register: 'Registration',
  renew: 'Renewal',
  restore: 'Restore',
  transfer_in: 'Transfer',
};

/** What the registry does once the invoice is paid. */
const ONCE_PAID: Record<Kind, string> = {
  register: 'registers the name',
  renew: 'renews the name',
  restore: 'restores the name from redemption, with one year added from the day it acts',
  transfer_in: 'starts the transfer to us',
};

const KIND_OF_OPERATION: Record<string, Kind> = {
  registerDomain: 'register',
  renewDomain: 'renew',
  restoreDomain: 'restore',
  transferInDomain: 'transfer_in',
};

export function DomainOrderOutcome({ action, result }: { action: PendingAction; result: Result }) {
  const kind = KIND_OF_OPERATION[action.operation] ?? 'renew';
  const domain = text(result, 'domain') ?? action.target?.domain ?? '';
  const name = displayDomain(domain);
  const invoice = text(result, 'orderNumber');
  const invoiceId = result.invoiceId;
  const total = money(result, 'total');
  const dueAt = text(result, 'dueAt');
  const newExpiresAt = text(result, 'newExpiresAt');
  const awaitingPayment = text(result, 'status') === 'awaiting_payment';
  const invoicePath = typeof invoiceId === 'number' ? `/billing/invoices/${invoiceId}` : null;
  const domainPath = kind === 'register' || kind === 'transfer_in' ? '/domains' : `/domains/${domain}`;

  return (
    <OutcomeCard
      title={
        awaitingPayment ? `${ORDERED[kind]} of ${name} ordered: invoice to pay` : `${ORDERED[kind]} of ${name} paid`
      }
      facts={[
        invoice !== null && ['Invoice', invoice],
        total !== null && [awaitingPayment ? 'To pay' : 'Paid', formatMoney(total)],
        awaitingPayment && dueAt !== null && ['Pay by', <time dateTime={dueAt}>{formatDateTime(dueAt)}</time>],
        kind === 'renew' &&
          newExpiresAt !== null && [
            'New expiry',
            <>
              <time dateTime={newExpiresAt}>{formatDateTime(newExpiresAt)}</time>
              {awaitingPayment && ', once paid'}
            </>,
          ],
      ]}
      steps={[
        awaitingPayment && invoicePath ? { label: 'Pay invoice', path: invoicePath } : null,
        {
          label: kind === 'register' || kind === 'transfer_in' ? 'Open your domains' : 'Open the domain',
          path: domainPath,
        },
      ]}
    >
      {awaitingPayment ? (
        <p>
          Nothing has changed at the registry yet: it {ONCE_PAID[kind]} once the invoice is paid.
          {kind === 'renew' || kind === 'restore'
            ? ' Pay it by the date below, which is before the name would lapse.'
            : ''}
        </p>
      ) : (
        <p>The invoice is paid, so the registry {ONCE_PAID[kind]} now; the domain page shows when it is done.</p>
      )}
    </OutcomeCard>
  );
}

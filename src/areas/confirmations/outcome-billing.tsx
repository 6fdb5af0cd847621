// The outcomes that are about an invoice: a top-up of the balance (a deposit
// invoice to pay), an invoice paid by card or scheduled for direct debit, and a
// service upgrade or add-on (ordered; it takes effect once its invoice is paid).
import type { PendingAction } from '@contract/confirmations';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { OutcomeCard, type NextStep } from './outcome-card';
import { appPath, count, money, text, type Result } from './outcome-values';

const invoiceStep = (r: Result, key: string, label: string): NextStep | null => {
  const id = count(r, key);
  return id === null ? null : { label, path: `/billing/invoices/${id}` };
};

export function BillingOutcome({ action, result }: { action: PendingAction; result: Result }) {
  switch (action.operation) {
    case 'addFunds':
      return <TopUp result={result} />;
    case 'payInvoiceWithCard':
      return <CardPayment result={result} />;
    case 'payInvoiceWithDirectDebit':
      return <DirectDebit result={result} />;
    default:
      return <ServiceOrder action={action} result={result} />;
  }
}

function TopUp({ result }: { result: Result }) {
  const total = money(result, 'total');
  const paid = text(result, 'status') === 'paid';
  return (
    <OutcomeCard
      title={paid ? 'Balance topped up' : 'Deposit invoice to pay'}
      facts={[['Invoice', text(result, 'invoiceNumber')], total !== null && ['Amount', formatMoney(total)]]}
      steps={[
        paid ? null : invoiceStep(result, 'invoiceId', 'Pay invoice'),
        { label: 'Open your balance', path: '/account/balance' },
      ]}
    >
      <p>
        {paid
          ? 'The deposit is paid and on your balance.'
          : 'Your balance rises by the amount before VAT once the invoice is paid; until then nothing is added.'}
      </p>
    </OutcomeCard>
  );
}

function CardPayment({ result }: { result: Result }) {
  const amount = money(result, 'amountPaid');
  const paidAt = text(result, 'paidAt');
  const card = text(result, 'card');
  return (
    <OutcomeCard
      title={`Invoice ${text(result, 'invoiceNumber') ?? ''} paid`}
      facts={[
        amount !== null && ['Charged', formatMoney(amount)],
        card !== null && ['Card', card],
        paidAt !== null && ['Paid on', <time dateTime={paidAt}>{formatDateTime(paidAt)}</time>],
      ]}
      steps={[
        invoiceStep(result, 'invoiceId', 'Open the invoice'),
        { label: 'All invoices', path: '/billing/invoices' },
      ]}
    >
      <p>The card was charged and the invoice is paid. Whatever the invoice billed goes ahead now.</p>
    </OutcomeCard>
  );
}

function DirectDebit({ result }: { result: Result }) {
  const amount = money(result, 'amount');
  const collectOn = text(result, 'collectOn');
  const mandate = text(result, 'mandate');
  return (
    <OutcomeCard
      title={`Direct debit of invoice ${text(result, 'invoiceNumber') ?? ''} scheduled`}
      facts={[
        amount !== null && ['To collect', formatMoney(amount)],
        collectOn !== null && ['Collected on', formatDate(collectOn)],
        mandate !== null && ['From', mandate],
      ]}
      steps={[
        invoiceStep(result, 'invoiceId', 'Open the invoice'),
        { label: 'All invoices', path: '/billing/invoices' },
      ]}
    >
      <p>The invoice is paid once the bank collects it on the date below; it stays unpaid until then.</p>
    </OutcomeCard>
  );
}

function ServiceOrder({ action, result }: { action: PendingAction; result: Result }) {
  const total = money(result, 'total');
  const dueAt = text(result, 'dueAt');
  const awaitingPayment = text(result, 'paymentUrl') !== null;
  const what = action.operation === 'requestServiceUpgrade' ? 'Upgrade' : 'Add-on';
  const service = appPath(result, 'serviceUrl');
  return (
    <OutcomeCard
      title={awaitingPayment ? `${what} ordered: invoice to pay` : `${what} ordered and paid`}
      facts={[
        ['Invoice', text(result, 'orderNumber')],
        total !== null && [awaitingPayment ? 'To pay' : 'Paid', formatMoney(total)],
        awaitingPayment && dueAt !== null && ['Pay by', <time dateTime={dueAt}>{formatDateTime(dueAt)}</time>],
      ]}
      steps={[
        awaitingPayment ? invoiceStep(result, 'orderId', 'Pay invoice') : null,
        service ? { label: 'Back to the service', path: service } : null,
      ]}
    >
      <p>
        {awaitingPayment
          ? `The ${what.toLowerCase()} takes effect once the invoice is paid; nothing changes on the service until then.`
          : `The ${what.toLowerCase()} takes effect now.`}
      </p>
    </OutcomeCard>
  );
}

// Invoice notices: a new invoice (with its PDF and payment link), one due in
// three days, and one overdue. Each once per invoice. Deposits (money the
// customer chose to add) are announced when issued but never chased.
import type { Deps } from '@server/core/deps';
import { paymentUrl } from '@server/core/money';
import type { Tx } from '@server/db/client';
import {
  invoiceContactsOf,
  invoicesIssuedBetween,
  unpaidBillsDueBetween,
  type InvoiceRow,
} from '@server/areas/billing/public';
import type { NoticeFormat } from './notice-format';
import { notify } from './notify';
import type { Budget } from './notify';

const DAY = 86_400_000;
/** An invoice issued this recently, not yet announced, is announced (older ones predate the notices). */
const ISSUED_WINDOW_DAYS = 2;
const DUE_SOON_DAYS = 3;
/** Past this long overdue an invoice is chased by people, not by this job. */
const OVERDUE_WINDOW_DAYS = 30;

export async function sendInvoiceNotices(tx: Tx, deps: Deps, now: Date, budget: Budget): Promise<number> {
  const issued = await invoicesIssuedBetween(tx, new Date(now.getTime() - ISSUED_WINDOW_DAYS * DAY), now);
  const open = await unpaidBillsDueBetween(
    tx,
    new Date(now.getTime() - OVERDUE_WINDOW_DAYS * DAY),
    new Date(now.getTime() + DUE_SOON_DAYS * DAY),
  );
  const notices: [InvoiceRow, Notice][] = [
    ...issued.filter((inv) => inv.status !== 'cancelled').map((inv): [InvoiceRow, Notice] => [inv, 'issued']),
    ...open.map((inv): [InvoiceRow, Notice] => [inv, inv.dueAt.getTime() <= now.getTime() ? 'overdue' : 'due']),
  ];
  let told = 0;
  for (const [inv, notice] of notices) {
    if (budget.left <= 0) break;
    if (await tell(tx, deps, inv, notice)) {
      told++;
      budget.left--;
    }
  }
  return told;
}

type Notice = 'issued' | 'due' | 'overdue';

async function tell(tx: Tx, deps: Deps, inv: InvoiceRow, notice: Notice) {
  const what = inv.kind === 'proforma' ? `Order invoice ${inv.number}` : `Invoice ${inv.number}`;
  const unpaid = inv.status === 'unpaid';
  // In the account's formats: "€12.50" / "12,50 €", the due day in its zone, which is said.
  const say = (f: NoticeFormat) => {
    const total = f.money(inv.totalCents, inv.currency);
    const due = f.day(inv.dueAt);
    const titles: Record<Notice, string> = {
      issued: `${what} issued: ${total}`,
      due: `${what} is due on ${due}`,
      overdue: `${what} is overdue`,
    };
    const first: Record<Notice, string> = {
      issued: unpaid
        ? `${what} for ${total} has been issued. Please pay it by ${due}.`
        : `${what} for ${total} has been issued and is already ${inv.status}; there is nothing to pay.`,
      due: `${what} for ${total} is due on ${due} and is not paid yet.`,
      overdue: `${what} for ${total} was due on ${due} and is not paid. Services it bills may be suspended until it is.`,
    };
    return {
      title: titles[notice],
      lines: [first[notice], ...(unpaid ? [`Bank transfer reference (OCR): ${inv.ocr}.`] : [])],
    };
  };
  const contacts = await invoiceContactsOf(tx, inv);
  const told = await notify(tx, deps, {
    accountId: inv.accountId,
    key: `invoice-${notice}:${inv.id}`,
    kind: `invoice.${notice}`,
    topic: 'invoices',
    say,
    link: `/billing/invoices/${inv.id}`,
    mailLinks: [
      { label: 'The invoice as PDF', url: `${deps.config.appUrl}/api/v1/invoices/${inv.id}/pdf` },
      ...(unpaid ? [{ label: 'Pay online', url: paymentUrl(deps.config.appUrl, inv.payToken) }] : []),
    ],
    to: contacts,
  });
  return told !== null;
}

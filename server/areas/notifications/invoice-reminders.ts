// Invoice notices: a new invoice (with its PDF and payment link), one due in
// three days, and one overdue. Each once per invoice. Deposits (money the
// customer chose to add) are announced when issued but never chased.
import { and, gte, inArray, lte, ne, eq } from 'drizzle-orm';
import type { Deps } from '@server/core/deps';
import { paymentUrl } from '@server/core/money';
import type { Tx } from '@server/db/client';
import { invoices } from '@server/db/schema';
import { invoiceContactsOf } from '@server/areas/billing/public';
import { notify } from './notify';
import type { Budget } from './reminders-job';

const DAY = 86_400_000;
/** An invoice issued this recently, not yet announced, is announced (older ones predate the notices). */
const ISSUED_WINDOW_DAYS = 2;
const DUE_SOON_DAYS = 3;
/** Past this long overdue an invoice is chased by people, not by this job. */
const OVERDUE_WINDOW_DAYS = 30;

type InvoiceRow = typeof invoices.$inferSelect;

export async function sendInvoiceNotices(tx: Tx, deps: Deps, now: Date, budget: Budget): Promise<number> {
  const issued = await tx
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, new Date(now.getTime() - ISSUED_WINDOW_DAYS * DAY)), lte(invoices.issuedAt, now)))
    .orderBy(invoices.id);
  const open = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'unpaid'),
        ne(invoices.kind, 'deposit'),
        inArray(invoices.kind, ['invoice', 'proforma']),
        gte(invoices.dueAt, new Date(now.getTime() - OVERDUE_WINDOW_DAYS * DAY)),
        lte(invoices.dueAt, new Date(now.getTime() + DUE_SOON_DAYS * DAY)),
      ),
    )
    .orderBy(invoices.dueAt, invoices.id);
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
  const total = `${(inv.totalCents / 100).toFixed(2)} ${inv.currency}`;
  const due = `${inv.dueAt.toISOString().slice(0, 10)} (UTC)`;
  const what = inv.kind === 'proforma' ? `Order invoice ${inv.number}` : `Invoice ${inv.number}`;
  const unpaid = inv.status === 'unpaid';
  const titles: Record<Notice, string> = {
    issued: `${what} issued: ${total}`,
    due: `${what} is due on ${inv.dueAt.toISOString().slice(0, 10)}`,
    overdue: `${what} is overdue`,
  };
  const first: Record<Notice, string> = {
    issued: unpaid
      ? `${what} for ${total} has been issued. Please pay it by ${due}.`
      : `${what} for ${total} has been issued and is already ${inv.status}; there is nothing to pay.`,
    due: `${what} for ${total} is due on ${due} and is not paid yet.`,
    overdue: `${what} for ${total} was due on ${due} and is not paid. Services it bills may be suspended until it is.`,
  };
  const contacts = await invoiceContactsOf(tx, inv);
  const told = await notify(tx, deps, {
    accountId: inv.accountId,
    key: `invoice-${notice}:${inv.id}`,
    kind: `invoice.${notice}`,
    topic: 'invoices',
    title: titles[notice],
    lines: [first[notice], ...(unpaid ? [`Bank transfer reference (OCR): ${inv.ocr}.`] : [])],
    link: `/billing/invoices/${inv.id}`,
    mailLinks: [
      { label: 'The invoice as PDF', url: `${deps.config.appUrl}/api/v1/invoices/${inv.id}/pdf` },
      ...(unpaid ? [{ label: 'Pay online', url: paymentUrl(deps.config.appUrl, inv.payToken) }] : []),
    ],
    to: contacts,
  });
  return told !== null;
}

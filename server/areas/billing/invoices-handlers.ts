// Reading invoices: the list (filters, keyset pages), one invoice, its PDF,
// its credit note, the ways to pay it, and a pay-this-invoice link.
import { and, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { billingOps } from '@contract/billing';
import { INVOICE_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import type { QueryOf } from '@contract/operation';
import { creditNotes, invoices } from '@server/db/schema/billing';
import { accountById } from '@server/areas/account/public';
import { implement } from '@server/core/area';
import { sharedRead } from '@server/core/shared-reads';
import { money, paymentUrl } from '@server/core/money';
import { isoKey, paginateTable, sortedBy, type SortKey } from '@server/core/pagination';
import { csvAnswer, exportFileName, type CsvColumn } from '@server/core/csv-export';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import { cardExpired } from '@server/infra/payments';
import { pdfFilename, renderInvoicePdf } from './invoice-pdf';
import { presentCreditNote, presentInvoice, presentSummary, summaryContext } from './invoice-presenter';
import { ownedInvoice } from './invoice-repository';
import { amountDueCents, dbKind, isPayable, type InvoiceRow } from './invoice-status';
import { presentCard, presentMandate } from './payment-presenter';
import { mandateFor } from './payment-repository';
import { SELLER } from './seller';

const DAY = 86_400_000;

export default implement(billingOps, {
  handlers: {
    // The page depends on the account and the query alone.
    listInvoices: sharedRead(async ({ deps, cred, query }) => invoicePage(deps, cred.accountId, query)),

    async exportInvoices({ deps, cred, query }) {
      return csvAnswer({
        fileName: exportFileName('invoices', deps.clock.now()),
        columns: invoiceCsvColumns,
        page: async (cursor, limit) => invoicePage(deps, cred.accountId, { ...query, cursor, limit }),
      });
    },

    async getInvoice({ deps, cred, params, setAuditTarget }) {
      const inv = await ownedInvoice(deps.db, cred.accountId, params.invoice);
      setAuditTarget(inv.number);
      return presentInvoice(deps, inv);
    },

    async getInvoicePdf({ deps, cred, params }) {
      const inv = await ownedInvoice(deps.db, cred.accountId, params.invoice);
      const view = await presentInvoice(deps, inv);
      const pdf = await renderInvoicePdf(view, deps.clock.now());
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.length),
          // inline: opens in the browser's PDF reader; the filename is used when saved.
          'Content-Disposition': `inline; filename="${pdfFilename(view)}"`,
          'Cache-Control': 'private, no-store',
        },
      });
    },

    async getInvoiceCreditNote({ deps, cred, params }) {
      const inv = await ownedInvoice(deps.db, cred.accountId, params.invoice);
      const [note] = await deps.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, inv.id));
      if (!note) throw new ApiError('not_found', `No credit note has been issued against invoice ${inv.number}`);
      return presentCreditNote(note, inv);
    },

    async getInvoicePaymentOptions({ deps, cred, params }) {
      const inv = await ownedInvoice(deps.db, cred.accountId, params.invoice);
      const now = deps.clock.now();
      const pay = deps.infra.payments;
      const [cards, mandates, debit, acc] = await Promise.all([
        pay.cards(deps.db, cred.accountId),
        pay.mandates(deps.db, cred.accountId),
        pay.scheduledDebit(deps.db, inv.id),
        accountById(deps.db, cred.accountId).then((a) => a!),
      ]);
      const mandate = mandateFor(mandates, inv);
      const closed = isPayable(inv) ? null : `Invoice ${inv.number} is ${inv.status}; there is nothing to pay`;
      const usableCard = cards.some((c) => !cardExpired(c, now));
      const scheduled = debit ? `A direct debit is already scheduled for ${debit.collectOn}` : null;
      const method = (type: 'card' | 'directdebit' | 'bank_transfer' | 'payment_link', reason: string | null) => ({
        type,
        available: reason === null,
        reason,
      });
      return {
        invoiceId: inv.id,
        amountDue: money(amountDueCents(inv), inv.currency),
        dueAt: inv.dueAt.toISOString(),
        methods: [
          method(
            'card',
            closed ??
              scheduled ??
              (cards.length === 0
                ? 'No saved card; add one under Payment methods'
                : usableCard
                  ? null
                  : 'Every saved card has expired'),
          ),
          method('directdebit', closed ?? scheduled ?? (mandate ? null : 'No active direct-debit mandate')),
          method('bank_transfer', closed),
          method('payment_link', closed),
        ],
        savedCards: cards.map((c) => presentCard(c, now)),
        directDebit: mandate ? presentMandate(mandate) : null,
        balance: money(acc.balanceCents, acc.currency),
        bankTransfer: isPayable(inv)
          ? { recipient: SELLER.name, bankgiro: SELLER.bankgiro, iban: SELLER.iban, bic: SELLER.bic, ocr: inv.ocr }
          : null,
      };
    },

    async createInvoicePaymentLink({ deps, cred, params, setAuditTarget }) {
      const inv = await ownedInvoice(deps.db, cred.accountId, params.invoice);
      setAuditTarget(inv.number);
      if (!isPayable(inv))
        throw new ApiError(
          'conflict',
          `Invoice ${inv.number} is ${inv.status}; a payment link is only made for an unpaid invoice`,
        );
      return {
        invoiceId: inv.id,
        url: paymentUrl(deps.config.appUrl, inv.payToken),
        amount: money(amountDueCents(inv), inv.currency),
        expiresAt: null,
      };
    },
  },
});

type InvoiceQuery = QueryOf<typeof billingOps.listInvoices> & { sort: SortValue<InvoiceSort>; limit: number };
type InvoiceSort = (typeof INVOICE_SORTS)[number];

const invoiceSortKeys: Record<InvoiceSort, SortKey<InvoiceRow>> = {
  issued: [invoices.issuedAt, (r) => isoKey(r.issuedAt)],
  due: [invoices.dueAt, (r) => isoKey(r.dueAt)],
  number: [invoices.number, (r) => r.number],
  total: [invoices.totalCents, (r) => r.totalCents],
};

/** One page of the account's invoices, filtered and sorted as asked: the list and its export. */
async function invoicePage(deps: Deps, accountId: number, query: InvoiceQuery) {
  const now = deps.clock.now();
  const parts: (SQL | undefined)[] = [eq(invoices.accountId, accountId)];
  if (query.status === 'overdue') parts.push(eq(invoices.status, 'unpaid'), lt(invoices.dueAt, now));
  else if (query.status) parts.push(eq(invoices.status, query.status)); // `unpaid` includes overdue: everything still to pay
  if (query.kind) parts.push(eq(invoices.kind, dbKind(query.kind)));
  if (query.issued_from) parts.push(gte(invoices.issuedAt, new Date(`${query.issued_from}T00:00:00Z`)));
  if (query.issued_to) parts.push(lt(invoices.issuedAt, new Date(Date.parse(`${query.issued_to}T00:00:00Z`) + DAY)));
  if (query.issued_from && query.issued_to && query.issued_from > query.issued_to) {
    throw new ApiError('validation_failed', 'issued_to: the range ends before it starts', {
      errors: [{ path: 'issued_to', message: 'Must be on or after issued_from', code: 'range_reversed' }],
    });
  }
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(invoices.number, like), eq(invoices.ocr, query.q)));
  }
  const page = await paginateTable(deps.db, invoices, {
    params: query,
    spec: sortedBy(sortOf(query.sort), invoiceSortKeys, [invoices.id, (r) => r.id]),
    filter: and(...parts),
    map: (r) => r,
  });
  const ctx = await summaryContext(deps, page.data);
  return { ...page, data: page.data.map((r) => presentSummary(deps, r, ctx)) };
}

type Summary = ReturnType<typeof presentSummary>;
const amount = (m: { amount: number }) => m.amount.toFixed(2);

/** The export's columns: what the invoices screen shows, in a spreadsheet's terms. */
const invoiceCsvColumns: CsvColumn<Summary>[] = [
  { header: 'Number', value: (i) => i.number },
  { header: 'Kind', value: (i) => i.kind },
  { header: 'Status', value: (i) => i.status },
  { header: 'Issued', value: (i) => i.issuedAt },
  { header: 'Due', value: (i) => i.dueAt },
  { header: 'Paid', value: (i) => i.paidAt },
  { header: 'Currency', value: (i) => i.total.currency },
  { header: 'Subtotal', value: (i) => amount(i.subtotal) },
  { header: 'VAT', value: (i) => amount(i.tax) },
  { header: 'Total', value: (i) => amount(i.total) },
  { header: 'Amount due', value: (i) => amount(i.amountDue) },
  { header: 'OCR reference', value: (i) => i.ocr },
];

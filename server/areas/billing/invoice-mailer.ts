// Mailing one copy of an invoice through the simulated mailer, its PDF attached.
// It only reads the invoice: nothing on it changes.
import { invoiceMailAttachments } from '@server/db/schema/billing';
import type { Deps } from '@server/core/deps';
import { pdfFilename, renderInvoicePdf } from './invoice-pdf';
import { presentInvoice } from './invoice-presenter';
import type { InvoiceRow } from './invoice-status';
import { SELLER } from './seller';

export async function mailInvoice(deps: Deps, inv: InvoiceRow, to: string, kind: string) {
  const view = await presentInvoice(deps, inv, { fixAddress: false });
  const pdf = await renderInvoicePdf(view, deps.clock.now());
  const what = view.isProforma ? `Order ${view.orderId} (proforma ${view.number})` : `Invoice ${view.number}`;
  const due = `${view.amountDue.amount.toFixed(2)} ${view.amountDue.currency}`;
  const lines = [
    `Hello,`,
    '',
    `${what} from ${SELLER.name} is attached as ${pdfFilename(view)}.`,
    `Total: ${view.total.amount.toFixed(2)} ${view.total.currency}. Amount due: ${due}, by ${view.dueAt.slice(0, 10)}.`,
    ...(view.paymentUrl
      ? [
          `Pay online: ${view.paymentUrl}`,
          `Or by bank transfer to Bankgiro ${SELLER.bankgiro} (IBAN ${SELLER.iban}) with OCR reference ${view.ocr}.`,
        ]
      : [`This ${view.isProforma ? 'order' : 'invoice'} is ${view.status}; there is nothing to pay.`]),
    '',
    `${SELLER.name}`,
  ];
  await deps.db.transaction(async (tx) => {
    const mail = await deps.infra.mailer.send(
      { accountId: inv.accountId, to, subject: `${what} from ${SELLER.name}`, body: lines.join('\n'), kind },
      tx,
    );
    await tx.insert(invoiceMailAttachments).values({
      outboxId: mail.id,
      invoiceId: inv.id,
      filename: pdfFilename(view),
      contentType: 'application/pdf',
      size: pdf.length,
      contentBase64: pdf.toString('base64'),
      createdAt: deps.clock.now(),
    });
  });
  return view;
}

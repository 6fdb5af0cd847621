// Emailing invoices through the simulated mailer: a copy to one exact address
// (by invoice or by order), or a re-send to the billing profile's invoice
// contacts. The PDF goes with each mail; nothing on the invoice changes.
import { and, eq, or, sql } from 'drizzle-orm';
import { billingOps } from '@contract/billing';
import { billingContacts, invoiceMailAttachments, invoices } from '@server/db/schema';
import { implement } from '@server/core/area';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import { primaryAddress } from './address-view';
import { pdfFilename, renderInvoicePdf } from './invoice-pdf';
import { presentInvoice, type InvoiceRow } from './invoice-view';
import { ownedInvoice, pathId } from './lookup';
import { SELLER } from './seller';

const mismatch = (field: string, detail: string) =>
  new ApiError('validation_failed', `${field}: ${detail}`, {
    errors: [{ path: field, message: detail, code: 'id_mismatch' }],
  });

/** The proforma invoice of an order: its id is the order id, unless its area keeps one in meta.orderId. */
async function orderInvoice(deps: Deps, accountId: number, orderId: number) {
  const id = pathId(orderId);
  const [inv] =
    id === null
      ? []
      : await deps.db
          .select()
          .from(invoices)
          .where(
            and(
              eq(invoices.kind, 'proforma'),
              or(eq(invoices.id, id), sql`${invoices.meta}->>'orderId' = ${String(id)}`),
            ),
          );
  if (!inv) throw new ApiError('not_found', `There is no order ${orderId}`);
  if (inv.accountId !== accountId) throw new ApiError('not_owned', `Order ${orderId} belongs to another account`);
  return inv;
}

async function mailInvoice(deps: Deps, inv: InvoiceRow, to: string, kind: string) {
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

export default implement(billingOps, {
  handlers: {
    async sendInvoice({ deps, cred, params, body, setAuditTarget }) {
      let inv: InvoiceRow;
      if (body.invoice_id !== undefined) {
        inv = await ownedInvoice(deps.db, cred.accountId, body.invoice_id);
        if (body.order_id !== undefined && (await orderInvoice(deps, cred.accountId, body.order_id)).id !== inv.id) {
          throw mismatch('order_id', `Order ${body.order_id} is not invoice ${body.invoice_id}; give one of them`);
        }
        if (String(inv.id) !== params.invoice)
          throw mismatch('invoice_id', `Must be ${params.invoice}, the invoice in the path`);
      } else {
        inv = await orderInvoice(deps, cred.accountId, body.order_id!);
        // The path may name the order or its invoice.
        if (params.invoice !== String(inv.id) && params.invoice !== String(body.order_id)) {
          throw mismatch('order_id', `Order ${body.order_id} is not invoice ${params.invoice} in the path`);
        }
      }
      setAuditTarget(`${inv.number} to ${body.email}`);
      const view = await mailInvoice(deps, inv, body.email, 'invoice');
      return { sent: true, email: body.email, invoiceId: inv.id, ocr: view.ocr, isProforma: view.isProforma };
    },

    async resendInvoiceEmail({ deps, cred, params, setAuditTarget }) {
      const inv = await ownedInvoice(deps.db, cred.accountId, params.invoice);
      setAuditTarget(inv.number);
      const profileId = inv.billingAddressId ?? (await primaryAddress(deps.db, inv.accountId))?.id;
      const contacts =
        profileId === undefined
          ? []
          : await deps.db
              .select()
              .from(billingContacts)
              .where(and(eq(billingContacts.billingAddressId, profileId), eq(billingContacts.type, 'invoice_email')));
      if (contacts.length === 0) {
        throw new ApiError(
          'conflict',
          `The billing address of invoice ${inv.number} has no invoice_email contact; add one, or send the invoice to an address with actions/send`,
        );
      }
      let view: Awaited<ReturnType<typeof mailInvoice>> | undefined;
      for (const c of contacts) view = await mailInvoice(deps, inv, c.email, 'invoice');
      return {
        sent: true,
        recipients: contacts.map((c) => c.email),
        invoiceId: inv.id,
        ocr: view!.ocr,
        isProforma: view!.isProforma,
      };
    },
  },
});

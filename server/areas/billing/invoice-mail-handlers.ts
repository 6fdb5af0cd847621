// Emailing invoices through the simulated mailer: a copy to one exact address
// (by invoice or by order), or a re-send to the billing profile's invoice
// contacts. The PDF goes with each mail; nothing on the invoice changes.
import { and, eq } from 'drizzle-orm';
import { billingOps } from '@contract/billing';
import { billingContacts } from '@server/db/schema/billing';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { primaryAddress } from './address-repository';
import { mailInvoice } from './invoice-mailer';
import { orderInvoice, ownedInvoice } from './invoice-repository';
import type { InvoiceRow } from './invoice-status';

const mismatch = (field: string, detail: string) =>
  new ApiError('validation_failed', `${field}: ${detail}`, {
    errors: [{ path: field, message: detail, code: 'id_mismatch' }],
  });

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

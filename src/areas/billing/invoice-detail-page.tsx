// One invoice: what it is for, its status and what is left to pay, the
// address it was issued to, its PDF, payments, any credit note, and the ways
// to pay it (which lead to the confirmation page).
import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { kindLabel, statusLabel, statusTone } from './billing-format';
import { CreditNoteCard } from './credit-note-card';
import { InvoiceItems, InvoicePayments } from './invoice-lines';
import { InvoicePayPanel } from './invoice-pay-panel';
import { InvoiceSendPanel } from './invoice-send-panel';
import { PdfButtons } from './pdf-buttons';
import { billingQueries } from './queries';

export function InvoiceDetailPage({ id }: { id: string }) {
  const { data: inv } = useSuspenseQuery(billingQueries.invoice(id));
  const facts: [string, string][] = [
    ['Issued', formatDate(inv.issuedAt)],
    ['Due', formatDateTime(inv.dueAt)],
    ['Paid', inv.paidAt ? formatDate(inv.paidAt) : '—'],
    ['OCR reference', inv.ocr ?? '—'],
    ['Total incl. VAT', formatMoney(inv.total)],
    ['Left to pay', formatMoney(inv.amountDue)],
    ...(inv.orderId ? [['Order', `#${inv.orderId}`] as [string, string]] : []),
    ...(inv.reminderCount ? [['Reminders sent', String(inv.reminderCount)] as [string, string]] : []),
  ];
  const b = inv.billedTo;
  return (
    <div className="space-y-4">
      <PageHeader
        up={<TrailLink to="/billing/invoices">Invoices</TrailLink>}
        here={`${kindLabel[inv.kind]} ${inv.number}`}
        title={`${kindLabel[inv.kind]} ${inv.number}`}
        actions={<PdfButtons invoiceId={id} number={inv.number} />}
      >
        <p className="mt-1 flex items-center gap-2" aria-live="polite">
          <Badge tone={statusTone[inv.status]}>{statusLabel[inv.status]}</Badge>
          <span className="text-sm text-muted">
            {inv.status === 'paid'
              ? `Paid ${formatDate(inv.paidAt)}`
              : inv.amountDue.amount > 0
                ? `${formatMoney(inv.amountDue)} to pay`
                : ''}
          </span>
        </p>
      </PageHeader>
      {inv.status === 'overdue' && (
        <Notice tone="danger" title="This invoice is overdue">
          It was due {formatDateTime(inv.dueAt)}. Pay it below to avoid services being suspended.
        </Notice>
      )}
      {inv.isProforma && inv.paymentUrl && (
        <Notice tone="info" title="An order awaiting payment">
          What it is for is provisioned as soon as it is paid.
        </Notice>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <Card aria-labelledby="facts-title" className="lg:col-span-2">
          <CardTitle>
            <span id="facts-title">Summary</span>
          </CardTitle>
          <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
            {facts.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted">{k}</dt>
                <dd className="tabular">{v}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card aria-labelledby="billed-title">
          <CardTitle>
            <span id="billed-title">Billed to</span>
          </CardTitle>
          <address className="text-sm not-italic">
            <span className="font-medium">{b.name}</span>
            {b.company && b.company !== b.name && <span className="block">{b.company}</span>}
            {b.lines.map((l) => (
              <span key={l} className="block">
                {l}
              </span>
            ))}
            <span className="block">{b.country}</span>
            {b.vatNumber && <span className="block text-muted">VAT {b.vatNumber}</span>}
          </address>
        </Card>
      </div>
      {inv.paymentUrl && <InvoicePayPanel invoice={inv} />}
      <Card aria-labelledby="items-title">
        <CardTitle>
          <span id="items-title">Items</span>
        </CardTitle>
        <InvoiceItems invoice={inv} />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card aria-labelledby="payments-title">
          <CardTitle>
            <span id="payments-title">Payments</span>
          </CardTitle>
          <InvoicePayments invoice={inv} />
        </Card>
        <InvoiceSendPanel invoice={inv} />
      </div>
      {inv.creditNoteId !== null && <CreditNoteCard invoiceId={id} />}
    </div>
  );
}

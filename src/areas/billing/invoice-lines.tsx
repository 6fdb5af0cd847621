// The items and the payments of one invoice, as plain accessible tables
// (an invoice has a handful of lines; the virtualized table is for long lists).
import type { z } from 'zod';
import type { Invoice } from '@contract/billing';
import { formatDate, formatMoney } from '@/lib/format';

type Inv = z.infer<typeof Invoice>;
const th = 'px-3 py-2 text-left text-xs font-semibold uppercase text-muted';
const td = 'px-3 py-2 align-top';

export function InvoiceItems({ invoice }: { invoice: Inv }) {
  if (invoice.items.length === 0)
    return <p className="text-sm text-muted">This invoice has no itemised lines; the totals apply.</p>;
  return (
    <div className="space-y-3">
      <table className="w-full text-sm">
        <caption className="sr-only">Items of {invoice.number}</caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={th}>
              Description
            </th>
            <th scope="col" className={`${th} text-right max-sm:hidden`}>
              Qty
            </th>
            <th scope="col" className={`${th} text-right max-sm:hidden`}>
              Unit price
            </th>
            <th scope="col" className={`${th} text-right max-sm:hidden`}>
              VAT
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((it) => (
            <tr key={it.id} className="border-b border-line last:border-0">
              <td className={td}>
                {it.description}
                {it.domain && <span className="block text-xs text-muted">{it.domain}</span>}
                {/* Phones drop the quantity, unit price and VAT columns: say them here instead. */}
                <span className="block text-xs text-muted sm:hidden">
                  {it.quantity} × {formatMoney(it.unitPrice)} · VAT {it.taxRate}%
                </span>
              </td>
              <td className={`${td} text-right tabular max-sm:hidden`}>{it.quantity}</td>
              <td className={`${td} text-right tabular max-sm:hidden`}>{formatMoney(it.unitPrice)}</td>
              <td className={`${td} text-right tabular max-sm:hidden`}>{it.taxRate}%</td>
              <td className={`${td} text-right tabular`}>{formatMoney(it.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-line pt-3 text-sm">
        {(
          [
            ['Subtotal', invoice.subtotal],
            ['VAT', invoice.tax],
            ['Total', invoice.total],
          ] as const
        ).map(([label, m]) => (
          <div key={label} className="contents">
            <dt className="text-right text-muted">{label}</dt>
            <dd className={`text-right tabular ${label === 'Total' ? 'font-semibold' : ''}`}>{formatMoney(m)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const method: Record<Inv['payments'][number]['method'], string> = {
  card: 'Card',
  directdebit: 'Direct debit',
  balance: 'Balance',
  bank_transfer: 'Bank transfer',
  credit_note: 'Credit note',
};

export function InvoicePayments({ invoice }: { invoice: Inv }) {
  if (invoice.payments.length === 0) return <p className="text-sm text-muted">No payments recorded yet.</p>;
  return (
    <ul className="divide-y divide-line text-sm">
      {invoice.payments.map((p) => (
        <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span>
            {method[p.method]} · {p.status}
            {p.reference && <span className="block break-all text-xs text-muted">{p.reference}</span>}
          </span>
          <span className="tabular">
            {formatMoney(p.amount)} <span className="text-xs text-muted">{formatDate(p.paidAt ?? p.createdAt)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

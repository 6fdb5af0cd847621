// The money timeline as one derived relation over what the database already
// records: invoices issued and paid, failed payments (stored and held ones),
// credit notes, balance ledger lines and scheduled debits.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BillingActivity } from '@contract/billing';

type Kind = z.infer<typeof BillingActivity>['kind'];
export interface ActivityRow {
  at: Date | string;
  id: string;
  kind: Kind;
  description: string;
  cents: number;
  invoice_id: number | null;
  invoice_number: string | null;
  method: string | null;
  currency: string;
}

const PAY_OPS = sql.raw(`'payInvoiceWithCard', 'payInvoiceWithDirectDebit'`);

/** Every source as one relation; `a` is filtered and ordered by (at, id). */
export function timeline(accountId: number): SQL {
  return sql`(
    select i.issued_at as at, 'inv-' || i.id || '-issued' as id, 'invoice_issued' as kind,
           (case i.kind when 'deposit' then 'Deposit invoice ' when 'proforma' then 'Proforma order ' else 'Invoice ' end) || i.number || ' issued' as description,
           -i.total_cents::float8 as cents, i.id as invoice_id, i.number as invoice_number, null::text as method, i.currency
      from invoices i where i.account_id = ${accountId}
    union all
    select i.paid_at, 'inv-' || i.id || '-paid', 'invoice_paid', i.number || ' paid', i.total_cents::float8, i.id, i.number,
           (select p.method from invoice_payments p where p.invoice_id = i.id and p.status = 'completed' order by p.id desc limit 1), i.currency
      from invoices i where i.account_id = ${accountId} and i.paid_at is not null
    union all
    select p.created_at, 'pay-' || p.id, 'payment_failed', 'Payment of ' || i.number || ' failed: ' || coalesce(p.failure_reason, 'refused'),
           0::float8, i.id, i.number, p.method, p.currency
      from invoice_payments p join invoices i on i.id = p.invoice_id where p.account_id = ${accountId} and p.status = 'failed'
    union all
    select pa.decided_at, 'pa-' || pa.id, 'payment_failed',
           (case pa.operation when 'payInvoiceWithCard' then 'Card payment of ' else 'Direct debit of ' end) || i.number || ' failed: ' || coalesce(pa.error->>'detail', 'refused'),
           0::float8, i.id, i.number, (case pa.operation when 'payInvoiceWithCard' then 'card' else 'directdebit' end), i.currency
      from pending_actions pa join invoices i on i.id = (pa.params->>'invoice_id')::int
     where pa.account_id = ${accountId} and pa.status = 'failed' and pa.operation in (${PAY_OPS})
    union all
    select cn.issued_at, 'cn-' || cn.id, 'credit_note',
           'Credit note ' || cn.number || ' for ' || i.number || coalesce(', refunded to ' || cn.refunded_to, ''),
           cn.total_cents::float8, i.id, i.number, 'credit_note', i.currency
      from credit_notes cn join invoices i on i.id = cn.invoice_id where cn.account_id = ${accountId}
    union all
    select be.created_at, 'bal-' || be.id,
           case be.kind when 'deposit' then 'deposit' when 'charge' then 'balance_charge' when 'refund' then 'refund' else 'balance_adjustment' end,
           be.description, be.amount_cents::float8, be.invoice_id, i.number, (case be.kind when 'charge' then 'balance' else null end), acc.currency
      from balance_events be join accounts acc on acc.id = be.account_id left join invoices i on i.id = be.invoice_id
     where be.account_id = ${accountId}
    union all
    select d.created_at, 'dd-' || d.id, 'direct_debit_scheduled',
           'Direct debit of ' || i.number || ' ' || (case d.status when 'scheduled' then 'scheduled for ' || d.collect_on::text when 'cancelled' then 'for ' || d.collect_on::text || ' (unscheduled)' else 'collected on ' || d.collect_on::text end),
           -d.amount_cents::float8, i.id, i.number, 'directdebit', d.currency
      from payment_debits d join invoices i on i.id = d.invoice_id where d.account_id = ${accountId}
  ) a`;
}

// Keyset pagination over the derived relation: its columns are named, not table columns.
export const col = (name: string) => sql.raw(`a.${name}`) as unknown as AnyColumn;

// Palette source "Invoices": an invoice number (or OCR reference) opens the invoice, and
// "Pay invoice <number>" is offered for an unpaid one.
import { billingOps } from '@contract/billing';
import type { CommandItem, CommandSource } from '@/components/layout/command-sources';
import { splitVerb } from '@/components/layout/fuzzy-filter';
import { apiRequest } from '@/lib/api-client';
import { statusLabel } from './billing-format';
import { formatMoney } from '@/lib/format';

const PAY_WORDS = ['pay', 'invoice', 'invoices'];
const PAYABLE = new Set<string>(['unpaid', 'overdue']);

export const invoicesCommandSource: CommandSource = {
  id: 'invoices',
  label: 'Invoices',
  minLength: 2,
  async search(query, signal) {
    // "pay invoice 2026-0012" asks for the payment: the number is the rest, and "pay" alone
    // offers the unpaid ones.
    const { asked: pay, rest } = splitVerb(query, PAY_WORDS);
    const q = rest.slice(0, 64);
    if (!q && !pay) return [];
    const wantsPay = splitVerb(query, ['pay']).asked;
    const page = await apiRequest(billingOps.listInvoices, {
      query: q ? { q, limit: 8 } : { status: 'unpaid', limit: 8 },
      signal,
    });
    return page.data.flatMap((i): CommandItem[] => {
      const link = { to: '/billing/invoices/$invoiceId', params: { invoiceId: String(i.id) } } as const;
      const invoice: CommandItem = {
        id: `invoice:${i.id}`,
        label: i.number,
        hint: `${statusLabel[i.status]} · ${formatMoney(i.total)}`,
        link,
      };
      // The invoice's page is where it is paid: the action is offered only while it is payable.
      if (!PAYABLE.has(i.status)) return wantsPay ? [] : [invoice];
      const payment: CommandItem = {
        id: `invoice-pay:${i.id}`,
        label: `Pay invoice ${i.number}`,
        hint: `${formatMoney(i.total)} · action`,
        link,
      };
      return wantsPay ? [payment, invoice] : [invoice, payment];
    });
  },
};

// Palette source "Invoices": an invoice number (or OCR reference) opens the invoice.
import { billingOps } from '@contract/billing';
import type { CommandSource } from '@/components/layout/command-sources';
import { apiRequest } from '@/lib/api-client';
import { statusLabel } from './billing-format';
import { formatMoney } from '@/lib/format';

export const invoicesCommandSource: CommandSource = {
  id: 'invoices',
  label: 'Invoices',
  minLength: 2,
  async search(query, signal) {
    const q = query.trim().slice(0, 64);
    const page = await apiRequest(billingOps.listInvoices, { query: { q, limit: 8 }, signal });
    return page.data.map((i) => ({
      id: `invoice:${i.id}`,
      label: i.number,
      hint: `${statusLabel[i.status]} · ${formatMoney(i.total)}`,
      link: { to: '/billing/invoices/$invoiceId', params: { invoiceId: String(i.id) } },
    }));
  },
};

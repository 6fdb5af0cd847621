// The invoice PDF in every alphabet: names in Polish, Czech, Greek, Cyrillic and Turkish are
// found again in the text a PDF reader extracts (pdfjs, the engine of Firefox's viewer).
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { z } from 'zod';
import type { Invoice } from '@contract/billing';
import { FONT_FILES, readFonts, renderInvoicePdf } from './invoice-pdf';

const money = (amount: number) => ({ amount, currency: 'EUR' });
const invoice = (over: Partial<z.input<typeof Invoice>> = {}): z.input<typeof Invoice> => ({
  id: 7,
  number: 'INV-2025-0007',
  status: 'unpaid',
  isProforma: false,
  kind: 'invoice',
  orderId: null,
  issuedAt: '2025-03-01T09:00:00.000Z',
  dueAt: '2025-03-31T09:00:00.000Z',
  paidAt: null,
  subtotal: money(100),
  tax: money(25),
  total: money(125),
  amountDue: money(125),
  ocr: '70071234',
  paymentUrl: 'http://dashboard.test/pay/abc',
  billingAddressId: 1,
  creditNoteId: null,
  directDebitScheduledFor: null,
  items: [],
  payments: [],
  billedTo: { name: 'Test', company: null, vatNumber: null, lines: [], country: 'SE' },
  reminderCount: 0,
  ...over,
});

/** The text of every page, as a PDF reader extracts it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\n' : '') : '')).join(''));
  }
  await doc.destroy();
  return pages.join('\n');
}

const names = {
  polish: 'Łódź Żółć Gęślą',
  czech: 'Antonín Dvořák, Příliš žluťoučký kůň',
  greek: 'Ελληνικά Ωμέγα',
  cyrillic: 'Кириллица Щука',
  turkish: 'İstanbul Şişli Ağaoğlu',
};

describe('invoice PDF text', () => {
  it('keeps names in Polish, Czech, Greek, Cyrillic and Turkish, in the billed-to block and the items', async () => {
    const pdf = await renderInvoicePdf(
      invoice({
        billedTo: {
          name: names.polish,
          company: names.czech,
          vatNumber: null,
          lines: [names.greek, names.cyrillic],
          country: 'TR',
        },
        items: [
          {
            id: 1,
            description: `Hosting for ${names.turkish}`,
            serviceId: 3,
            domain: 'bücher.example',
            quantity: 1,
            unitPrice: money(100),
            taxRate: 25,
            amount: money(100),
            periodStart: null,
            periodEnd: null,
          },
        ],
      }),
      new Date('2025-03-01T09:00:00Z'),
    );
    const text = await pdfText(pdf);
    for (const [script, name] of Object.entries(names)) expect(text, script).toContain(name);
    expect(text).toContain('bücher.example');
    // and what was there before still is: the seller, the number, the amounts
    expect(text).toContain('Panel Hosting AB');
    expect(text).toContain('INV-2025-0007');
    expect(text).toContain('125.00 EUR');
  });

  it('embeds DejaVu Sans and uses no built-in font', async () => {
    const raw = (await renderInvoicePdf(invoice(), new Date('2025-03-01T09:00:00Z'))).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('Helvetica');
  });

  it('a missing font file is a clear error naming the Debian package, not a PDF in the wrong font', () => {
    expect(() => readFonts({ ...FONT_FILES, bold: '/nonexistent/DejaVuSans-Bold.ttf' })).toThrow(
      /DejaVu Sans.*\/nonexistent\/DejaVuSans-Bold\.ttf.*ENOENT.*fonts-dejavu-core/,
    );
    expect(readFonts().regular.length).toBeGreaterThan(100_000);
  });
});

// The invoice as a real PDF (pdfkit): seller, billed-to block, items, totals,
// payments and how to pay, all from the invoice itself. Text is set in DejaVu Sans,
// embedded from Debian's fonts-dejavu-core: pdfkit's built-in Helvetica covers only
// Western European letters, so "Łódź", Greek or Cyrillic names would come out as garbage.
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { Invoice } from '@contract/billing';
import { SELLER } from './seller';

type Inv = z.input<typeof Invoice>;
type M = { amount: number; currency: string };

const fmt = (m: M) =>
  `${m.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${m.currency}`;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');
const TITLES: Record<Inv['kind'], string> = {
  invoice: 'Invoice',
  deposit: 'Deposit invoice',
  'proforma-order': 'Proforma order',
};

export const FONT_FILES = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

/** Reads the font files; a missing one is a clear error, never a PDF in the wrong font. */
export function readFonts(files = FONT_FILES) {
  const read = (file: string) => {
    try {
      return readFileSync(file);
    } catch (err) {
      throw new Error(
        `Invoice PDFs need the DejaVu Sans font, which is not at ${file} (${(err as NodeJS.ErrnoException).code ?? err}). ` +
          'Install the Debian package fonts-dejavu-core (apt-get install fonts-dejavu-core).',
        { cause: err },
      );
    }
  };
  return { regular: read(files.regular), bold: read(files.bold) };
}
/** Read on the first invoice, not at start-up, so a server without the font still serves everything else. */
let fonts: ReturnType<typeof readFonts> | undefined;

export const pdfFilename = (inv: Pick<Inv, 'number'>) => `${inv.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;

// pdfkit loads with the first invoice PDF, not with the server: a third of a second of every start (ADR 025).
export async function renderInvoicePdf(inv: Inv, now: Date): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const font = (fonts ??= readFonts());
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    font: font.regular,
    info: {
      Title: `${TITLES[inv.kind]} ${inv.number}`,
      Author: SELLER.name,
      Subject: `${TITLES[inv.kind]} ${inv.number}`,
      Creator: SELLER.name,
      CreationDate: now,
    },
  });
  doc.registerFont(REGULAR, font.regular).registerFont(BOLD, font.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', (e) => reject(e));
  });
  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;

  // Header: seller on the left, the invoice's identity on the right.
  doc.font(BOLD).fontSize(16).text(SELLER.name, left, 50);
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor('#444')
    .text([...SELLER.lines, SELLER.email].join('\n'), left, 72);
  doc.font(BOLD).fontSize(20).fillColor('#000').text(TITLES[inv.kind], left, 50, { width, align: 'right' });
  const meta: [string, string][] = [
    ['Number', inv.number],
    ['Issued', day(inv.issuedAt)],
    ['Due', day(inv.dueAt)],
    ['OCR reference', inv.ocr ?? '—'],
    ['Status', inv.status],
  ];
  let y = 78;
  for (const [k, v] of meta) {
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor('#444')
      .text(k, right - 220, y, { width: 100 });
    doc
      .font(BOLD)
      .fillColor('#000')
      .text(v, right - 120, y, { width: 120, align: 'right' });
    y += 14;
  }

  // Billed to, as printed when the invoice was issued.
  y = Math.max(y, 140) + 10;
  doc.font(BOLD).fontSize(10).text('Billed to', left, y);
  const b = inv.billedTo;
  const billed = [
    b.name,
    b.company && b.company !== b.name ? b.company : null,
    ...b.lines,
    b.country,
    b.vatNumber ? `VAT: ${b.vatNumber}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(billed, left, y + 14, { width: width / 2 });
  y = doc.y + 20;

  // Items table.
  const cols = [
    { h: 'Description', x: left, w: 250, a: 'left' as const },
    { h: 'Qty', x: left + 255, w: 40, a: 'right' as const },
    { h: 'Unit price', x: left + 300, w: 80, a: 'right' as const },
    { h: 'VAT', x: left + 385, w: 35, a: 'right' as const },
    { h: 'Amount', x: left + 420, w: width - 420, a: 'right' as const },
  ];
  doc.rect(left, y - 4, width, 18).fill('#eeeeee');
  doc.fillColor('#000').font(BOLD).fontSize(9);
  for (const c of cols) doc.text(c.h, c.x, y, { width: c.w, align: c.a });
  y += 20;
  doc.font(REGULAR).fontSize(9);
  if (inv.items.length === 0) {
    doc.fillColor('#444').text('No itemised lines on this invoice; the totals below apply.', left, y, { width });
    y += 16;
  }
  for (const it of inv.items) {
    if (y > doc.page.height - 200) {
      doc.addPage();
      y = 50;
    }
    const desc = it.domain ? `${it.description} (${it.domain})` : it.description;
    const h = Math.max(doc.heightOfString(desc, { width: cols[0]!.w }), 12);
    const cells = [desc, String(it.quantity), fmt(it.unitPrice), `${it.taxRate}%`, fmt(it.amount)];
    cells.forEach((text, i) =>
      doc.fillColor('#000').text(text, cols[i]!.x, y, { width: cols[i]!.w, align: cols[i]!.a }),
    );
    y += h + 6;
    doc
      .strokeColor('#dddddd')
      .lineWidth(0.5)
      .moveTo(left, y - 3)
      .lineTo(right, y - 3)
      .stroke();
  }

  // Totals.
  y += 6;
  const totals: [string, string, boolean][] = [
    ['Subtotal', fmt(inv.subtotal), false],
    ['VAT', fmt(inv.tax), false],
    ['Total', fmt(inv.total), true],
    ['Amount due', fmt(inv.amountDue), true],
  ];
  for (const [k, v, bold] of totals) {
    doc
      .font(bold ? BOLD : REGULAR)
      .fontSize(10)
      .fillColor('#000');
    doc.text(k, right - 220, y, { width: 100 });
    doc.text(v, right - 120, y, { width: 120, align: 'right' });
    y += 15;
  }

  y += 10;
  if (inv.payments.length) {
    doc.font(BOLD).fontSize(10).text('Payments', left, y);
    y += 14;
    for (const p of inv.payments) {
      doc
        .font(REGULAR)
        .fontSize(9)
        .text(
          `${day(p.paidAt ?? p.createdAt)}  ${p.method.replace('_', ' ')}  ${p.status}  ${fmt(p.amount)}${p.reference ? `  (${p.reference})` : ''}`,
          left,
          y,
          { width },
        );
      y += 13;
    }
    y += 8;
  }

  if (inv.status === 'paid') {
    doc
      .font(BOLD)
      .fontSize(14)
      .fillColor('#15803d')
      .text(`PAID ${day(inv.paidAt)}`, left, y);
    y += 22;
  } else if (inv.paymentUrl) {
    doc.font(BOLD).fontSize(10).fillColor('#000').text('How to pay', left, y);
    y += 14;
    const how = [
      `Bank transfer to ${SELLER.name}: Bankgiro ${SELLER.bankgiro}, IBAN ${SELLER.iban}, BIC ${SELLER.bic}.`,
      `Always quote the OCR reference ${inv.ocr ?? inv.number}.`,
      'Or pay online by card:',
    ].join('\n');
    doc.font(REGULAR).fontSize(9).text(how, left, y, { width });
    y = doc.y + 2;
    doc.fillColor('#1d4ed8').text(inv.paymentUrl, left, y, { width, link: inv.paymentUrl, underline: true });
    y = doc.y + 12;
  }

  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor('#666')
    .text(
      `${SELLER.name} · Org. no. ${SELLER.orgNumber} · VAT ${SELLER.vatNumber} · ${SELLER.email}`,
      left,
      doc.page.height - 70,
      { width, align: 'center' },
    );
  doc.end();
  return done;
}

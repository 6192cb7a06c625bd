// The receipt as a PDF (docs/product.md, "Receipts"), drawn with pdfkit in its built-in Helvetica,
// which needs no font files and covers the Latin text of a receipt.
import PDFDocument from 'pdfkit';
import type { ReceiptDto } from '@shared/receipts';
import { receiptFacts } from './receipt-facts';

/** Helvetica's own encoding has no arrow (My Account → Membership): drawn as ">". */
const inHelvetica = (text: string) => text.replace(/→/g, '>');

const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#e5e7eb';

/** `compress: false` keeps the page's text readable in the file, for tests. */
export function receiptPdf(r: ReceiptDto, timeZone: string, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const facts = receiptFacts(r, timeZone);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: opts.compress ?? true,
    lang: 'en-US',
    displayTitle: true,
    info: { Title: `Receipt ${r.internalReceiptId}`, Author: facts.seller[0], Subject: facts.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = 150;

  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(facts.title);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  for (const line of facts.seller) doc.text(line);
  doc.moveDown(1.5);

  doc.fontSize(11);
  for (const [label, value] of facts.rows) {
    const top = doc.y;
    doc.font('Helvetica').fillColor(MUTED).text(label, left, top, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(inHelvetica(value), left + labelWidth, top, { width: width - labelWidth });
    const bottom = Math.max(labelBottom, doc.y) + 6;
    doc
      .moveTo(left, bottom)
      .lineTo(left + width, bottom)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = left;
    doc.y = bottom + 8;
  }

  doc.moveDown(1);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`${facts.intro} Keep this receipt for your records.`, left, doc.y, { width });
  doc.end();
  return done;
}

/**
 * A piece's certificate of authenticity (issue 26, point 4), issued once it has shipped: the piece's
 * picture, its metal and fineness, weight and size, the order number and the date it left the bench.
 * A formal page: everything centred under the monogram, the facts in two columns, a signature line.
 */
import { SILVER_LABEL } from '@shared/materials';
import { documentDate } from './dates';
import { DISPLAY, DISPLAY_ITALIC, GOLD, GRAPHITE, HAIRLINE, INK, IVORY, PAGE, CONTENT_WIDTH, TEXT, facts, fileSlug, pdfText, renderPdf, type DocumentShop, type Pdf } from './pdf';
import { pieceFacts, pieceOf } from './piece-facts';
import type { CheckoutRecord, DesignRow, OrderRow } from './records';

export interface CertificateInput {
  record: CheckoutRecord;
  piece: OrderRow;
  design: DesignRow | undefined;
  /** The piece's picture as a JPEG or PNG (picture.ts), or null. */
  picture: Buffer | null;
}

export const certificateFileName = (shop: DocumentShop, piece: OrderRow) => `${fileSlug(shop.shopName)}-certificate-${piece.orderNumber}.pdf`;

function centredTitle(doc: Pdf, shop: DocumentShop): void {
  const centre = PAGE.width / 2;
  const top = PAGE.margin - 8;
  const initials = shop.shopName.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
  doc.save().lineWidth(0.75).strokeColor(GOLD).circle(centre, top + 18, 18).stroke().restore();
  doc.font(DISPLAY).fontSize(13).fillColor(INK).text(pdfText(initials), centre - 18, top + 11, { width: 36, align: 'center', characterSpacing: 1 });
  doc.font(DISPLAY).fontSize(14).fillColor(INK).text(pdfText(shop.shopName.toUpperCase()), PAGE.margin, top + 48, { width: CONTENT_WIDTH, align: 'center', characterSpacing: 3.2 });
  doc.save().moveTo(centre - 20, doc.y + 8).lineTo(centre + 20, doc.y + 8).lineWidth(0.75).strokeColor(GOLD).stroke().restore();
  doc.font(DISPLAY).fontSize(28).fillColor(INK).text('Certificate of Authenticity', PAGE.margin, doc.y + 22, { width: CONTENT_WIDTH, align: 'center' });
  doc.y += 14;
}

export function certificatePdf(shop: DocumentShop, { record, piece, design, picture }: CertificateInput): Promise<Buffer> {
  const f = pieceFacts(piece, design);
  const issued = piece.shippedAt ?? piece.updatedAt;
  return renderPdf({ title: `Certificate of Authenticity ${piece.orderNumber}`, shop }, (doc) => {
    centredTitle(doc, shop);
    // The picture on an ivory square, as the shop's cards show a piece.
    const size = 230;
    const x = (PAGE.width - size) / 2;
    const top = doc.y;
    doc.save().rect(x, top, size, size).fill(IVORY).restore();
    doc.save().rect(x, top, size, size).lineWidth(0.5).strokeColor(HAIRLINE).stroke().restore();
    if (picture) {
      doc.image(picture, x + 10, top + 10, { fit: [size - 20, size - 20], align: 'center', valign: 'center' });
    } else {
      doc.font(TEXT).fontSize(9).fillColor(GRAPHITE).text('Picture not available', x, top + size / 2 - 5, { width: size, align: 'center' });
    }
    doc.y = top + size + 18;
    doc.font(DISPLAY).fontSize(20).fillColor(INK).text(pdfText(piece.designName), PAGE.margin, doc.y, { width: CONTENT_WIDTH, align: 'center' });
    if (piece.engraving) {
      doc.font(DISPLAY_ITALIC).fontSize(12).fillColor(GRAPHITE).text(pdfText(`Engraved “${piece.engraving}”`), PAGE.margin, doc.y + 2, { width: CONTENT_WIDTH, align: 'center' });
    }
    doc.font(TEXT).fontSize(10).fillColor(GRAPHITE).text(
      pdfText(`This certifies that the piece described here was cast to order and finished by hand by ${shop.shopName}, in solid ${f.metal === SILVER_LABEL ? '.925 sterling silver' : '14k gold'}, and inspected before it left our workshop.`),
      PAGE.margin + 40, doc.y + 12, { width: CONTENT_WIDTH - 80, align: 'center', lineGap: 2 },
    );
    doc.y += 16;
    const order = pieceOf(piece, record.pieces.length);
    facts(doc, [
      ['Metal', f.colour ? `${f.metal}, ${f.colour}` : f.metal],
      ['Fineness', f.fineness],
      ['Weight', f.weight ?? 'Not recorded'],
      ['Size', f.size ?? 'Not recorded'],
      ['Order', order ? `${record.checkoutNumber}, ${order.toLowerCase()}` : record.checkoutNumber],
      ['Certificate', piece.orderNumber],
      ['Date', documentDate(issued)],
      ['Finish', f.finish ?? 'Not recorded'],
    ], 2);
    // The signature line.
    const lineY = Math.min(doc.y + 24, PAGE.height - PAGE.margin - 70);
    const centre = PAGE.width / 2;
    doc.save().moveTo(centre - 110, lineY).lineTo(centre + 110, lineY).lineWidth(0.5).strokeColor(INK).stroke().restore();
    doc.font(TEXT).fontSize(8).fillColor(GRAPHITE).text(pdfText(`For ${shop.shopName}, ${documentDate(issued)}`), PAGE.margin, lineY + 6, { width: CONTENT_WIDTH, align: 'center' });
  });
}

/**
 * The bench's sheet for one piece (issue 26, point 4): the order and line numbers, the piece, its
 * metal, finish, size and weight, its schedule, the engraving exactly as the customer wrote it, the
 * picture, the model's checks (issue 25, point 5; model-checks-section.ts), the gift note, and a
 * sign-off for each stage. A sheet is a list of sections drawn in turn (PRODUCTION_SHEET_SECTIONS),
 * so later work adds its own without touching the others. It is one page (docs/orders.md says how
 * much room is left): the bench pins it beside the piece.
 */
import { orderTimeline } from '@shared/timeline';
import { documentDate } from './dates';
import { modelChecksSection } from './model-checks-section';
import {
  CONTENT_WIDTH, DISPLAY, GRAPHITE, HAIRLINE, INK, IVORY, PAGE, TEXT, ensureRoom, fact, fileSlug, header, label, note, pdfText, renderPdf,
  type DocumentShop, type Pdf,
} from './pdf';
import { pieceFacts, pieceOf, type PieceFacts } from './piece-facts';
import type { CheckoutRecord, DesignRow, OrderRow } from './records';

/** What every section of a sheet may read. */
export interface SheetContext {
  record: CheckoutRecord;
  piece: OrderRow;
  design: DesignRow | undefined;
  facts: PieceFacts;
  /** The piece's picture (picture.ts), or null. */
  picture: Buffer | null;
}

/** One part of the sheet, drawn from the current line down. */
export type SheetSection = (doc: Pdf, sheet: SheetContext) => void;

export const productionSheetFileName = (shop: DocumentShop, piece: OrderRow) => `${fileSlug(shop.shopName)}-production-sheet-${piece.orderNumber}.pdf`;

const notRecorded = 'Not recorded';

/** When the piece was put in production and when it ships (the order's timeline estimate, 4-6 weeks from paid). */
function scheduleFacts(piece: OrderRow): Array<[string, string]> {
  const timeline = orderTimeline([piece]);
  const production = timeline.steps.find((s) => s.key === 'in_production');
  const started = production?.date ? documentDate(new Date(production.date)) : production?.reached ? 'Done' : 'Not yet';
  const { estimate } = timeline;
  if (!estimate) return [['In production', started], ['Shipped', piece.shippedAt ? documentDate(piece.shippedAt) : 'Done']];
  const window = estimate.late
    ? `Overdue: due by ${documentDate(new Date(estimate.latest))}`
    : `Between ${documentDate(new Date(estimate.earliest))} and ${documentDate(new Date(estimate.latest))}`;
  return [['In production', started], ['To ship', window]];
}

/** The picture beside the piece's facts and its schedule (the paid date is in the header). */
export const pieceSection: SheetSection = (doc, { record, piece, facts: f, picture }) => {
  const size = 168;
  const top = doc.y;
  doc.save().rect(PAGE.margin, top, size, size).fill(IVORY).restore();
  doc.save().rect(PAGE.margin, top, size, size).lineWidth(0.5).strokeColor(HAIRLINE).stroke().restore();
  if (picture) doc.image(picture, PAGE.margin + 8, top + 8, { fit: [size - 16, size - 16], align: 'center', valign: 'center' });
  else doc.font(TEXT).fontSize(9).fillColor(GRAPHITE).text('Picture not available', PAGE.margin, top + size / 2 - 5, { width: size, align: 'center' });

  const x = PAGE.margin + size + 24;
  const width = CONTENT_WIDTH - size - 24;
  doc.font(DISPLAY).fontSize(20).fillColor(INK).text(pdfText(piece.designName), x, top, { width });
  const place = pieceOf(piece, record.pieces.length);
  doc.font(TEXT).fontSize(9).fillColor(GRAPHITE).text(pdfText([`Order ${record.checkoutNumber}`, place, `line ${piece.orderNumber}`].filter(Boolean).join(' · ')), x, doc.y + 2, { width });
  const column = (width - 16) / 2;
  const rows: Array<[string, string]> = [
    ['Metal', f.colour ? `${f.metal}, ${f.colour}` : f.metal],
    ['Finish', f.finish ?? notRecorded],
    ['Size', f.size ?? notRecorded],
    ['Weight', f.weight ?? notRecorded],
    ['Quantity', String(piece.quantity)],
    ['Form', f.form ?? notRecorded],
    ...scheduleFacts(piece),
  ];
  let y = doc.y + 10;
  for (let i = 0; i < rows.length; i += 2) {
    const bottoms = rows.slice(i, i + 2).map(([name, value], j) => fact(doc, name, value, x + j * (column + 16), y, column));
    y = Math.max(...bottoms) + 6;
  }
  doc.x = PAGE.margin;
  doc.y = Math.max(y, top + size) + 16;
};

/** The engraving, large, exactly as written, with its length (the caster checks the count). */
export const engravingSection: SheetSection = (doc, { piece }) => {
  ensureRoom(doc, 80);
  label(doc, 'Engraving');
  if (!piece.engraving) {
    doc.font(TEXT).fontSize(10.5).fillColor(INK).text('None', PAGE.margin, doc.y + 4);
  } else {
    doc.font(DISPLAY).fontSize(22).fillColor(INK).text(pdfText(piece.engraving), PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH });
    const characters = [...piece.engraving].length;
    doc.font(TEXT).fontSize(9).fillColor(GRAPHITE).text(`${characters} ${characters === 1 ? 'character' : 'characters'}, spaces and punctuation counted. Cut exactly as written.`, PAGE.margin, doc.y + 2);
  }
  doc.y += 12;
};

/** The gift note and its recipient, for the note that goes in the box. */
export const giftSection: SheetSection = (doc, { record }) => {
  const { payment } = record;
  if (!payment.isGift) return;
  note(doc, payment.giftRecipient ? `Gift for ${payment.giftRecipient}` : 'Gift', [payment.giftMessage?.trim() || 'No message: pack it as a gift.'], { small: true });
};

/** Initials and date for each stage at the bench. */
export const signOffSection: SheetSection = (doc) => {
  ensureRoom(doc, 54);
  label(doc, 'Sign-off');
  const stages = ['Cast', 'Finished', 'Engraved', 'Inspected', 'Packed'];
  const width = CONTENT_WIDTH / stages.length;
  const top = doc.y + 4;
  stages.forEach((stage, i) => {
    const x = PAGE.margin + i * width;
    doc.font(TEXT).fontSize(9).fillColor(INK).text(stage, x, top, { width: width - 12 });
    doc.save().moveTo(x, top + 28).lineTo(x + width - 12, top + 28).lineWidth(0.5).strokeColor(INK).stroke().restore();
    doc.font(TEXT).fontSize(7.5).fillColor(GRAPHITE).text('Initials and date', x, top + 31, { width: width - 12 });
  });
  doc.x = PAGE.margin;
  doc.y = top + 41;
};

/** The sections in the order they are drawn. */
export const PRODUCTION_SHEET_SECTIONS: readonly SheetSection[] = [pieceSection, engravingSection, modelChecksSection, giftSection, signOffSection];

export function productionSheetPdf(shop: DocumentShop, sheet: Omit<SheetContext, 'facts'>, sections: readonly SheetSection[] = PRODUCTION_SHEET_SECTIONS): Promise<Buffer> {
  const context: SheetContext = { ...sheet, facts: pieceFacts(sheet.piece, sheet.design) };
  return renderPdf({ title: `Production Sheet ${sheet.piece.orderNumber}`, shop }, (doc) => {
    header(doc, shop, 'Production Sheet', [`Line ${sheet.piece.orderNumber}`, `Paid ${documentDate(sheet.record.paidAt)}`]);
    for (const section of sections) section(doc, context);
  });
}

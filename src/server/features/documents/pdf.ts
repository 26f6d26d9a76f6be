/**
 * The look every order document shares (issue 26, point 4; decision 0024): a US Letter page, the
 * shop's monogram in a thin circle and its name as a letter-spaced wordmark, a short gold rule, the
 * document's title in the display face, calm type, hairline rules, the shop's facts at the foot.
 * Drawn with pdfkit in its standard fonts (Times for the display face, Helvetica for the text face:
 * embedded in every PDF reader, nothing to load), so a document is made in a few milliseconds.
 *
 * pdfkit is loaded on the first document, not at start: the server starts no slower for it.
 */
import type { Config } from '../../config';

export type Pdf = PDFKit.PDFDocument;

/** The shop's facts a document shows. */
export type DocumentShop = Pick<Config, 'shopName' | 'publicUrl' | 'supportEmail' | 'shopAddress'>;

export const INK = '#111111';
export const GRAPHITE = '#5C5A57';
export const HAIRLINE = '#E6E0D6';
export const GOLD = '#B8924A';
export const GOLD_DEEP = '#8A6A2F';
export const IVORY = '#FAF7F2';

export const DISPLAY = 'Times-Roman';
export const DISPLAY_ITALIC = 'Times-Italic';
export const TEXT = 'Helvetica';
export const TEXT_BOLD = 'Helvetica-Bold';

/** US Letter in points, with 56 pt margins. */
export const PAGE = { width: 612, height: 792, margin: 56 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where the footer starts: content below this moves to a new page. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 36;

/**
 * Text the standard fonts can write (WinAnsi: Latin-1 and a few typographic marks). Primes become
 * apostrophes and quotes; anything else outside it (another script, an emoji) becomes '?', and the
 * desk sees the text as written on the order desk. Line breaks are kept.
 */
export function pdfText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\u2032/g, "'")
    .replace(/\u2033/g, '"')
    .replace(/[^\n\x20-\x7E\u00A0-\u00FF\u20AC\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u017D\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u017E\u0178]/gu, '?');
}

/** 'aurum-atelier' from the shop's name, for file names. */
export function fileSlug(value: string): string {
  return value.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'shop';
}

/** A document's bytes, drawn by `draw` on a new document; pdfkit is imported on the first call. */
export async function renderPdf(meta: { title: string; shop: DocumentShop }, draw: (doc: Pdf) => void | Promise<void>): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: pdfText(meta.title), Author: pdfText(meta.shop.shopName), Creator: pdfText(meta.shop.shopName) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  footer(doc, meta.shop);
  doc.end();
  return done;
}

/** The monogram in a thin circle, the wordmark and the gold rule; then the title and its facts on the right. */
export function header(doc: Pdf, shop: DocumentShop, title: string, lines: string[] = []): void {
  const top = PAGE.margin;
  const left = PAGE.margin;
  const initials = shop.shopName.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
  doc.save().lineWidth(0.75).strokeColor(GOLD).circle(left + 16, top + 16, 16).stroke().restore();
  doc.font(DISPLAY).fontSize(12).fillColor(INK).text(pdfText(initials), left, top + 10, { width: 32, align: 'center', characterSpacing: 1 });
  doc.font(DISPLAY).fontSize(15).fillColor(INK).text(pdfText(shop.shopName.toUpperCase()), left + 44, top + 4, { characterSpacing: 3.2, lineBreak: false });
  doc.save().moveTo(left + 44, top + 26).lineTo(left + 84, top + 26).lineWidth(0.75).strokeColor(GOLD).stroke().restore();

  const right = PAGE.width - PAGE.margin - 220;
  doc.font(DISPLAY).fontSize(22).fillColor(INK).text(pdfText(title), right, top, { width: 220, align: 'right' });
  doc.font(TEXT).fontSize(9).fillColor(GRAPHITE);
  for (const line of lines) doc.text(pdfText(line), right, doc.y + 2, { width: 220, align: 'right' });
  doc.x = PAGE.margin;
  doc.y = Math.max(doc.y, top + 40) + 28;
  rule(doc);
  doc.y += 20;
}

/** A hairline across the content width at the current line. */
export function rule(doc: Pdf, color = HAIRLINE): void {
  const y = doc.y;
  doc.save().moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y).lineWidth(0.75).strokeColor(color).stroke().restore();
}

/** A small capitalised label in the secondary colour ('ORDER', 'SHIP TO'). */
export function label(doc: Pdf, text: string, x: number = PAGE.margin, y: number = doc.y, width?: number, align: 'left' | 'right' = 'left'): void {
  doc.font(TEXT).fontSize(7.5).fillColor(GRAPHITE).text(pdfText(text.toUpperCase()), x, y, { characterSpacing: 0.6, width, align });
}

/** A label and its value below it, at (x, y) in a column `width` wide; answers where the value ends. */
export function fact(doc: Pdf, name: string, value: string, x: number, y: number, width: number): number {
  label(doc, name, x, y, width);
  doc.font(TEXT).fontSize(10.5).fillColor(INK).text(pdfText(value), x, doc.y + 3, { width });
  return doc.y;
}

/** Facts in `columns` columns, row by row; the document continues under the tallest. */
export function facts(doc: Pdf, rows: Array<[string, string]>, columns = 3): void {
  const width = (CONTENT_WIDTH - (columns - 1) * 20) / columns;
  for (let i = 0; i < rows.length; i += columns) {
    const top = doc.y;
    let bottom = top;
    rows.slice(i, i + columns).forEach(([name, value], j) => {
      bottom = Math.max(bottom, fact(doc, name, value, PAGE.margin + j * (width + 20), top, width));
    });
    doc.x = PAGE.margin;
    doc.y = bottom + 14;
  }
}

/** A heading in the display face with a little air above it. */
export function heading(doc: Pdf, text: string): void {
  ensureRoom(doc, 60);
  doc.font(DISPLAY).fontSize(15).fillColor(INK).text(pdfText(text), PAGE.margin, doc.y + 6, { width: CONTENT_WIDTH });
  doc.y += 6;
}

/** A paragraph in the text face. */
export function paragraph(doc: Pdf, text: string, options: { color?: string; size?: number; font?: string } = {}): void {
  doc.font(options.font ?? TEXT).fontSize(options.size ?? 10).fillColor(options.color ?? GRAPHITE)
    .text(pdfText(text), PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.y += 6;
}

/** A new page when less than `height` points are left above the footer. */
export function ensureRoom(doc: Pdf, height: number): void {
  if (doc.y + height > CONTENT_BOTTOM) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A table: a labelled header row and rows of cells, each cell one or more lines (the first in ink,
 * the rest in the secondary colour), hairlines between rows, new pages as needed (the header again).
 */
export function table(doc: Pdf, columns: Column[], rows: string[][][]): void {
  const drawHeader = () => {
    let x = PAGE.margin;
    const top = doc.y;
    for (const column of columns) {
      label(doc, column.title, x, top, column.width - 8, column.align);
      x += column.width;
    }
    doc.y = top + 14;
    rule(doc);
    doc.y += 8;
  };
  drawHeader();
  for (const row of rows) {
    const heights = row.map((lines, i) => cellHeight(doc, lines, columns[i].width - 8));
    const height = Math.max(...heights);
    if (doc.y + height + 12 > CONTENT_BOTTOM) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      drawHeader();
    }
    const top = doc.y;
    let x = PAGE.margin;
    row.forEach((lines, i) => {
      const column = columns[i];
      let y = top;
      lines.forEach((line, n) => {
        doc.font(TEXT).fontSize(n === 0 ? 10.5 : 9).fillColor(n === 0 ? INK : GRAPHITE)
          .text(pdfText(line), x, y, { width: column.width - 8, align: column.align ?? 'left', lineGap: 1 });
        y = doc.y + 2;
      });
      x += column.width;
    });
    doc.y = top + height + 8;
    rule(doc);
    doc.y += 8;
  }
  doc.x = PAGE.margin;
}

function cellHeight(doc: Pdf, lines: string[], width: number): number {
  return lines.reduce((sum, line, n) => sum + doc.font(TEXT).fontSize(n === 0 ? 10.5 : 9).heightOfString(pdfText(line), { width, lineGap: 1 }) + 2, 0);
}

/** Label and amount pairs aligned right under a table (Subtotal, Discount, Total). */
export function totals(doc: Pdf, rows: Array<{ name: string; amount: string; strong?: boolean }>): void {
  const width = 240;
  const x = PAGE.width - PAGE.margin - width;
  ensureRoom(doc, rows.length * 20 + 10);
  for (const row of rows) {
    const top = doc.y;
    if (row.strong) {
      doc.save().moveTo(x, top - 4).lineTo(x + width, top - 4).lineWidth(0.75).strokeColor(INK).stroke().restore();
      doc.y = top + 4;
    }
    const y = doc.y;
    doc.font(row.strong ? TEXT_BOLD : TEXT).fontSize(row.strong ? 11.5 : 10).fillColor(row.strong ? INK : GRAPHITE)
      .text(pdfText(row.name), x, y, { width: width - 100 });
    doc.font(row.strong ? TEXT_BOLD : TEXT).fontSize(row.strong ? 11.5 : 10).fillColor(INK)
      .text(pdfText(row.amount), x + width - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(doc.y, y + 14) + 4;
  }
  doc.x = PAGE.margin;
}

/** A boxed note on ivory with a gold rule at its left (a gift note, a notice); `small` for a page that must stay one page. */
export function note(doc: Pdf, title: string, lines: string[], { small = false } = {}): void {
  const padding = small ? 9 : 12;
  const [titleSize, bodySize] = small ? [11.5, 9.5] : [13, 10.5];
  const width = CONTENT_WIDTH - 2 * padding - 4;
  const body = lines.map(pdfText).join('\n');
  const titleHeight = doc.font(DISPLAY).fontSize(titleSize).heightOfString(pdfText(title), { width });
  const height = titleHeight + 4 + doc.font(TEXT).fontSize(bodySize).heightOfString(body, { width, lineGap: 2 }) + 2 * padding;
  ensureRoom(doc, height + 10);
  const top = doc.y;
  doc.save().rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(IVORY).restore();
  doc.save().rect(PAGE.margin, top, 2, height).fill(GOLD).restore();
  doc.font(DISPLAY).fontSize(titleSize).fillColor(GOLD_DEEP).text(pdfText(title), PAGE.margin + padding + 4, top + padding, { width });
  doc.font(TEXT).fontSize(bodySize).fillColor(INK).text(body, PAGE.margin + padding + 4, doc.y + 4, { width, lineGap: 2 });
  doc.x = PAGE.margin;
  doc.y = top + height + (small ? 12 : 14);
}

/** The shop's name, site and support address at the foot of every page, with the page's number when there are several. */
function footer(doc: Pdf, shop: DocumentShop): void {
  const range = doc.bufferedPageRange();
  const host = (() => {
    try {
      return new URL(shop.publicUrl).host;
    } catch {
      return shop.publicUrl;
    }
  })();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = PAGE.height - PAGE.margin - 14;
    // Below the bottom margin: without this, pdfkit would start a page for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.save().moveTo(PAGE.margin, y - 10).lineTo(PAGE.width - PAGE.margin, y - 10).lineWidth(0.5).strokeColor(HAIRLINE).stroke().restore();
    const pages = range.count > 1 ? `   ·   Page ${i - range.start + 1} of ${range.count}` : '';
    doc.font(TEXT).fontSize(8).fillColor(GRAPHITE)
      .text(pdfText(`${shop.shopName}   ·   ${host}   ·   ${shop.supportEmail}${pages}`), PAGE.margin, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

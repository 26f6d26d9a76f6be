/**
 * The production sheet's model checks (issue 25, point 5): what a caster checks before printing the
 * wax, as the model builder measured it (designs.model_report, providers/models/build.ts): each check
 * with its limit, the model's figure and whether it passed, then what the builder changed to pass
 * them and the model's volume. Two short tables side by side, so the sheet stays one page.
 */
import type { ModelReport } from '../../db/schema';
import { CONTENT_WIDTH, GRAPHITE, HAIRLINE, INK, PAGE, TEXT, TEXT_BOLD, ensureRoom, label, pdfText, type Pdf } from './pdf';
import type { SheetSection } from './production-sheet';

type Check = ModelReport['checks'][number];

/** Each check the builder makes, in the bench's words. */
const CHECK_NAMES: Record<string, string> = {
  manifold: 'Watertight solid',
  'min-wall': 'Minimum wall',
  'relief-depth': 'Relief depth',
  'engraving-depth': 'Engraving depth',
  'thinnest-part': 'Thinnest part',
  'bail-hole': 'Bail hole',
};

const mm = (n: number) => `${Number(n.toFixed(2))} mm`;
const nameOf = (check: Check) => CHECK_NAMES[check.name] ?? check.name;

/** One check as the sheet's row: its name, what it must be, what the model has, the result ('Minimum wall, min. 0.6 mm, 0.82 mm, Passed'). */
export function checkRow(check: Check): [string, string, string, string] {
  const result = check.pass ? 'Passed' : 'FAILED';
  if (check.name === 'manifold') return [nameOf(check), 'Required', check.value === null ? 'Not checked' : check.value >= 1 ? 'Yes' : 'No', result];
  // A piece without the part (no bail, no engraving) has nothing to check.
  if (check.value === null) return [nameOf(check), `Min. ${mm(check.limit)}`, 'None', 'No part'];
  return [nameOf(check), `Min. ${mm(check.limit)}`, mm(check.value), result];
}

/** What the builder fixed, in a sentence; or that nothing needed fixing. */
export function fixesText(report: ModelReport): string {
  if (report.fixes.length === 0) return 'Fixed by the generator: nothing, the piece passed as drawn.';
  return `Fixed by the generator: ${report.fixes.join('; ')}.`;
}

/** The checks are two tables side by side; each half's columns (check, required, the model's figure, result). */
const HALF = (CONTENT_WIDTH - 20) / 2;
const COLUMNS = [
  { title: 'Check', width: 80 },
  { title: 'Required', width: 56 },
  { title: 'Model', width: 50 },
  { title: 'Result', width: HALF - 186 },
] as const;
const ROW = 14;

export const modelChecksSection: SheetSection = (doc, { design }) => {
  const report = design?.modelReport ?? null;
  const rows = report?.checks.map(checkRow) ?? [];
  const half = Math.ceil(rows.length / 2);
  ensureRoom(doc, report ? 48 + ROW * (half + 1) : 40);
  const top = doc.y;
  label(doc, 'Model checks');
  if (report) doc.font(TEXT).fontSize(8.5).fillColor(GRAPHITE).text(`Volume ${Number(report.volumeMm3.toFixed(2))} mm³`, PAGE.margin, top - 1, { width: CONTENT_WIDTH, align: 'right' });
  doc.y = top + 14;
  if (!design) return line(doc, "This piece's design is no longer kept: there is no model to check.");
  if (!report) {
    return line(doc, "The model has not been built yet: its checks are made when it is, and the weight above is the drawing's estimate until then. The STL and 3MF on the order desk are made from the design either way.");
  }
  if (report.fallback) {
    doc.font(TEXT_BOLD).fontSize(9).fillColor(INK).text('A stand-in, not the piece as drawn: check with the customer before casting.', PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    doc.y += 4;
  }
  const tableTop = doc.y;
  const bottoms = [rows.slice(0, half), rows.slice(half)].map((part, i) => {
    doc.y = tableTop;
    const x = PAGE.margin + i * (HALF + 20);
    drawRow(doc, x, COLUMNS.map((c) => c.title), true);
    for (const row of part) drawRow(doc, x, row, false);
    return doc.y;
  });
  doc.y = Math.max(...bottoms) + 4;
  line(doc, fixesText(report));
};

function drawRow(doc: Pdf, x: number, cells: readonly string[], header: boolean): void {
  const top = doc.y;
  let at = x;
  cells.forEach((cell, i) => {
    const width = COLUMNS[i].width - 6;
    if (header) label(doc, cell, at, top + 1, width);
    else {
      const failed = i === 3 && cell === 'FAILED';
      doc.font(failed ? TEXT_BOLD : TEXT).fontSize(8.5).fillColor(i === 3 && !failed ? GRAPHITE : INK)
        .text(pdfText(cell), at, top, { width, lineBreak: false, ellipsis: true });
    }
    at += COLUMNS[i].width;
  });
  const rule = top + ROW - 4;
  doc.save().moveTo(x, rule).lineTo(x + HALF, rule).lineWidth(0.5).strokeColor(HAIRLINE).stroke().restore();
  doc.y = top + ROW;
}

/** A short paragraph in the secondary colour, then a little air. */
function line(doc: Pdf, text: string): void {
  doc.font(TEXT).fontSize(8.5).fillColor(GRAPHITE).text(pdfText(text), PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 1 });
  doc.x = PAGE.margin;
  doc.y += 12;
}

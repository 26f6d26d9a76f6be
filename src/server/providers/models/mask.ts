import { drawSvg } from '../images/png';
import { contours, simplify } from '../images/procedural/outline';
import type { Point, Ring } from './flatten';

// Ink (SVG markup in the drawing's pixels, drawn in black) as closed rings in millimetres: drawn by
// resvg on a square grid over the piece, then traced where the ink's coverage crosses one half
// (marching squares, outline.ts), so strokes, fills and icons are read exactly as the picture draws
// them. The antialiased coverage places each crossing within a cell.

export interface Frame {
  /** The square the ink is drawn over, px: its top left corner and side. */
  x: number;
  y: number;
  side: number;
  /** Millimetres per px. */
  mm: number;
  /** Where the model's origin lies, px. */
  origin: Point;
}

/** Cell size of the grid, mm: seven cells to the thinnest part a caster accepts (0.5 mm). */
export const CELL_MM = 0.07;

/** px → model millimetres: x right, y up. */
export const toModel = (frame: Frame) => (x: number, y: number): Point => [(x - frame.origin[0]) * frame.mm, (frame.origin[1] - y) * frame.mm];

export function inkRings(ink: readonly string[], frame: Frame): Ring[] {
  if (!ink.length) return [];
  const n = Math.min(1400, Math.max(64, Math.ceil((frame.side * frame.mm) / CELL_MM)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${frame.x} ${frame.y} ${frame.side} ${frame.side}">${ink.join('')}</svg>`;
  const { pixels, width } = drawSvg(svg, n);
  const value = new Float64Array(width * width);
  for (let i = 0; i < value.length; i++) value[i] = 0.5 - pixels[i * 4 + 3] / 255;
  const cell = frame.side / width;
  const map = toModel(frame);
  // A contour's points are cell corners offset by half a cell (the pixel's centre is its sample).
  return contours(value, width)
    .map((r) => simplify(r, 0.6).map(([cx, cy]) => map(frame.x + (cx + 0.5) * cell, frame.y + (cy + 0.5) * cell)))
    .filter((r) => r.length >= 3);
}

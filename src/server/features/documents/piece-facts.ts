/** What a piece is, as its certificate and its production sheet state it. */
import { materialLabel, normaliseMaterial } from '@shared/materials';
import { silverWeight } from '@shared/pricing';
import type { DesignRow, OrderRow } from './records';

export interface PieceFacts {
  /** '14k Solid Gold' or '.925 Sterling Silver' (spec 02, section 9). */
  metal: string;
  /** The hallmark: 585 for 14 karat gold, 925 for sterling silver. */
  fineness: string;
  /** The gold's colour the design was drawn in ('Rose Gold'), for gold pieces; null otherwise. */
  colour: string | null;
  /** '3.2 g' in the piece's metal (silver weighs 54% of gold, spec 02, section 9), or null when unknown. */
  weight: string | null;
  /** '18 × 22 mm' (width by height), or null when unknown. */
  size: string | null;
  finish: string | null;
  form: string | null;
}

const grams = (n: number) => `${Number(n.toFixed(2))} g`;
const mm = (n: number) => String(Number(n.toFixed(1)));

export function pieceFacts(piece: OrderRow, design: DesignRow | undefined): PieceFacts {
  const silver = normaliseMaterial(piece.material) === 'sterling-silver';
  const gold = design?.weightGrams ?? null;
  return {
    metal: materialLabel(piece.material),
    fineness: silver ? '925 (92.5% pure silver)' : '585 (14 karat, 58.5% pure gold)',
    colour: !silver && design && /gold|tone/i.test(design.metal) ? design.metal : null,
    weight: gold === null ? null : grams(silver ? silverWeight(gold) : gold),
    size: design?.widthMm && design.heightMm ? `${mm(design.widthMm)} × ${mm(design.heightMm)} mm` : null,
    finish: design?.finish ?? null,
    form: design?.form ?? null,
  };
}

/** 'Piece 2 of 3' for a checkout of several pieces, else null. */
export const pieceOf = (piece: OrderRow, pieces: number) => (pieces > 1 ? `Piece ${piece.lineIndex + 1} of ${pieces}` : null);

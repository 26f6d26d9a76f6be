// How the pages write a piece's figures (issue 25, point 3): its size in millimetres, from its castable
// model's box (width × height × depth) or, for a design made before models, its width × height; its
// weight in grams. Plain functions: the product page and the Design Lab's result card share them.

export interface Figures {
  width: number | null;
  height: number | null;
  sizeMm?: { width: number; height: number; depth: number } | null;
}

const mm = (n: number) => String(Math.round(n * 10) / 10);

/** '16.2 × 23.8 × 3.8 mm', '18 × 22 mm', or null when the piece has no measures. */
export function sizeText(piece: Figures): string | null {
  if (piece.sizeMm) return `${mm(piece.sizeMm.width)} × ${mm(piece.sizeMm.height)} × ${mm(piece.sizeMm.depth)} mm`;
  return piece.width != null && piece.height != null ? `${mm(piece.width)} × ${mm(piece.height)} mm` : null;
}

/** '4.2 g' from the API's weight string, or null when it holds no number. */
export function gramsText(weight: string | null | undefined): string | null {
  if (weight == null || weight.trim() === '') return null;
  const n = Number(weight);
  return Number.isFinite(n) ? `${n} g` : null;
}

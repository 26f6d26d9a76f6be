import type { BagLine } from './use-bag';

/** A bag line's picture: the silver render when the line is silver and there is one. */
export function lineImage(line: Pick<BagLine, 'material' | 'design'>): string | null {
  const design = line.design;
  if (!design) return null;
  return line.material === 'sterling-silver' && design.silverImageUrl ? design.silverImageUrl : design.imageUrl;
}

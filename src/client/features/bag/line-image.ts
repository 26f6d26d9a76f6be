import { pictureFor } from '@shared/materials';
import type { BagLine } from './use-bag';

/** A bag line's picture: the silver render when the line is silver and there is one. */
export function lineImage(line: Pick<BagLine, 'material' | 'design'>): string | null {
  return line.design ? pictureFor(line.material, line.design) : null;
}

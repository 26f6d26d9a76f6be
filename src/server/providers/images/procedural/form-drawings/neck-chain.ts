import { chain, hang } from '../forms';
import type { MetalPaint } from '../metals';

/**
 * The two sides of a necklace's chain: from the top left corner down to (left, y) and from (right, y)
 * up to the top right corner, each sagging a little. `link` is the chain's link length (a ball chain's 7).
 */
export function neckChain(left: number, right: number, y: number, paint: MetalPaint, link?: number): string[] {
  return [chain(hang([-10, -20], [left, y], [150, y + 10]), paint, link), chain(hang([right, y], [522, -20], [362, y + 10]), paint, link)];
}

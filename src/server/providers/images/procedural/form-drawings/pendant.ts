import { bailAndRing } from '../forms';
import { neckChain } from './neck-chain';
import type { DrawForm } from './types';

/** A pendant: the medallion on a bail (no jump ring) on a fine cable chain. */
export const drawPendant: DrawForm = ({ tall, engraving, paints, ctx, medallion }) => {
  const R = tall ? 112 : 128;
  const cy = tall ? 316 : 320;
  const m = medallion(256, cy, R, engraving);
  const bail = bailAndRing(256, m.body.top, R, paints.rim, ctx, false);
  const y = bail.top + R * 0.03;
  return {
    svg: [...neckChain(250, 262, y, paints.rim), bail.svg, m.svg],
    body: m.body, R, bailPx: m.body.top - bail.top, formNoun: 'Pendant', formPhrase: 'pendant on a fine cable chain',
  };
};

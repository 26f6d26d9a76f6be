import { bailAndRing } from '../forms';
import type { DrawForm } from './types';

/** A charm: the medallion with a bail and jump ring, to hang on a bracelet, a keyring or a chain. */
export const drawCharm: DrawForm = ({ tall, engraving, paints, ctx, medallion }) => {
  const R = tall ? 132 : 156;
  const cy = tall ? 316 : 292;
  const m = medallion(256, cy, R, engraving);
  const bail = bailAndRing(256, m.body.top, R, paints.rim, ctx, true);
  return { svg: [bail.svg, m.svg], body: m.body, R, bailPx: m.body.top - bail.top, formNoun: 'Charm', formPhrase: 'charm with a bail and jump ring' };
};

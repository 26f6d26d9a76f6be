import { bailAndRing, bangle, chain, hang } from '../forms';
import { GOLD_14K_DENSITY } from '../measure';
import type { DrawForm } from './types';

/** A bracelet: a bangle carrying the medallion at its front, or a charm bracelet, as the words say (else the seed's choice). */
export const drawBracelet: DrawForm = ({ request, tall, engraving, paints, rng, ctx, medallion }) => {
  const R = tall ? 90 : 100;
  const charmBracelet = /\bcharm bracelets?\b/i.test(request.prompt);
  if (/\bbangles?|cuffs?\b/i.test(request.prompt) || (!charmBracelet && rng.chance(0.5))) {
    const m = medallion(256, 338, R, engraving);
    if (ctx.shape) ctx.shape.shape.band = [256, 338];
    return {
      svg: [bangle(256, 230, 218, 112, paints.rim, ctx, 'back'), bangle(256, 230, 218, 112, paints.rim, ctx, 'front'), m.svg],
      body: m.body, R, bailPx: 0, formNoun: 'Bangle', formPhrase: 'bangle with the medallion set at its front',
      // A 62 mm bangle band, 4 mm wide and 1.3 mm thick.
      extraGrams: ((Math.PI * 62 * 4 * 1.3) / 1000) * GOLD_14K_DENSITY,
    };
  }
  const cy = tall ? 370 : 362;
  const m = medallion(256, cy, R, engraving);
  const bail = bailAndRing(256, m.body.top, R, paints.rim, ctx, true);
  if (ctx.shape) ctx.shape.shape.chain = true;
  const low = bail.top + R * 0.02;
  return {
    svg: [chain(hang([-12, 150], [256, low], [110, low + 30]), paints.rim, 10), chain(hang([256, low], [524, 150], [402, low + 30]), paints.rim, 10), bail.svg, m.svg],
    body: m.body, R, bailPx: m.body.top - bail.top, formNoun: 'Charm Bracelet', formPhrase: 'charm bracelet on a fine cable chain', extraGrams: 3.2,
  };
};

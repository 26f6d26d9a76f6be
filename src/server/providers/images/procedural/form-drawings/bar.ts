import { bailAndRing, chain, hang } from '../forms';
import { barBody } from '../plates';
import { neckChain } from './neck-chain';
import type { DrawForm } from './types';

/**
 * A bar necklace: lying on a chain fixed at both ends (rings at its upper corners), or, when the words
 * say vertical, upright and hung from a bail at its top like a pendant.
 */
export const drawBar: DrawForm = ({ request, placements, engraving, paints, ctx, medallion }) => {
  const withSubject = placements.length > 0;
  if (/\bvertical\b/i.test(request.prompt)) {
    const R = 128;
    const cy = 300;
    const m = medallion(256, cy, R, engraving, barBody(256, cy, R, withSubject, true));
    const bail = bailAndRing(256, m.body.top, R * 0.8, paints.rim, ctx, false);
    const y = bail.top + R * 0.03;
    return {
      svg: [...neckChain(250, 262, y, paints.rim), bail.svg, m.svg],
      body: m.body, R, bailPx: m.body.top - bail.top, formNoun: 'Bar Necklace', formPhrase: 'vertical bar on a fine cable chain',
    };
  }
  const R = 150;
  const cy = 330;
  const m = medallion(256, cy, R, engraving, barBody(256, cy, R, withSubject));
  const ends = [256 - m.body.width / 2 + R * 0.16, 256 + m.body.width / 2 - R * 0.16];
  const rings = ends.map((x) => bailAndRing(x, m.body.top, R * 0.55, paints.rim, ctx, true));
  const y = rings[0].top + R * 0.02;
  return {
    svg: [
      chain(hang([-10, 10], [ends[0], y], [ends[0] - 70, y - 40]), paints.rim),
      chain(hang([ends[1], y], [522, 10], [ends[1] + 70, y - 40]), paints.rim),
      ...rings.map((r) => r.svg),
      m.svg,
    ],
    body: m.body, R, bailPx: m.body.top - rings[0].top, formNoun: 'Bar Necklace', formPhrase: 'bar on a fine cable chain',
  };
};

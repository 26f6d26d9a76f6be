import type { Motif } from './motifs/types';
import type { Relation } from './relations';

// A scene (issue 22, point 4): two subjects laid out as the words relate them, in the field's
// coordinates (centre 0,0, radius 1; `size` is the side of the motif's 100-unit box in field radii):
// - on: the support low and wide, the first smaller standing on the top edge of its ink;
// - under / above: one over the other, a small thing of the sky (a star, the sun) smaller above;
// - around: the thing held large, the one wrapped round it over its middle; inside: the container
//   large, the one inside smaller at its centre, drawn over it;
// - holding: the first large, the second small at its lower right, where a beak or a hand is.
// 'with' and 'beside' are no scene: compose.ts sits them side by side. The pair is then scaled and
// moved so its inks stand centred in the circle.

export interface ScenePlacement {
  motif: Motif;
  x: number;
  y: number;
  size: number;
}

const FULL = 1.7;
/** Hand-drawn motifs carry no measured ink: taken as filling nearly all their box, so nothing touches. */
const HAND_INK = 96;
/** Things that stay small beside another subject: a star above an owl, a bee on a flower. */
const SMALL = new Set(['star', 'sun', 'moon', 'heart', 'bee', 'butterfly', 'ladybug', 'firefly', 'ant', 'comet', 'snowflake', 'sparkle', 'key', 'gem', 'diamond', 'pearl']);
/** Things that stay large on whatever bears them: a lighthouse on a rock, a tree on an island. */
const BIG = new Set(['lighthouse', 'tree', 'palm tree', 'house', 'castle', 'church', 'windmill', 'tower', 'eiffel tower', 'mountain']);

const half = (m: Motif, size: number) => ({
  w: ((m.ink?.w ?? HAND_INK) / 100) * size * 0.5,
  h: ((m.ink?.h ?? HAND_INK) / 100) * size * 0.5,
});

/** `top` above `bottom`, their inks overlapping by `overlap` (a gap when negative). */
function stack(top: Motif, topSize: number, bottom: Motif, bottomSize: number, overlap: number): ScenePlacement[] {
  const t = half(top, topSize);
  const b = half(bottom, bottomSize);
  const yb = b.h;
  const yt = -t.h + overlap;
  return [
    { motif: top, x: 0, y: yt, size: topSize },
    { motif: bottom, x: 0, y: yb, size: bottomSize },
  ];
}

/** Scales the pair about the centre and moves it so its inks' box is centred and within the circle. */
function fit(placed: ScenePlacement[], reach = 0.96): ScenePlacement[] {
  const boxes = placed.map((p) => ({ p, ...half(p.motif, p.size) }));
  const y0 = Math.min(...boxes.map((b) => b.p.y - b.h));
  const y1 = Math.max(...boxes.map((b) => b.p.y + b.h));
  const x0 = Math.min(...boxes.map((b) => b.p.x - b.w));
  const x1 = Math.max(...boxes.map((b) => b.p.x + b.w));
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  // Icons keep their ink within a circle of their box, so a box's corners may stand a little outside.
  const far = Math.max(...boxes.map((b) => Math.hypot(Math.abs(b.p.x - cx) + b.w * 0.9, Math.abs(b.p.y - cy) + b.h * 0.9)));
  const s = Math.min(1.15, reach / far);
  return placed.map((p) => ({ ...p, x: (p.x - cx) * s, y: (p.y - cy) * s, size: p.size * s }));
}

/** The pair as the relation places it, or null when the relation is drawn side by side. */
export function sceneLayout(a: Motif, b: Motif, relation: Relation): ScenePlacement[] | null {
  switch (relation) {
    case 'on': {
      const sitter = FULL * (BIG.has(a.id) ? 0.6 : SMALL.has(a.id) ? 0.38 : 0.5);
      // The support low and wide: a tall one (a rock) no taller than what stands on it, yet wider.
      const sa = half(a, sitter);
      const sb = half(b, 1);
      const support = Math.min(FULL * 0.66, Math.max((sa.h * 0.9) / sb.h, (sa.w * 1.15) / sb.w));
      return fit(stack(a, sitter, b, support, 0.05));
    }
    case 'under':
    case 'above': {
      const [top, bottom] = relation === 'under' ? [b, a] : [a, b];
      const topSize = SMALL.has(top.id) ? 0.38 : 0.5;
      const bottomSize = SMALL.has(bottom.id) && !SMALL.has(top.id) ? 0.4 : 0.56;
      return fit(stack(top, FULL * topSize, bottom, FULL * bottomSize, -0.1));
    }
    case 'around':
      // An icon cannot bend round another: the thing held stands large behind, and the one wrapped
      // round it lies across its middle (a dragon coiled on a sword's blade, a fox on the moon).
      return [
        { motif: b, x: 0, y: 0, size: FULL * 0.96 },
        { motif: a, x: 0, y: 0.04, size: FULL * 0.56 },
      ];
    case 'inside':
      return [
        { motif: b, x: 0, y: 0, size: FULL * 0.96 },
        { motif: a, x: 0, y: 0.04, size: FULL * 0.42 },
      ];
    case 'holding':
      return fit([
        { motif: a, x: -0.12, y: -0.1, size: FULL * 0.7 },
        { motif: b, x: 0.34, y: 0.34, size: FULL * 0.4 },
      ]);
    default:
      return null;
  }
}

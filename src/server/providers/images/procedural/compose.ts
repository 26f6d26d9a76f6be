import type { Motif } from './motifs/types';
import type { Rng } from './random';
import type { Relation } from './relations';
import { sceneLayout } from './scene-layout';

// Composition: up to three motifs laid out in the field, in coordinates relative to the field's
// circle (centre 0,0, radius 1). `size` is the side of the motif's 100-unit box in field radii.
// - one motif fills the field;
// - a motif that can hold another (crescent, heart, honeycomb, compass) holds the second in its nest;
// - a horizon (mountains, a wave) with something from the sky puts the sky behind and above;
// - when the words relate the first two (a scene: on, under, above, around, inside, holding), they
//   stand as scene-layout.ts places them, a third small above them; a nest or a horizon that agrees
//   with the words keeps its own layout;
// - otherwise two sit side by side or on a diagonal, three in a triangle.
// The seed nudges sizes, offsets and tilts, and picks between layouts, so Redo gives a new variation.

export interface Placement {
  motif: Motif;
  x: number;
  y: number;
  size: number;
  rotate: number;
}

const FULL = 1.7;
const HORIZON = new Set(['mountain', 'wave']);
const SKY = new Set(['sun', 'moon', 'star']);

export function compose(motifs: readonly Motif[], rng: Rng, engraved: boolean, relation: Relation | null = null): Placement[] {
  const k = engraved ? 0.84 : 1;
  const dy = engraved ? -0.1 : 0;
  const jitter = () => rng.range(-0.03, 0.03);
  const tilt = (deg: number) => rng.range(-deg, deg);
  // `still`: a scene's subjects touch where the words say, so they barely move.
  const place = (motif: Motif, x: number, y: number, size: number, rot = 0, still = false): Placement => ({
    motif,
    x: x + jitter() * (still ? 0.3 : 1),
    y: y + dy + jitter() * (still ? 0.3 : 1),
    size: size * k * rng.range(0.96, 1.04) * (motif.scale ?? 1),
    rotate: rot,
  });
  if (motifs.length === 0) return [];
  if (motifs.length === 1) return [place(motifs[0], 0, 0, FULL * rng.range(0.94, 1.02), tilt(5))];

  const [a, b] = motifs;
  const scene = relation && !keepsOwnLayout(a, b, relation) ? sceneLayout(a, b, relation) : null;
  if (scene) {
    // A third subject stands small above the scene, which steps down to make room.
    const third = motifs[2];
    const s = third ? 0.78 : 1;
    const out = scene.map((p) => place(p.motif, p.x * s * k, (p.y * s + (third ? 0.18 : 0)) * k, p.size * s, tilt(3), true));
    if (third) out.unshift(place(third, 0, -0.66, FULL * 0.26, tilt(6)));
    return out;
  }

  const horizon = motifs.find((m) => HORIZON.has(m.id));
  const sky = motifs.find((m) => SKY.has(m.id));
  if (horizon && sky && motifs.length === 2) {
    const sx = rng.range(-0.15, 0.15);
    return [place(sky, sx, -0.3, FULL * 0.6), place(horizon, 0, 0.2, FULL * 0.9)];
  }

  const host = motifs.find((m) => m.nest);
  if (host?.nest) {
    const guests = motifs.filter((m) => m !== host);
    const hostSize = FULL * (guests.length > 1 ? 1 : 0.98);
    const hostRot = tilt(4);
    const nx = ((host.nest.x - 50) / 100) * hostSize;
    const ny = ((host.nest.y - 50) / 100) * hostSize;
    const gs = hostSize * host.nest.s * (guests.length > 1 ? 0.72 : 1);
    const out = [place(host, 0, 0, hostSize, hostRot)];
    if (guests.length === 1) out.push(place(guests[0], nx, ny, gs, tilt(8)));
    else guests.forEach((g, i) => out.push(place(g, nx + (i ? 0.5 : -0.5) * gs * 0.7, ny + (i ? 0.06 : -0.06), gs, tilt(8))));
    return out;
  }

  if (motifs.length === 2 && motifs[1].young) {
    // A mother and her young: the young one smaller, standing at her side, their feet on one line.
    return [place(motifs[0], -0.2, -0.06, FULL * 0.66, tilt(3)), place(motifs[1], 0.46, 0.2, FULL * 0.36, tilt(3))];
  }
  if (motifs.length === 2) {
    if (rng.chance(0.5)) return [place(motifs[0], -0.34, 0.02, FULL * 0.58, tilt(6)), place(motifs[1], 0.34, -0.02, FULL * 0.58, tilt(6))];
    return [place(motifs[0], -0.26, -0.22, FULL * 0.6, tilt(6)), place(motifs[1], 0.27, 0.24, FULL * 0.56, tilt(6))];
  }
  return [
    place(motifs[0], 0, -0.34, FULL * 0.54, tilt(4)),
    place(motifs[1], -0.36, 0.3, FULL * 0.48, tilt(6)),
    place(motifs[2], 0.36, 0.3, FULL * 0.48, tilt(6)),
  ];
}

/**
 * A nest or a horizon keeps its layout when it already says what the words say: a fox curled around
 * the crescent sits in its hollow, a cat on the moon too; the sun above the mountains rises behind them.
 */
function keepsOwnLayout(a: Motif, b: Motif, relation: Relation): boolean {
  if (relation === 'with' || relation === 'beside') return true;
  if (relation === 'around' || relation === 'inside') return Boolean(a.nest || b.nest);
  if (relation === 'on') return Boolean(b.nest);
  const skyAbove = (relation === 'above' && SKY.has(a.id) && HORIZON.has(b.id)) || (relation === 'under' && HORIZON.has(a.id) && SKY.has(b.id));
  return skyAbove;
}

import { createHash } from 'node:crypto';
import type { DesignForm } from '@shared/options';
import type { PieceShape } from '../images/procedural/shape';
import { flattenPath, type Point, type Ring } from './flatten';
import { geometry, type CrossSection, type Manifold } from './manifold';
import { inkRings, toModel, type Frame } from './mask';

// The castable model (issue 25): the piece the drawing shows, as a watertight solid in millimetres
// (x right, y up, the face towards +z). The drawing's bodies are plate, their fields recessed inside
// a raised rim; motifs and a border's decor stand in relief on the face; the engraving and a motif's
// inner lines are cut in; a letter's or a name's wire is the piece itself; bails with their holes and
// jump rings, earring posts, a bangle's band and a charm bracelet's links hold it. The caster's
// checks (CASTING) are made before the model is shown; a check that fails is fixed (thicker, larger,
// simpler) and the model built again, a few rounds at most, and a model that still fails is replaced
// by a plain medallion of the same size, saying so.

/** What a caster accepts before printing a wax (issue 25, point 2), mm. */
export const CASTING = {
  /** The thinnest wall: the plate under an engraving, a bail, a jump ring's wire. */
  minWall: 0.6,
  /** Relief standing on the face, and engraving cut into it, at least this deep. */
  minDepth: 0.2,
  /** No part (a line of relief, a rim, a wire) narrower than this. */
  minPart: 0.5,
  /** A bail's hole, a tag's hole and a jump ring's opening at least this wide. */
  minHole: 1.5,
} as const;

/** How the shop builds what the drawing leaves open, mm. */
const RIM_MM = 0.3;
const RELIEF_MM = 0.45;
const ENGRAVING_DEPTH_MM = 0.25;
/** A motif's inner lines, cut into the top of its relief. */
const DETAIL_DEPTH_MM = 0.2;
/** Engraved lines are cut at least this wide (a graver's line that casts). */
const CUT_GROW_MM = 0.06;
const BAIL_HOLE_MM = 1.6;
const BAIL_WALL_MM = 0.7;
const RING_WIRE_MM = 0.8;
const RING_INNER_MM = 2.2;
const POST = { diameter: 0.8, length: 10 };
/** A bangle's band: 62 mm across inside, 4 mm wide, 1.3 mm thick. */
const BAND = { inner: 62, width: 4, thickness: 1.3 };
/**
 * A charm bracelet's rolo chain, 18 cm long: round links 3.6 mm inside of 0.8 mm wire, alternately flat
 * and on edge, each passing 0.3 mm clear of the next (and of the charm's jump ring in the middle one).
 */
const LINK = { radius: 2.2, wire: 0.8, length: 180, clearance: 0.3 };
/** Overlap between parts that are joined, so no two faces lie on one plane. */
const JOIN = 0.02;
const SEGMENTS = { circle: 40, wire: 12, ring: 32, band: 128 };

export type CheckName = 'manifold' | 'min-wall' | 'relief-depth' | 'engraving-depth' | 'thinnest-part' | 'bail-hole';

/** One check a caster makes, as measured on (or built into) the model. */
export interface ModelCheck {
  name: CheckName;
  /** The model's figure, mm (1 or 0 for manifold), or null when the model has no such part. */
  value: number | null;
  /** The limit it is held to: at least this. */
  limit: number;
  pass: boolean;
  /** 'measured' on the geometry, or 'construction': the builder makes it so and reports what it made. */
  how: 'measured' | 'construction';
}

export interface ModelInput {
  shape: PieceShape;
  /** Millimetres per px of the drawing. */
  mmPerPx: number;
  /** The plate's thickness the generator chose, mm. */
  thicknessMm: number;
  form: DesignForm;
}

export interface ModelMesh {
  /** x, y, z per vertex, mm. */
  positions: Float32Array;
  /** Three vertex indices per triangle, counter-clockwise seen from outside. */
  triangles: Uint32Array;
}

export interface BuiltModel {
  /** The solid's own mesh (shared vertices): what STL and 3MF carry. */
  mesh: ModelMesh;
  /** The same with normals and vertices split at sharp edges: what a viewer draws (GLB). */
  shaded: { positions: Float32Array; normals: Float32Array; triangles: Uint32Array };
  volumeMm3: number;
  /** The piece's size, mm (one earring of a pair). */
  sizeMm: { width: number; height: number; depth: number };
  genus: number;
  checks: ModelCheck[];
  /** What the builder changed from the drawing to pass the checks, in words for the caster. */
  fixes: string[];
  /** The model is a plain medallion standing in for a piece that could not be made castable. */
  fallback: boolean;
}

/** The figures a build round uses; the drawing gives the first, each failed check changes one. */
interface Params {
  thickness: number;
  relief: number;
  depth: number;
  /** Ink grown before the opening, mm (a fine line thickened rather than lost). */
  thicken: number;
  /** Whether parts narrower than minPart are opened away. */
  open: boolean;
  hole: number;
  ringWire: number;
  ringInner: number;
}

/** Every WASM object made in a build, freed together at its end (the library's objects live outside the JS heap). */
class Scope {
  private made = new Set<{ delete(): void }>();
  keep<T extends { delete(): void }>(x: T): T {
    this.made.add(x);
    return x;
  }
  free(): void {
    for (const x of this.made) x.delete();
    this.made.clear();
  }
}

interface Drawn {
  frame: Frame;
  bodies: Ring[][];
  fields: Ring[][];
  raised: Ring[];
  cleared: Ring[];
  cuts: Ring[];
  details: Ring[];
  solids: Ring[];
}

/** Everything the shape draws, read once into rings in mm (the rounds only change figures). */
function readShape(input: ModelInput): Drawn {
  const { shape, mmPerPx } = input;
  const xs: number[] = [];
  const ys: number[] = [];
  const px = (x: number, y: number): Point => {
    xs.push(x);
    ys.push(y);
    return [x, y];
  };
  const pxBodies = shape.bodies.map((b) => flattenPath(b.outer, px, 4));
  // Solids may reach past the bodies (a letter has none): the frame then covers the whole drawing.
  if (!xs.length || shape.solids.length) {
    xs.push(0, 512);
    ys.push(0, 512);
  }
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const side = Math.max(Math.max(...xs) - x0, Math.max(...ys) - y0);
  const margin = side * 0.04 + 2;
  const first = pxBodies[0]?.flat() ?? [[256, 256]];
  const origin: Point = [
    (Math.min(...first.map((p) => p[0])) + Math.max(...first.map((p) => p[0]))) / 2,
    (Math.min(...first.map((p) => p[1])) + Math.max(...first.map((p) => p[1]))) / 2,
  ];
  const frame: Frame = { x: x0 - margin, y: y0 - margin, side: side + 2 * margin, mm: mmPerPx, origin };
  const map = toModel(frame);
  const step = 0.25 / mmPerPx;
  return {
    frame,
    bodies: shape.bodies.map((b) => flattenPath(b.outer, map, step * mmPerPx)),
    fields: shape.bodies.map((b) => (b.field ? flattenPath(b.field, map, step * mmPerPx) : [])),
    raised: inkRings(shape.raised, frame),
    cleared: inkRings(shape.cleared, frame),
    cuts: inkRings(shape.cuts, frame),
    details: inkRings(shape.details, frame),
    solids: inkRings(shape.solids, frame),
  };
}

const area = (cs: CrossSection) => cs.area();

/** The plan opens a little wider than the check looks (minPart / 2 - 0.005), so a part left just at the limit is not read as thinner. */
const OPEN_RADIUS = CASTING.minPart / 2 + 0.01;

/** A morphological opening: what is narrower than 2 r is taken away, the rest kept (its sharp tips rounded). */
function opening(s: Scope, cs: CrossSection, r: number): CrossSection {
  return s.keep(s.keep(s.keep(cs.offset(-r, 'Round', 2, 24)).offset(r, 'Round', 2, 24)).simplify(0.02));
}

/**
 * The thinnest part of a region: the widest opening that takes nothing real away (minPart when the
 * region passes; below it, to the nearest 0.1 mm when `ladder` asks). What an opening takes from a
 * region with no thin part is a film along its outline (the polygons' own approximation) and the tips
 * of its sharp corners; a thin part taken leaves something a 0.06 mm disc still fits in.
 */
function thinnest(s: Scope, cs: CrossSection, ladder: boolean): number {
  if (area(cs) < 1e-6) return Infinity;
  const takesPart = (r: number) => area(opening(s, s.keep(cs.subtract(opening(s, cs, r))), 0.03)) > 0.02;
  if (!takesPart(CASTING.minPart / 2 - 0.005)) return CASTING.minPart;
  if (!ladder) return CASTING.minPart - 0.1;
  for (const w of [0.4, 0.3, 0.2, 0.1]) if (!takesPart(w / 2)) return w;
  return 0;
}

/** Where the piece is held: a bail's foot, a hole's ring, a flat ring, a post, a bangle's band; mm. */
function anchorsOf(input: ModelInput, d: Drawn): Point[] {
  const map = toModel(d.frame);
  const { shape } = input;
  return [
    ...shape.bails.map((b) => {
      const ring = flattenPath(b.d, (x, y) => [x, y], 4).flat();
      const foot = ring.reduce((low, q) => (q[1] > low[1] ? q : low), ring[0] ?? [b.hole[0], b.hole[1]]);
      return map(foot[0], foot[1]);
    }),
    ...shape.holeRings.map((h) => map(h.x, h.y)),
    ...shape.flatRings.map((r) => map(r.x, r.y)),
    ...shape.posts.map(([x, y]) => map(x, y)),
    ...(shape.band ? [map(...shape.band)] : []),
  ];
}

/** Whether a point lies in (or within `near` mm of a vertex of) a region's polygons. */
function holds(polygons: Point[][], at: Point, near: number): boolean {
  let inside = false;
  for (const ring of polygons) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > at[1] !== yj > at[1] && at[0] < ((xj - xi) * (at[1] - yi)) / (yj - yi) + xi) inside = !inside;
      if (Math.hypot(xi - at[0], yi - at[1]) < near) return true;
    }
  }
  return inside;
}

/** A bar this wide joins a piece the drawing leaves floating (a dot, a motif in an open hoop) to the nearest held metal. */
const BRIDGE_MM = 0.9;

/**
 * Every piece of plate that nothing holds (no bail, ring or post on it) is joined to the nearest held
 * piece by a short bar, so the piece casts as one; pieces the drawing hangs separately (the letters of
 * initials, a pair of earrings) each keep their own.
 */
function joinFloating(s: Scope, plate: CrossSection, anchors: Point[]): CrossSection {
  const pieces = plate.decompose().map((c) => s.keep(c));
  if (pieces.length < 2) return plate;
  const rings = pieces.map((c) => c.toPolygons() as Point[][]);
  const held = rings.map((r) => anchors.some((a) => holds(r, a, 1.5)));
  // Nothing drawn to hang it by: the largest piece holds the rest.
  if (!held.some(Boolean)) held[pieces.reduce((best, c, i) => (c.area() > pieces[best].area() ? i : best), 0)] = true;
  let joined = plate;
  for (let round = 0; round < pieces.length && held.some((h) => !h); round++) {
    // The floating piece nearest to held metal, and the two nearest points.
    let best = { d: Infinity, i: -1, from: [0, 0] as Point, to: [0, 0] as Point };
    for (let i = 0; i < pieces.length; i++) {
      if (held[i]) continue;
      for (const a of rings[i].flat()) {
        for (let j = 0; j < pieces.length; j++) {
          if (!held[j]) continue;
          for (const b of rings[j].flat()) {
            const dd = (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;
            if (dd < best.d) best = { d: dd, i, from: a, to: b };
          }
        }
      }
    }
    if (best.i < 0) break;
    const dot = (q: Point) => s.keep(s.keep(geometry.CrossSection.circle(BRIDGE_MM / 2, 16)).translate(q));
    // The bar runs a little into each piece.
    const [dx, dy] = [best.to[0] - best.from[0], best.to[1] - best.from[1]];
    const l = Math.hypot(dx, dy) || 1;
    const into = BRIDGE_MM / 2;
    const from: Point = [best.from[0] - (dx / l) * into, best.from[1] - (dy / l) * into];
    const to: Point = [best.to[0] + (dx / l) * into, best.to[1] + (dy / l) * into];
    joined = s.keep(joined.add(s.keep(geometry.CrossSection.hull([dot(from), dot(to)]))));
    held[best.i] = true;
  }
  return joined;
}

interface Plan {
  plate: CrossSection;
  rim: CrossSection | null;
  relief: CrossSection | null;
  cuts: CrossSection | null;
  details: CrossSection | null;
  bails: { cs: CrossSection; hole: Point; holeMm: number; ring: { r: number; w: number } | null }[];
  holes: { at: Point; r: number }[];
  reliefLost: number;
  /** Opening the plate cut a narrow join: the piece would cast in more pieces than drawn. */
  split: boolean;
}

/** A region from rings (none: the empty region, which the library's constructor refuses). */
const cs = (s: Scope, rings: Ring[]) => s.keep(rings.length ? new geometry.CrossSection(rings, 'NonZero') : geometry.CrossSection.square(0));
const nonEmpty = (x: CrossSection | null) => (x && !x.isEmpty() ? x : null);

/** The 2D plan of one round: each region in mm, opened and grown as the figures say. */
function plan(s: Scope, d: Drawn, p: Params, input: ModelInput): Plan {
  const k = input.mmPerPx;
  const bodies = cs(s, d.bodies.flat());
  let solids = cs(s, d.solids);
  // In an open hoop the motifs stand in the air of the drawing: they are cut out of plate, joined below.
  if (input.shape.bodies.some((b) => b.field === null)) solids = s.keep(solids.add(s.keep(cs(s, d.raised).subtract(bodies))));
  let plate = s.keep(bodies.add(solids));
  // A tag's hole too small for its ring is cut larger.
  const holes = input.shape.holeRings.map((h) => {
    const at = toModel(d.frame)(h.x, h.y);
    return { at, r: Math.max(h.r * k, p.hole / 2) };
  });
  for (const h of holes) plate = s.keep(plate.subtract(s.keep(s.keep(geometry.CrossSection.circle(h.r, SEGMENTS.circle)).translate(h.at))));
  const pieces = (x: CrossSection) => x.decompose().map((c) => s.keep(c)).filter((c) => c.area() > 0.05).length;
  const drawnPieces = pieces(plate);
  if (p.open) plate = opening(s, p.thicken > 0 ? s.keep(plate.offset(p.thicken, 'Round', 2, 24)) : plate, OPEN_RADIUS);
  const split = p.open && pieces(plate) > drawnPieces;
  plate = joinFloating(s, plate, anchorsOf(input, d));
  const fields = s.keep(s.keep(cs(s, d.fields.flat()).intersect(plate)));
  let rim: CrossSection | null = null;
  if (!fields.isEmpty()) {
    rim = s.keep(plate.subtract(fields));
    if (p.open) rim = opening(s, rim, OPEN_RADIUS);
  }
  let raised = s.keep(cs(s, d.raised).subtract(cs(s, d.cleared)));
  if (p.thicken > 0) raised = s.keep(raised.offset(p.thicken, 'Round', 2, 24));
  raised = s.keep(raised.intersect(plate));
  const drawnRelief = area(raised);
  if (p.open) raised = opening(s, raised, OPEN_RADIUS);
  const relief = nonEmpty(raised);
  const cuts = nonEmpty(s.keep(s.keep(s.keep(cs(s, d.cuts).offset(CUT_GROW_MM, 'Round', 2, 16)).intersect(plate))));
  const details = relief ? nonEmpty(s.keep(s.keep(cs(s, d.details).offset(CUT_GROW_MM, 'Round', 2, 16)).intersect(relief))) : null;
  const map = toModel(d.frame);
  const bails = input.shape.bails.map((b) => {
    const hole = map(b.hole[0], b.hole[1]);
    const holeMm = Math.max(2 * Math.min(b.hole[2], b.hole[3]) * k, p.hole);
    const circle = (r: number) => s.keep(s.keep(geometry.CrossSection.circle(r, SEGMENTS.circle)).translate(hole));
    const loop = s.keep(s.keep(cs(s, flattenPath(b.d, map, 0.15)).add(circle(holeMm / 2 + BAIL_WALL_MM))).subtract(circle(holeMm / 2)));
    return { cs: loop, hole, holeMm, ring: b.ring };
  });
  return { plate, rim: rim && nonEmpty(rim), relief, cuts, details, bails, holes, split, reliefLost: drawnRelief > 0 ? 1 - (relief ? area(relief) : 0) / drawnRelief : 0 };
}

/** A torus of major radius `r` and wire radius `w` around the z axis. */
function torus(s: Scope, r: number, w: number, around = SEGMENTS.ring, wire = SEGMENTS.wire): Manifold {
  return s.keep(s.keep(s.keep(geometry.CrossSection.circle(w, wire)).translate([r, 0])).revolve(around));
}

/** A jump ring hanging through a hole at `at` (in a plate or bail `thickness` thick): its wire passes through the hole along z. */
function jumpRing(s: Scope, at: Point, z: number, p: Params): Manifold {
  const r = p.ringInner / 2 + p.ringWire / 2;
  // In the plane x = at.x: the ring's lowest point at the hole's centre.
  return s.keep(s.keep(torus(s, r, p.ringWire / 2).rotate([0, 90, 0])).translate([at[0], at[1] + r, z]));
}

/** A charm bracelet's chain: links along x, alternately flat and on edge, the middle one flat through the top of the charm's jump ring. */
function chain(s: Scope, ringCentre: Point, z: number): Manifold[] {
  const links: Manifold[] = [];
  // Each link's end reaches into the next one's opening, `clearance` short of its far side.
  const pitch = 2 * (LINK.radius - LINK.wire / 2) - LINK.clearance;
  const count = Math.round(LINK.length / pitch) | 1;
  // The middle link's lower wire runs through the jump ring's centre.
  const y = ringCentre[1] + LINK.radius;
  for (let i = 0; i < count; i++) {
    const k = i - (count - 1) / 2;
    let link = torus(s, LINK.radius, LINK.wire / 2, 20, 8);
    if (k % 2 !== 0) link = s.keep(link.rotate([90, 0, 0]));
    links.push(s.keep(link.translate([ringCentre[0] + k * pitch, y, z])));
  }
  return links;
}

/** The solid of one round's plan. */
function solid(s: Scope, pl: Plan, p: Params, input: ModelInput, d: Drawn): Manifold {
  const T = p.thickness;
  const { shape, mmPerPx: k } = input;
  const joined: Manifold[] = [s.keep(pl.plate.extrude(T))];
  if (pl.rim) joined.push(s.keep(s.keep(pl.rim.extrude(RIM_MM + JOIN)).translate([0, 0, T - JOIN])));
  if (pl.relief) joined.push(s.keep(s.keep(pl.relief.extrude(p.relief + JOIN)).translate([0, 0, T - JOIN])));
  const bailT = Math.max(CASTING.minWall + 0.2, Math.min(T, 1.2));
  for (const b of pl.bails) joined.push(s.keep(s.keep(b.cs.extrude(bailT)).translate([0, 0, T / 2 - bailT / 2])));
  const map = toModel(d.frame);
  for (const [x, y] of shape.posts) {
    const post = s.keep(geometry.Manifold.cylinder(POST.length + JOIN, POST.diameter / 2, POST.diameter / 2, SEGMENTS.wire));
    joined.push(s.keep(post.translate([...map(x, y), -POST.length])));
  }
  for (const ring of shape.flatRings) {
    const w = Math.max(ring.w * k, p.ringWire) / 2;
    const r = Math.max(ring.r * k, p.ringInner / 2 + w);
    joined.push(s.keep(torus(s, r, w).translate([...map(ring.x, ring.y), T / 2])));
  }
  if (shape.band) {
    const [bx, by] = map(...shape.band);
    const ro = BAND.inner / 2 + BAND.thickness;
    const annulus = s.keep(s.keep(geometry.CrossSection.circle(ro, SEGMENTS.band)).subtract(s.keep(geometry.CrossSection.circle(BAND.inner / 2, SEGMENTS.band))));
    // Axis along y; its front passes just inside the medallion's back.
    const band = s.keep(s.keep(s.keep(annulus.extrude(BAND.width, 0, 0, [1, 1], true)).rotate([90, 0, 0])).translate([bx, by, -ro + 0.3]));
    joined.push(band);
  }
  let body = s.keep(geometry.Manifold.union(joined));
  const cutters: Manifold[] = [];
  if (pl.cuts) cutters.push(s.keep(s.keep(pl.cuts.extrude(p.depth + 2)).translate([0, 0, T - p.depth])));
  if (pl.details) cutters.push(s.keep(s.keep(pl.details.extrude(DETAIL_DEPTH_MM + 2)).translate([0, 0, T + p.relief - DETAIL_DEPTH_MM])));
  if (cutters.length) body = s.keep(body.subtract(s.keep(geometry.Manifold.union(cutters))));
  const loose: Manifold[] = [];
  for (const b of pl.bails) if (b.ring) loose.push(jumpRing(s, b.hole, T / 2, p));
  for (const h of pl.holes) loose.push(jumpRing(s, h.at, T / 2, p));
  if (shape.chain && pl.bails[0]?.ring) {
    const [hx, hy] = pl.bails[0].hole;
    loose.push(...chain(s, [hx, hy + p.ringInner / 2 + p.ringWire / 2], T / 2));
  }
  // Jump rings and links hang through their holes without touching: one model of separate shells.
  return loose.length ? s.keep(geometry.Manifold.compose([body, ...loose])) : body;
}

function checksOf(s: Scope, pl: Plan, p: Params, input: ModelInput, status: { ok: boolean } | null): ModelCheck[] {
  const hasCuts = Boolean(pl.cuts);
  const wallParts = [p.thickness - (hasCuts ? p.depth : 0)];
  if (pl.bails.length) wallParts.push(Math.max(CASTING.minWall + 0.2, Math.min(p.thickness, 1.2)), BAIL_WALL_MM);
  if (pl.bails.some((b) => b.ring) || pl.holes.length || input.shape.flatRings.length) wallParts.push(p.ringWire);
  if (input.shape.posts.length) wallParts.push(POST.diameter);
  if (input.shape.band) wallParts.push(BAND.thickness);
  const wall = Math.min(...wallParts);
  const regions = [pl.plate, pl.rim, pl.relief].filter((x): x is CrossSection => Boolean(x));
  const part = Math.min(...regions.map((r) => thinnest(s, r, status !== null)), pl.bails.some((b) => b.ring) || pl.holes.length ? p.ringWire : Infinity);
  const holes = [...pl.bails.map((b) => b.holeMm), ...pl.holes.map((h) => 2 * h.r)];
  if (pl.bails.some((b) => b.ring) || pl.holes.length || input.shape.flatRings.length) holes.push(p.ringInner);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const check = (name: CheckName, value: number | null, limit: number, how: ModelCheck['how']): ModelCheck => ({
    name, value: value === null ? null : round2(value), limit, how, pass: value === null || value >= limit - 1e-9,
  });
  return [
    check('manifold', status ? (status.ok ? 1 : 0) : null, 1, 'measured'),
    check('min-wall', wall, CASTING.minWall, 'construction'),
    check('relief-depth', pl.relief ? p.relief : null, CASTING.minDepth, 'construction'),
    check('engraving-depth', hasCuts ? p.depth : null, CASTING.minDepth, 'construction'),
    check('thinnest-part', Number.isFinite(part) ? part : null, CASTING.minPart, 'measured'),
    check('bail-hole', holes.length ? Math.min(...holes) : null, CASTING.minHole, 'construction'),
  ];
}

/** The fix for each failed check, and the words for it; null when there is none left to try. */
function fix(p: Params, failed: ModelCheck[], pl: Plan): { params: Params; words: string[] } | null {
  const next = { ...p };
  const words: string[] = [];
  for (const c of failed) {
    if (c.name === 'min-wall') {
      const under = p.thickness - (pl.cuts ? p.depth : 0);
      if (under < CASTING.minWall) {
        next.thickness = Math.round((CASTING.minWall + (pl.cuts ? p.depth : 0) + 0.05) * 100) / 100;
        words.push(`plate thickened from ${p.thickness.toFixed(2)} to ${next.thickness.toFixed(2)} mm under its engraving`);
      }
      if (p.ringWire < RING_WIRE_MM) {
        next.ringWire = RING_WIRE_MM;
        words.push(`jump ring made of ${RING_WIRE_MM} mm wire`);
      }
    } else if (c.name === 'relief-depth' || c.name === 'engraving-depth') {
      next.relief = Math.max(p.relief, RELIEF_MM);
      next.depth = Math.max(p.depth, ENGRAVING_DEPTH_MM);
      words.push('relief and engraving cut deeper');
    } else if (c.name === 'thinnest-part') {
      if (!p.open) {
        next.open = true;
        next.thicken = 0.05;
        words.push(`parts thinner than ${CASTING.minPart} mm thickened or taken away`);
      } else if (p.thicken < 0.15) {
        next.thicken = p.thicken + 0.05;
        words.push('fine relief thickened');
      } else return null;
    } else if (c.name === 'bail-hole') {
      next.hole = Math.max(p.hole, BAIL_HOLE_MM);
      next.ringInner = Math.max(p.ringInner, RING_INNER_MM);
      next.ringWire = Math.max(p.ringWire, RING_WIRE_MM);
      words.push(`bail hole and jump ring opened to at least ${BAIL_HOLE_MM} mm`);
    } else if (c.name === 'manifold') {
      return null;
    }
  }
  return { params: next, words };
}

function meshOf(m: Manifold): ModelMesh {
  const mesh = m.getMesh();
  if (mesh.numProp === 3) return { positions: mesh.vertProperties, triangles: mesh.triVerts };
  const positions = new Float32Array(mesh.numVert * 3);
  for (let v = 0; v < mesh.numVert; v++) for (let j = 0; j < 3; j++) positions[v * 3 + j] = mesh.vertProperties[v * mesh.numProp + j];
  return { positions, triangles: mesh.triVerts };
}

/**
 * The mesh as a viewer draws it: each corner's normal the average of the faces round its vertex that
 * lie within CREASE of its own face (so flat faces stay flat and edges stay sharp), and a vertex for
 * each distinct normal.
 */
function shadedOf(mesh: ModelMesh): BuiltModel['shaded'] {
  const { positions: pos, triangles: tri } = mesh;
  const nt = tri.length / 3;
  const nv = pos.length / 3;
  // Each face's normal, weighed by its area, and its unit direction.
  const face = new Float64Array(nt * 3);
  const dir = new Float64Array(nt * 3);
  const valence = new Uint32Array(nv + 1);
  for (let t = 0; t < nt; t++) {
    const a = tri[3 * t], b = tri[3 * t + 1], c = tri[3 * t + 2];
    const ux = pos[3 * b] - pos[3 * a], uy = pos[3 * b + 1] - pos[3 * a + 1], uz = pos[3 * b + 2] - pos[3 * a + 2];
    const vx = pos[3 * c] - pos[3 * a], vy = pos[3 * c + 1] - pos[3 * a + 1], vz = pos[3 * c + 2] - pos[3 * a + 2];
    const x = uy * vz - uz * vy, y = uz * vx - ux * vz, z = ux * vy - uy * vx;
    const l = Math.hypot(x, y, z) || 1;
    face[3 * t] = x; face[3 * t + 1] = y; face[3 * t + 2] = z;
    dir[3 * t] = x / l; dir[3 * t + 1] = y / l; dir[3 * t + 2] = z / l;
    valence[a + 1]++; valence[b + 1]++; valence[c + 1]++;
  }
  // The faces round each vertex, in one array (CSR).
  for (let v = 0; v < nv; v++) valence[v + 1] += valence[v];
  const around = new Uint32Array(valence[nv]);
  const fill = valence.slice(0, nv);
  for (let t = 0; t < nt; t++) for (let j = 0; j < 3; j++) around[fill[tri[3 * t + j]]++] = t;
  const cos = Math.cos((CREASE * Math.PI) / 180);
  const outPos: number[] = [];
  const outNorm: number[] = [];
  const outTri = new Uint32Array(tri.length);
  // Per vertex, the output vertices made so far: their index, in the order made.
  const made: number[][] = Array.from({ length: nv }, () => []);
  for (let t = 0; t < nt; t++) {
    for (let j = 0; j < 3; j++) {
      const v = tri[3 * t + j];
      let nx = 0, ny = 0, nz = 0;
      for (let k = valence[v]; k < valence[v + 1]; k++) {
        const o = around[k];
        if (dir[3 * o] * dir[3 * t] + dir[3 * o + 1] * dir[3 * t + 1] + dir[3 * o + 2] * dir[3 * t + 2] < cos) continue;
        nx += face[3 * o]; ny += face[3 * o + 1]; nz += face[3 * o + 2];
      }
      const l = Math.hypot(nx, ny, nz) || 1;
      nx /= l; ny /= l; nz /= l;
      let index = -1;
      for (const i of made[v]) {
        if (Math.abs(outNorm[3 * i] - nx) + Math.abs(outNorm[3 * i + 1] - ny) + Math.abs(outNorm[3 * i + 2] - nz) < 1e-4) {
          index = i;
          break;
        }
      }
      if (index < 0) {
        index = outPos.length / 3;
        made[v].push(index);
        outPos.push(pos[3 * v], pos[3 * v + 1], pos[3 * v + 2]);
        outNorm.push(nx, ny, nz);
      }
      outTri[3 * t + j] = index;
    }
  }
  return { positions: new Float32Array(outPos), normals: new Float32Array(outNorm), triangles: outTri };
}

/** Edges sharper than this, degrees, stay sharp in the viewer. */
const CREASE = 35;

/** The piece's size from its vertices (for a pair, those of the first earring only). */
function sizeOf(positions: Float32Array, splitX: number | null): BuiltModel['sizeMm'] {
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (let v = 0; v < positions.length; v += 3) {
    if (splitX !== null && positions[v] > splitX) continue;
    for (let j = 0; j < 3; j++) {
      lo[j] = Math.min(lo[j], positions[v + j]);
      hi[j] = Math.max(hi[j], positions[v + j]);
    }
  }
  const r1 = (n: number) => Math.round(n * 10) / 10;
  return { width: r1(hi[0] - lo[0]), height: r1(hi[1] - lo[1]), depth: r1(hi[2] - lo[2]) };
}

/** At most this many rounds of checks and fixes before the plain stand-in. */
const ROUNDS = 6;

/**
 * Models kept by their input: a piece's metal and finish change its picture, never its shape, so the
 * same piece in another metal (a refinement 'in rose gold', the silver twin, a style sheet's metals)
 * is built once. Kept models are shared and never changed.
 */
const kept = new Map<string, BuiltModel>();
const KEEP = 24;

/**
 * For the benchmarks: how long the last model built (not answered from `kept`) took, ms, on the clock
 * and in this process's CPU time (what it costs on a machine shared with other work).
 */
export const buildStats = { lastMs: 0, lastCpuMs: 0, built: 0 };

/** Forgets the kept models (the benchmark measures each build). */
export function forgetKeptModels(): void {
  kept.clear();
}

/** Builds, checks and fixes the model of a piece (see the header), or answers the one kept for the same shape. */
export function buildModel(input: ModelInput): BuiltModel {
  const key = createHash('sha256').update(JSON.stringify([input.shape, input.mmPerPx, input.thicknessMm, input.form])).digest('base64');
  const known = kept.get(key);
  if (known) {
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const built = build(input);
  buildStats.lastMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  buildStats.lastCpuMs = (cpu.user + cpu.system) / 1000;
  buildStats.built++;
  kept.set(key, built);
  if (kept.size > KEEP) kept.delete(kept.keys().next().value as string);
  return built;
}

function build(input: ModelInput): BuiltModel {
  const d = readShape(input);
  const s = new Scope();
  try {
    // The first round is the drawing as drawn: its thickness, its bail's hole and ring, its finest lines.
    const b0 = input.shape.bails.find((b) => b.ring)?.ring;
    let p: Params = {
      thickness: input.thicknessMm, relief: RELIEF_MM, depth: ENGRAVING_DEPTH_MM, thicken: 0, open: false, hole: 0,
      ringWire: b0 ? b0.w * input.mmPerPx : RING_WIRE_MM,
      ringInner: b0 ? 2 * (b0.r - b0.w / 2) * input.mmPerPx : RING_INNER_MM,
    };
    const fixes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const pl = plan(s, d, p, input);
      if (pl.split && p.thicken < 0.2) {
        // A narrow join the opening would cut is thickened instead, so the piece casts in one.
        p = { ...p, thicken: p.thicken + 0.05 };
        fixes.push('narrow joins thickened so the piece casts in one');
        continue;
      }
      const before = checksOf(s, pl, p, input, null).filter((c) => !c.pass);
      if (before.length) {
        const next = fix(p, before, pl);
        if (!next) break;
        p = next.params;
        fixes.push(...next.words);
        continue;
      }
      const m = solid(s, pl, p, input, d);
      const ok = m.status() === 'NoError' && !m.isEmpty() && m.volume() > 0;
      const checks = checksOf(s, pl, p, input, { ok });
      if (!checks.every((c) => c.pass)) break;
      if (pl.reliefLost > 0.5) fixes.push(`${Math.round(pl.reliefLost * 100)}% of the relief's fine lines were too thin to cast and were left out`);
      const splitX = input.shape.pairAt === null ? null : toModel(d.frame)(input.shape.pairAt, 0)[0];
      return finish(s, m, checks, fixes, false, splitX);
    }
    return standIn(s, d, input, fixes);
  } finally {
    s.free();
  }
}

function finish(s: Scope, m: Manifold, checks: ModelCheck[], fixes: string[], fallback: boolean, splitX: number | null): BuiltModel {
  const mesh = meshOf(m);
  const shaded = shadedOf(mesh);
  return {
    mesh,
    shaded,
    volumeMm3: m.volume(),
    sizeMm: sizeOf(mesh.positions, splitX),
    genus: m.genus(),
    checks,
    fixes,
    fallback,
  };
}

/** A piece that cannot be made castable is shown as a plain medallion of its size with a bail and jump ring. */
function standIn(s: Scope, d: Drawn, input: ModelInput, fixes: string[]): BuiltModel {
  const all = d.bodies.flat().flat();
  const xs = all.map((q) => q[0]);
  const ys = all.map((q) => q[1]);
  const r = all.length ? Math.max(4, (Math.max(...xs) - Math.min(...xs) + Math.max(...ys) - Math.min(...ys)) / 4) : 9.5;
  const shape: ModelInput['shape'] = {
    ...input.shape, bodies: [], raised: [], cleared: [], cuts: [], details: [], solids: [], bails: [], holeRings: [], flatRings: [], posts: [], band: null, chain: false, pairAt: null,
  };
  const p: Params = { thickness: 1.2, relief: RELIEF_MM, depth: ENGRAVING_DEPTH_MM, thicken: 0, open: true, hole: BAIL_HOLE_MM, ringWire: RING_WIRE_MM, ringInner: RING_INNER_MM };
  const disc = s.keep(geometry.CrossSection.circle(r, 96));
  const hole: Point = [0, r + BAIL_HOLE_MM / 2 + 0.2];
  const loop = s.keep(s.keep(s.keep(geometry.CrossSection.circle(BAIL_HOLE_MM / 2 + BAIL_WALL_MM, SEGMENTS.circle)).translate(hole))
    .subtract(s.keep(s.keep(geometry.CrossSection.circle(BAIL_HOLE_MM / 2, SEGMENTS.circle)).translate(hole))));
  const pl: Plan = { plate: s.keep(disc.add(loop)), rim: null, relief: null, cuts: null, details: null, bails: [], holes: [], reliefLost: 0, split: false };
  const body = s.keep(pl.plate.extrude(p.thickness));
  const m = s.keep(geometry.Manifold.compose([body, jumpRing(s, hole, p.thickness / 2, p)]));
  const checks = checksOf(s, { ...pl, bails: [{ cs: loop, hole, holeMm: BAIL_HOLE_MM, ring: { r: 0, w: 0 } }] }, p, { ...input, shape }, { ok: m.status() === 'NoError' });
  return finish(s, m, checks, [...fixes, 'could not be made castable as drawn: a plain medallion of its size stands in'], true, null);
}

import type { DesignRender, DesignRequest } from '../types';
import { compose, type Placement } from './compose';
import { extractEngraving, initialsOf, monogramLetters, monogramMotif } from './engraving';
import { formFor } from './form-words';
import { ASKS_FOR_LETTERS } from './personal-text';
import { bailAndRing, bangle, chain, earHook, hang } from './forms';
import { barBody, tagBody } from './plates';
import { circle } from './paths';
import { drawParts } from './render';
import { GLYPHS } from './alphabet';
import { f, mapPoints } from './paths';
import { GOLD_14K_DENSITY, measure } from './measure';
import { metalDefs, metalPaint, metalPlan, SILVER_PLAN, type MetalKey, type MetalPlan } from './metals';
import { motifById } from './motifs';
import type { Motif } from './motifs/types';
import { describeDesign, nameDesign } from './naming';
import { drawMedallion, drawPlacement, type Paints } from './piece';
import { priceCents } from './price';
import { createRng, hashString } from './random';
import { createContext } from './render';
import type { Body } from './styles';
import { findSubjects } from './subjects/find-subjects';
import { motifFor, nearestNote, QUOTE_FOR_HAND } from './subject-motif';
import { applyChanges, MAX_MOTIFS, type PieceState } from './refine';
import type { FoundSubject } from './subjects/types';
import { readRelation, type Relation, type Scene } from './relations';

export const VIEW = 512;

/** The motifs a piece shows, and, when one is only the nearest the shop has, the sentence that says so. */
export interface MotifPlan {
  motifs: Motif[];
  note: string | null;
  /** How the first two motifs stand to each other, as the prompt says it, or null. */
  scene: Scene | null;
}

/** The letters of initials, without their dots and joins: 'J & K' → 'JK', 'A.M.' → 'AM'. */
const lettersOf = (text: string | null) => (text ?? '').replace(/\bMonogram\b|\band\b|[\s.&+,]/g, '');

/** The letter a letter pendant is: the engraved capital, or the monogram's when it was drawn as one. */
const letterOf = (engraving: string | null, motifs: readonly Motif[]) =>
  lettersOf(engraving) || lettersOf(motifs.find((m) => m.id === 'monogram')?.title ?? null) || 'A';


/**
 * The motifs a prompt calls for, in the order it names them, at most three: the subjects the library
 * reads in it (subjects/find-subjects.ts), each drawn by hand where a hand drawing is made for it
 * (motifs/) and from its icon otherwise, named in the customer's words. Nothing is added that the
 * prompt did not name; a monogram only when it asks for letters (or quotes one to three of them), and
 * when nothing can be drawn a plain brilliant with a sentence saying so.
 */
export function planMotifs(prompt: string, engraving: string | null): MotifPlan {
  const named: { found: FoundSubject; motif: Motif }[] = [];
  for (const found of findSubjects(prompt)) {
    const motif = motifFor(found);
    if (!named.some((n) => n.motif.id === motif.id && !motif.young)) named.push({ found, motif });
  }
  const at = (n: { found: FoundSubject }) => ({ at: n.found.at, length: n.found.words.length });
  let scene = named.length >= 2 ? readRelation(prompt, at(named[0]), at(named[1])) : null;
  // Nothing stands inside a web: a spider 'in its web' is on it.
  if (scene?.relation === 'inside' && named[1].found.subject.id === 'spider web') scene = { ...scene, relation: 'on' };
  // The words that close a scene ('in its beak') say how, and name no subject of their own.
  const tail = scene?.tail ? ` ${scene.tail} ` : '';
  const picked = (tail ? named.filter((n, i) => i < 2 || !tail.includes(` ${n.found.words.toLowerCase()} `)) : named).slice(0, MAX_MOTIFS);
  let motifs = picked.map((n) => n.motif);
  // A knot and a cross make one Celtic cross.
  if (motifs.some((m) => m.id === 'cross') && motifs.some((m) => m.id === 'triquetra')) {
    const celtic = { ...(motifById('celtic-cross') as Motif), category: motifs.find((m) => m.id === 'cross')?.category };
    motifs = motifs.filter((m) => m.id !== 'triquetra').map((m) => (m.id === 'cross' ? celtic : m));
    scene = null;
  }
  if (motifs.length) {
    const nearest = picked.flatMap((n) => (n.found.match === 'nearest' ? [n.found] : []));
    return { motifs, note: nearest.length ? nearestNote(nearest) : null, scene };
  }
  // One to three capitals are a monogram (never roman numerals); other text alone is the whole design, engraved across the piece.
  const letters = monogramLetters(prompt, engraving);
  if (letters) return { motifs: [monogramMotif(letters)], note: null, scene: null };
  if (engraving) return { motifs: [], note: null, scene: null };
  const initials = ASKS_FOR_LETTERS.test(prompt) ? initialsOf(prompt) : null;
  if (initials) return { motifs: [monogramMotif(initials)], note: null, scene: null };
  return {
    motifs: [motifById('gem') as Motif],
    note: `We couldn't find a subject we can draw in your words yet, so this shows a plain brilliant-cut stone. ${QUOTE_FOR_HAND}`,
    scene: null,
  };
}

interface Drawn {
  svg: string;
  body: Body;
  R: number;
  bailPx: number;
  formNoun: string;
  formPhrase: string;
  /** Metal outside the medallions (band or chain), grams of 14k. */
  extraGrams: number;
}

function paintsFor(prefix: string, plan: MetalPlan, finish: DesignRequest['finish']): Paints {
  return {
    rim: metalPaint(prefix, plan.rim, finish),
    field: metalPaint(prefix, plan.field, finish),
    relief: plan.relief.map((k) => metalPaint(prefix, k, finish)),
  };
}

/**
 * A soft drop shadow without a filter (a blur costs hundreds of milliseconds at 1024 px): the
 * silhouette offset down and right in a few widening, fading strokes.
 */
function softShadow(d: string): string {
  const layers: [number, number][] = [[26, 0.03], [17, 0.04], [10, 0.05], [5, 0.06], [1, 0.07]];
  return (
    `<g transform="translate(5 10)" fill="#4a3a22" stroke="#4a3a22" stroke-linejoin="round">` +
    layers.map(([w, o]) => `<path d="${d}" fill-opacity="${o}" stroke-opacity="${o}" stroke-width="${w}"/>`).join('') +
    `</g>`
  );
}

/** Draws the whole piece in one metal plan. The seed drives every random choice, so both metals match. */
function drawPiece(request: DesignRequest, plan: MetalPlan, motifs: Motif[], engraving: string | null, prefix: string, relation: Relation | null): Drawn {
  // The finish is a surface: a piece polished or brushed keeps its layout (refining keeps it too).
  const seed = hashString(`${request.prompt}|${request.designStyle}|${request.form}|${request.seed}`);
  const rng = createRng(seed);
  const ctx = createContext(prefix, request.designStyle === 'Flat');
  const paints = paintsFor(prefix, plan, request.finish);
  // A plate keeps its text on its own line; a bar's slot holds one subject.
  const plate = request.form === 'bar' || request.form === 'tag';
  const shown = request.form === 'bar' ? motifs.slice(0, 1) : motifs;
  const placements: Placement[] = compose(shown, rng, Boolean(engraving) && shown.length > 0 && !plate, relation);
  const style = request.designStyle;
  const tall = style === 'Gothic';
  const body: string[] = [];
  let drawn: { body: Body } | null = null;
  let R = tall ? 132 : 156;
  let bailPx = 0;
  let formNoun = 'Charm';
  let formPhrase = 'charm with a bail and jump ring';
  let extraGrams = 0;
  const shadows: string[] = [];
  const medallion = (cx: number, cy: number, r: number, eng: string | null, plateBody?: Body) => {
    const m = drawMedallion({ cx, cy, R: r, style, finish: request.finish, placements, engraving: eng, paints, rng, ctx, body: plateBody });
    drawn = drawn ?? m;
    shadows.push(m.body.outer);
    return m;
  };

  switch (request.form) {
    case 'pendant': {
      R = tall ? 112 : 128;
      const cy = tall ? 316 : 320;
      const m = medallion(256, cy, R, engraving);
      const bail = bailAndRing(256, m.body.top, R, paints.rim, ctx, false);
      const y = bail.top + R * 0.03;
      const left = chain(hang([-10, -20], [250, y], [150, y + 10]), paints.rim);
      const right = chain(hang([262, y], [522, -20], [362, y + 10]), paints.rim);
      body.push(left, right, bail.svg, m.svg);
      bailPx = m.body.top - bail.top;
      formNoun = 'Pendant';
      formPhrase = 'pendant on a fine cable chain';
      break;
    }
    case 'letter': {
      // The letter itself is the piece: its strokes as thick round wire, a bail at its top, any subject small beside it.
      R = 150;
      const glyph = GLYPHS[letterOf(engraving, motifs)] ?? GLYPHS.A;
      const s = (2.1 * R) / 10;
      const [x0, y0] = [256 - 3 * s, 300 - 5 * s];
      const w = 1.25 * s;
      const d = mapPoints(glyph, (gx, gy) => [x0 + gx * s, y0 + gy * s]);
      const paint = paints.relief[0];
      const letterBody: Body = {
        outer: d, solidRim: true, field: null, centre: [256 + 3.6 * s, 300 + 3.4 * s], radius: 1.3 * s, decor: [], top: y0 - w / 2,
        width: 6 * s + w, height: 10 * s + w, area: 0.3 * 6 * s * 10 * s, noun: 'letter',
      };
      const extras = placements.filter((p) => p.motif.id !== 'monogram').slice(0, 1).map((p) => drawPlacement(p, letterBody, paints, rng, ctx, 0));
      // Hung at its top near the middle (A, T, J); a letter whose top is two ends (M, W, V) hangs from both, balanced.
      const points = [...glyph.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
      const topY = Math.min(...points.map((p) => p[1]));
      const tops = points.filter((p) => p[1] <= topY + 0.3).map((p) => p[0]);
      const middle = tops.find((x) => Math.abs(x - 3) <= 1.2);
      const hangs = middle !== undefined ? [middle] : [...new Set([Math.min(...tops), Math.max(...tops)])];
      const bails = hangs.map((gx) => bailAndRing(x0 + gx * s, y0 + topY * s - w / 2, R * (hangs.length > 1 ? 0.55 : 0.9), paints.rim, ctx, true));
      const y = bails[0].top + R * 0.03;
      const [left, right] = [x0 + hangs[0] * s, x0 + hangs[hangs.length - 1] * s];
      const shadow = `<path d="${d}" fill="none" stroke="#4a3a22" stroke-opacity="0.08" stroke-width="${f(w + 8)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(5 10)"/>`;
      body.push(chain(hang([-10, -20], [left - 6, y], [150, y + 10]), paints.rim), chain(hang([right + 6, y], [522, -20], [362, y + 10]), paints.rim),
        ...bails.map((b) => b.svg), shadow, drawParts([{ kind: 'wire', d, w }], paint, ctx, 1), ...extras);
      drawn = { body: letterBody };
      bailPx = letterBody.top - bails[0].top;
      formNoun = 'Initial Pendant';
      formPhrase = 'letter pendant on a fine cable chain';
      break;
    }
    case 'bar': {
      if (/\bvertical\b/i.test(request.prompt)) {
        // A vertical bar hangs from a bail at its top, like a pendant.
        R = 128;
        const cy = 300;
        const m = medallion(256, cy, R, engraving, barBody(256, cy, R, shown.length > 0, true));
        const bail = bailAndRing(256, m.body.top, R * 0.8, paints.rim, ctx, false);
        const y = bail.top + R * 0.03;
        body.push(chain(hang([-10, -20], [250, y], [150, y + 10]), paints.rim), chain(hang([262, y], [522, -20], [362, y + 10]), paints.rim), bail.svg, m.svg);
        bailPx = m.body.top - bail.top;
        formNoun = 'Bar Necklace';
        formPhrase = 'vertical bar on a fine cable chain';
        break;
      }
      // A bar on a chain fixed at both ends: rings at its upper corners.
      R = 150;
      const cy = 330;
      const m = medallion(256, cy, R, engraving, barBody(256, cy, R, shown.length > 0));
      const ends = [256 - m.body.width / 2 + R * 0.16, 256 + m.body.width / 2 - R * 0.16];
      const rings = ends.map((x) => bailAndRing(x, m.body.top, R * 0.55, paints.rim, ctx, true));
      const y = rings[0].top + R * 0.02;
      body.push(chain(hang([-10, 10], [ends[0], y], [ends[0] - 70, y - 40]), paints.rim), chain(hang([ends[1], y], [522, 10], [ends[1] + 70, y - 40]), paints.rim), ...rings.map((r) => r.svg), m.svg);
      bailPx = m.body.top - rings[0].top;
      formNoun = 'Bar Necklace';
      formPhrase = 'bar on a fine cable chain';
      break;
    }
    case 'tag': {
      // A tag on a ball chain through its hole.
      R = 128;
      const cy = 300;
      const t = tagBody(256, cy, R);
      const m = medallion(256, cy, R, engraving, t);
      const hole = t.hole!;
      const ring = drawParts([{ kind: 'wire', d: circle(hole.x, hole.y - hole.r * 0.2, hole.r * 1.6), w: R * 0.035 }], paints.rim, ctx, 1);
      const y = hole.y - hole.r * 1.8;
      body.push(chain(hang([-10, -20], [hole.x - 4, y], [150, y + 10]), paints.rim, 7), chain(hang([hole.x + 4, y], [522, -20], [362, y + 10]), paints.rim, 7), m.svg, ring);
      bailPx = m.body.top - y;
      formNoun = 'Tag Necklace';
      formPhrase = 'tag on a fine ball chain';
      break;
    }
    case 'earrings': {
      R = tall ? 70 : 82;
      // Studs or drops as the words say ('star studs', 'dangly'), else the seed's choice.
      const studs = /\bstuds?\b/i.test(request.prompt) || (!/\b(?:drops?|dangl\w*|hooks?)\b/i.test(request.prompt) && rng.chance(0.4));
      const cy = studs ? 256 : 300;
      for (const cx of [136, 376]) {
        const m = medallion(cx, cy, R, cx === 136 ? engraving : null);
        if (studs) body.push(m.svg);
        else {
          const bail = bailAndRing(cx, m.body.top, R, paints.rim, ctx, true);
          body.push(earHook(cx, bail.top + R * 0.02, R * 1.5, paints.rim, ctx), bail.svg, m.svg);
          bailPx = m.body.top - bail.top;
        }
      }
      formNoun = studs ? 'Stud Earrings' : 'Drop Earrings';
      formPhrase = studs ? 'pair of stud earrings' : 'pair of drop earrings on French hooks';
      break;
    }
    case 'bracelet': {
      R = tall ? 90 : 100;
      // A bangle or a charm bracelet as the words say, else the seed's choice.
      const charmBracelet = /\bcharm bracelets?\b/i.test(request.prompt);
      if (/\bbangles?|cuffs?\b/i.test(request.prompt) || (!charmBracelet && rng.chance(0.5))) {
        const m = medallion(256, 338, R, engraving);
        body.push(bangle(256, 230, 218, 112, paints.rim, ctx, 'back'), bangle(256, 230, 218, 112, paints.rim, ctx, 'front'), m.svg);
        formNoun = 'Bangle';
        formPhrase = 'bangle with the medallion set at its front';
        // A 62 mm bangle band, 4 mm wide and 1.3 mm thick.
        extraGrams = ((Math.PI * 62 * 4 * 1.3) / 1000) * GOLD_14K_DENSITY;
      } else {
        const cy = tall ? 370 : 362;
        const m = medallion(256, cy, R, engraving);
        const bail = bailAndRing(256, m.body.top, R, paints.rim, ctx, true);
        const low = bail.top + R * 0.02;
        body.push(chain(hang([-12, 150], [256, low], [110, low + 30]), paints.rim, 10), chain(hang([256, low], [524, 150], [402, low + 30]), paints.rim, 10), bail.svg, m.svg);
        bailPx = m.body.top - bail.top;
        formNoun = 'Charm Bracelet';
        formPhrase = 'charm bracelet on a fine cable chain';
        extraGrams = 3.2;
      }
      break;
    }
    default: {
      const cy = tall ? 316 : 292;
      const m = medallion(256, cy, R, engraving);
      const bail = bailAndRing(256, m.body.top, R, paints.rim, ctx, true);
      body.push(bail.svg, m.svg);
      bailPx = m.body.top - bail.top;
    }
  }

  const keys = new Set<MetalKey>([plan.rim, plan.field, ...plan.relief]);
  const defs =
    `<radialGradient id="${prefix}-bg" cx="0.5" cy="0.46" r="0.72"><stop offset="0" stop-color="#ffffff"/><stop offset="0.62" stop-color="#fcfaf6"/><stop offset="1" stop-color="#f1ebe1"/></radialGradient>` +
        [...keys].map((k) => metalDefs(prefix, k, request.finish, ctx.flat)).join('') +
    ctx.defs.join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW} ${VIEW}" width="${VIEW}" height="${VIEW}">` +
    `<defs>${defs}</defs>` +
    `<rect width="${VIEW}" height="${VIEW}" fill="url(#${prefix}-bg)"/>` +
    `${shadows.map(softShadow).join('')}<g>${body.join('')}</g>` +
    `</svg>`;
  const first = drawn as { body: Body } | null;
  if (!first) throw new Error('no medallion drawn');
  return { svg, body: first.body, R, bailPx, formNoun, formPhrase, extraGrams };
}

/** What a request's piece is made of: its words read (planMotifs), then each refinement applied in turn. */
export function refinedPiece(request: DesignRequest): PieceState {
  const engraving = extractEngraving(request.prompt);
  const plan = planMotifs(request.prompt, engraving);
  const first = { ...plan, engraving, form: formFor(request.prompt, engraving) ?? request.form, size: 1 };
  return applyChanges(first, request.changes ?? []);
}

/** Generates one design: render in the requested metal and in silver, name, description, measures, price. */
export function generateDesign(request: DesignRequest): DesignRender {
  const piece = refinedPiece(request);
  return { ...designWithMotifs({ ...request, form: piece.form }, piece.motifs, piece.engraving, piece.scene, piece.size), note: piece.note };
}

/** The design of `request` drawn with the given motifs (found by the caller), engraving and scene. */
export function designWithMotifs(request: DesignRequest, motifs: Motif[], engraving: string | null = extractEngraving(request.prompt), scene: Scene | null = null, size = 1): DesignRender {
  const relation = motifs.length >= 2 ? (scene?.relation ?? null) : null;
  const form = request.form;
  const prefix = `aa${hashString(`${request.prompt}|${request.designStyle}|${request.metal}|${request.finish}|${form}|${request.seed}`).toString(36)}`;
  const plan = metalPlan(request.metal);
  // A monogram of the engraved letters is the engraving: the letters are not cut again below it.
  const cut = motifs.length === 1 && motifs[0].id === 'monogram' && lettersOf(engraving) === lettersOf(motifs[0].title) ? null : engraving;
  const main = drawPiece({ ...request, form }, plan, motifs, cut, prefix, relation);
  const silver = request.metal === 'Sterling Silver' ? main.svg : drawPiece({ ...request, form }, SILVER_PLAN, motifs, cut, `${prefix}s`, relation).svg;

  const rng = createRng(hashString(`${request.prompt}|${request.designStyle}|${form}|${request.seed}|measure`));
  const placements = compose(motifs, createRng(0), false, relation);
  const m = measure({ body: main.body, R: main.R, placements, style: request.designStyle, form, engraving, rng, bailPx: main.bailPx, extraGrams: main.extraGrams, size });
  const others = motifs.filter((mo) => mo.id !== 'monogram');
  // A letter pendant is named by its letter: 'Letter J Pendant', 'Letter B Pendant with Flower'.
  const name = form === 'letter'
    ? `Letter ${letterOf(engraving, motifs)} Pendant${others.length ? ` with ${others[0].title}` : ''}`
    : nameDesign({ prompt: request.prompt, motifs, engraving, style: request.designStyle, form, rng, formNoun: main.formNoun });
  const description = describeDesign({
    motifs,
    scene: relation ? scene : null,
    bodyNoun: main.body.noun,
    style: request.designStyle,
    plan,
    finish: request.finish,
    form,
    engraving,
    widthMm: m.widthMm,
    heightMm: m.heightMm,
    weightGrams: m.weightGrams,
    formPhrase: main.formPhrase,
  });
  const price = priceCents({
    weightGrams: m.weightGrams,
    motifCount: motifs.length,
    style: request.designStyle,
    finish: request.finish,
    metal: request.metal,
    form,
    engravingChars: cut ? cut.replace(/\s/g, '').length : 0,
  });
  return {
    name,
    description,
    svg: main.svg,
    silverSvg: silver,
    widthMm: m.widthMm,
    heightMm: m.heightMm,
    weightGrams: m.weightGrams,
    priceCents: price,
    motifs: motifs.map((mo) => mo.id),
    // The piece's collection is its main subject's (subjects/category-rule.ts); a monogram is a sign.
    category: motifs[0]?.category ?? 'symbols-myth',
    engraving,
    form,
    note: null,
    relation,
  };
}


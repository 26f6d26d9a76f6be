import type { DesignForm, DesignRender, DesignRequest } from '../types';
import { compose, type Placement } from './compose';
import { extractEngraving, initialsOf, monogramLetters, monogramMotif } from './engraving';
import { formFor } from './form-words';
import { ASKS_FOR_LETTERS } from './personal-text';
import { drawBar } from './form-drawings/bar';
import { drawBracelet } from './form-drawings/bracelet';
import { drawCharm } from './form-drawings/charm';
import { drawEarrings } from './form-drawings/earrings';
import { drawLetter, letterOf, lettersOf } from './form-drawings/letter';
import { drawName } from './form-drawings/name';
import { drawPendant } from './form-drawings/pendant';
import { drawSilhouette } from './form-drawings/silhouette';
import { drawTag } from './form-drawings/tag';
import type { DrawForm } from './form-drawings/types';
import { measure } from './measure';
import { metalDefs, metalPaint, metalPlan, SILVER_PLAN, type MetalKey, type MetalPlan } from './metals';
import { motifById } from './motifs';
import type { Motif } from './motifs/types';
import { describeDesign, nameDesign } from './naming';
import { drawMedallion, type Paints } from './piece';
import { DEFAULT_RATES, priceCents, type PriceRates } from './price';
import { buildModel, gramsOf } from '../../models';
import { createShapeSink, emptyShape, type PieceShape } from './shape';
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
  /** What the castable model is made from (shape.ts); only the main metal's drawing records it. */
  shape: PieceShape;
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

/** Each form's drawing (form-drawings/): the medallion and what hangs it, or the form's own piece. */
const FORM_DRAWINGS: Record<DesignForm, DrawForm> = {
  charm: drawCharm, pendant: drawPendant, letter: drawLetter, bar: drawBar, tag: drawTag, earrings: drawEarrings, bracelet: drawBracelet,
  silhouette: drawSilhouette, name: drawName,
};

/** Draws the whole piece in one metal plan. The seed drives every random choice, so both metals match. */
function drawPiece(request: DesignRequest, plan: MetalPlan, motifs: Motif[], engraving: string | null, prefix: string, relation: Relation | null, record = false): Drawn {
  // The finish is a surface: a piece polished or brushed keeps its layout (refining keeps it too).
  const seed = hashString(`${request.prompt}|${request.designStyle}|${request.form}|${request.seed}`);
  const rng = createRng(seed);
  const sink = record ? createShapeSink() : undefined;
  const ctx = createContext(prefix, request.designStyle === 'Flat', sink);
  const paints = paintsFor(prefix, plan, request.finish);
  // A plate keeps its text on its own line; a bar's slot holds one subject.
  const plate = request.form === 'bar' || request.form === 'tag';
  const shown = request.form === 'bar' ? motifs.slice(0, 1) : motifs;
  const placements: Placement[] = compose(shown, rng, Boolean(engraving) && shown.length > 0 && !plate, relation);
  const style = request.designStyle;
  const shadows: string[] = [];
  const medallion = (cx: number, cy: number, r: number, eng: string | null, plateBody?: Body) => {
    const m = drawMedallion({ cx, cy, R: r, style, finish: request.finish, placements, engraving: eng, paints, rng, ctx, body: plateBody });
    shadows.push(m.body.outer);
    return m;
  };
  const draw = FORM_DRAWINGS[request.form] ?? drawCharm;
  const piece = draw({ request, style, tall: style === 'Gothic', motifs, placements, engraving, paints, rng, ctx, medallion });
  const body = piece.svg;

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
  return { svg, shape: sink?.shape ?? emptyShape(), body: piece.body, R: piece.R, bailPx: piece.bailPx, formNoun: piece.formNoun, formPhrase: piece.formPhrase, extraGrams: piece.extraGrams ?? 0 };
}

/** What a request's piece is made of: its words read (planMotifs), then each refinement applied in turn. */
export function refinedPiece(request: DesignRequest): PieceState {
  const engraving = extractEngraving(request.prompt);
  const plan = planMotifs(request.prompt, engraving);
  const first = { ...plan, engraving, form: formFor(request.prompt, engraving) ?? request.form, size: 1 };
  return applyChanges(first, request.changes ?? []);
}

/** Generates one design: render in the requested metal and in silver, name, description, measures, price. */
export function generateDesign(request: DesignRequest, rates: PriceRates = DEFAULT_RATES): DesignRender {
  const piece = refinedPiece(request);
  return { ...designWithMotifs({ ...request, form: piece.form }, piece.motifs, piece.engraving, piece.scene, piece.size, rates), note: piece.note };
}

/** The design of `request` drawn with the given motifs (found by the caller), engraving and scene. */
export function designWithMotifs(
  request: DesignRequest, motifs: Motif[], engraving: string | null = extractEngraving(request.prompt), scene: Scene | null = null, size = 1,
  rates: PriceRates = DEFAULT_RATES,
): DesignRender {
  const relation = motifs.length >= 2 ? (scene?.relation ?? null) : null;
  const form = request.form;
  const prefix = `aa${hashString(`${request.prompt}|${request.designStyle}|${request.metal}|${request.finish}|${form}|${request.seed}`).toString(36)}`;
  const plan = metalPlan(request.metal);
  // A monogram of the engraved letters is the engraving: the letters are not cut again below it.
  const cut = motifs.length === 1 && motifs[0].id === 'monogram' && lettersOf(engraving) === lettersOf(motifs[0].title) ? null : engraving;
  const main = drawPiece({ ...request, form }, plan, motifs, cut, prefix, relation, true);
  const silver = request.metal === 'Sterling Silver' ? main.svg : drawPiece({ ...request, form }, SILVER_PLAN, motifs, cut, `${prefix}s`, relation).svg;

  const rng = createRng(hashString(`${request.prompt}|${request.designStyle}|${form}|${request.seed}|measure`));
  const placements = compose(motifs, createRng(0), false, relation);
  const m = measure({ body: main.body, R: main.R, placements, style: request.designStyle, form, engraving, rng, bailPx: main.bailPx, extraGrams: main.extraGrams, size });
  // The castable model of the piece drawn (providers/models): its volume is the weight, its box the size.
  const model = buildModel({ shape: main.shape, mmPerPx: m.mmPerPx, thicknessMm: m.thicknessMm, form });
  const weightGrams = gramsOf(model.volumeMm3);
  const { width: widthMm, height: heightMm } = model.sizeMm;
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
    widthMm,
    heightMm,
    weightGrams,
    formPhrase: main.formPhrase,
  });
  const price = priceCents({
    weightGrams,
    motifCount: motifs.length,
    style: request.designStyle,
    finish: request.finish,
    metal: request.metal,
    form,
    engravingChars: cut ? cut.replace(/\s/g, '').length : 0,
  }, rates);
  return {
    name,
    description,
    svg: main.svg,
    silverSvg: silver,
    widthMm,
    heightMm,
    weightGrams,
    sizeMm: model.sizeMm,
    model,
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


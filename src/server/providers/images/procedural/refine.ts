/**
 * Refining a design in words (issue 23, point 3): 'make the fox smaller', 'add her initials E.J.',
 * 'in rose gold', 'without the stars', 'as earrings'. A change is read into what it asks for and
 * applied to the piece as the earlier words made it; everything it does not name stays as it was
 * (the subjects, their order and layout, the engraving, the form). A refined design keeps its first
 * prompt and the list of changes, so it is drawn again the same way from what is stored.
 */
import { DESIGN_STYLES, type DesignForm, type DesignStyle, type Finish, type Metal } from '@shared/options';
import { extractEngraving } from './engraving';
import { formInWords } from './form-words';
import type { Motif } from './motifs/types';
import type { Scene } from './relations';
import { draws, motifFor, nearestNote } from './subject-motif';
import { findSubjects } from './subjects/find-subjects';
import type { FoundSubject } from './subjects/types';

/** The most subjects a piece shows. */
export const MAX_MOTIFS = 3;

/** What a piece is made of before it is drawn. */
export interface PieceState {
  motifs: Motif[];
  engraving: string | null;
  form: DesignForm;
  scene: Scene | null;
  /** The piece's size against its first version's (1 = as first drawn). */
  size: number;
  note: string | null;
}

/** What one change asks for. Options (metal, finish, style) are the caller's to store; the rest is drawn. */
export interface Change {
  metal?: Metal;
  finish?: Finish;
  style?: DesignStyle;
  form?: DesignForm;
  add: FoundSubject[];
  remove: FoundSubject[];
  replace: { from: FoundSubject; to: FoundSubject }[];
  /** A subject, or the whole piece when `of` is null, made larger (by > 1) or smaller. */
  resize: { of: FoundSubject | null; by: number } | null;
  /** `set` replaces the engraving (null removes it); `add` cuts more text beside it. */
  engraving: { set: string | null } | { add: string } | null;
}

const METAL_WORDS: [RegExp, Metal][] = [
  [/\btri[- ]?tone\b|\bthree[- ]tone\b/i, 'Tri-Tone Mix'],
  [/\btwo[- ]?tone\b[^,;.]*\brose\b|\brose (?:gold )?and white\b/i, 'Two-Tone (Rose & White)'],
  [/\btwo[- ]?tone\b[^,;.]*\b(?:yellow\b[^,;.]*\brose|rose\b[^,;.]*\byellow)\b/i, 'Two-Tone (Yellow & Rose)'],
  [/\btwo[- ]?tone\b|\byellow (?:gold )?and white\b/i, 'Two-Tone (Yellow & White)'],
  [/\brose[- ]gold\b|\bpink gold\b/i, 'Rose Gold'],
  [/\bwhite[- ]gold\b/i, 'White Gold'],
  [/\b(?:sterling )?silver\b/i, 'Sterling Silver'],
  [/\b(?:yellow[- ])?gold\b/i, 'Yellow Gold'],
];
const FINISH_WORDS: [RegExp, Finish][] = [
  [/\b(?:brushed|matte?|satin|frosted)\b/i, 'Brushed'],
  [/\b(?:vintage|antiqued?|oxidi[sz]ed|aged|darker recesses)\b/i, 'Vintage'],
  [/\b(?:polished|shiny|shinier|high[- ]shine|glossy|mirror)\b/i, 'Polished'],
];
/** A style named ('in gothic style', 'make it celtic', 'flat style'), else the words that mean one. */
const NAMED_STYLE = new RegExp(`\\b(?:${DESIGN_STYLES.filter((s) => s !== 'None' && s !== 'Flat').join('|')})\\b|\\bflat(?= style)`, 'i');
const STYLE_WORDS: [RegExp, DesignStyle][] = [
  [/\b(?:simpler|minimal|plainer|cleaner)\b/i, 'Minimalist'],
  [/\bmore (?:detail(?:ed)?|intricate)\b/i, 'Detailed'],
  [/\bno (?:particular )?style\b/i, 'None'],
];

/** Words that take a subject or the text away; words that ask for one. The nearest before a subject decides. */
const REMOVE = /\b(?:without|remove|no|take (?:off|out|away)|drop|delete|lose|get rid of|leave (?:off|out)|minus|not the)\b/gi;
const ADD = /\b(?:add|with|and|plus|put|include|also)\b/gi;
const CLEAR_TEXT = /\b(?:without|remove|no|take (?:off|out|away)|drop|delete|lose|get rid of|leave (?:off|out))\s+(?:the\s+|any\s+|her\s+|his\s+|my\s+|our\s+|their\s+)?(?:engraving|engraved text|text|names?|words?|writing|lettering|inscription|date|initials|letters|numbers?)\b/i;
const SET_TEXT = /\b(?:change|make|set|switch|replace)\s+(?:the|her|his|my|our|their)\s+(?:name|text|engraving|date|words?|initials|number|inscription)\s+(?:to|into|with|so it says|to say|to read|as)\s+(.+)$/i;
const REPLACE = /\b(?:replace|swap|switch|trade|exchange|change|turn|make)\b/i;
const INSTEAD_OF = /\binstead of\b/i;
const SMALLER = /\b(?:smaller|tinier|tiny|shrink|reduce|daintier|dainty|more delicate|less prominent|scale (?:it )?down)\b/i;
const LARGER = /\b(?:bigger|larger|huge|enlarge|grow|chunkier|bolder|more prominent|scale (?:it )?up)\b/i;
const LITTLE = /\b(?:a (?:little|bit|touch|tad)|slightly|somewhat)\b/i;
const MUCH = /\b(?:much|a lot|way|far|really)\b/i;

/** The text with the spans a pattern matches blanked out (same length, so positions hold). */
function blank(text: string, re: RegExp): string {
  return text.replace(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`), (m) => ' '.repeat(m.length));
}

function lastIndexOf(text: string, re: RegExp): number {
  let at = -1;
  for (const m of text.matchAll(re)) at = m.index ?? at;
  return at;
}

/** Reads one change as words. */
export function readChange(words: string): Change {
  let text = words.replace(/\s+/g, ' ').trim();
  const change: Change = { add: [], remove: [], replace: [], resize: null, engraving: null };

  const set = SET_TEXT.exec(text);
  if (set) {
    const wanted = set[1].replace(/\s*(?:instead|please|thanks?(?: you)?)\W*$/i, '').trim();
    change.engraving = { set: extractEngraving(wanted) ?? (wanted.replace(/^["\u201c']|["\u201d'.!]+$/g, '') || null) };
    text = text.slice(0, set.index);
  } else if (CLEAR_TEXT.test(text)) {
    change.engraving = { set: null };
    text = blank(text, CLEAR_TEXT);
  } else {
    const added = extractEngraving(text);
    if (added) change.engraving = /\binstead\b/i.test(text) ? { set: added } : { add: added };
  }

  for (const [re, metal] of METAL_WORDS) {
    if (!re.test(text)) continue;
    change.metal = metal;
    text = blank(text, re);
    break;
  }
  for (const [re, finish] of FINISH_WORDS) {
    if (!re.test(text)) continue;
    change.finish = finish;
    text = blank(text, re);
    break;
  }
  const named = NAMED_STYLE.exec(text);
  const style = named ? DESIGN_STYLES.find((st) => st.toLowerCase() === named[0].toLowerCase()) : STYLE_WORDS.find(([re]) => re.test(text))?.[1];
  if (style) {
    change.style = style;
    text = blank(text, named ? NAMED_STYLE : STYLE_WORDS.find(([, st]) => st === style)![0]);
  }
  const form = formInWords(text);
  if (form) change.form = form;

  // 'swap the owl for an eagle': the 'for' there is not who the piece is for.
  const read = text.replace(/\b(swap|switch|trade|exchange)\b(.*?)\bfor\b/i, (_, verb: string, mid: string) => `${verb}${mid}with`);
  const found = findSubjects(read);
  const used = new Set<FoundSubject>();

  if (found.length >= 2 && INSTEAD_OF.test(read)) {
    const at = read.search(INSTEAD_OF);
    const to = found.find((f) => f.at < at);
    const from = found.find((f) => f.at > at);
    if (to && from) {
      change.replace.push({ from, to });
      used.add(to).add(from);
    }
  } else if (found.length >= 2 && REPLACE.test(read.slice(0, found[0].at))) {
    change.replace.push({ from: found[0], to: found[1] });
    used.add(found[0]).add(found[1]);
  }

  const smaller = SMALLER.test(read);
  if (smaller || LARGER.test(read)) {
    const step = LITTLE.test(read) ? 0.1 : MUCH.test(read) ? 0.35 : 0.2;
    const of = found.find((f) => !used.has(f)) ?? null;
    change.resize = { of, by: smaller ? 1 - step : 1 + step };
    if (of) used.add(of);
  }

  for (const f of found) {
    if (used.has(f)) continue;
    const before = read.slice(0, f.at);
    (lastIndexOf(before, REMOVE) > lastIndexOf(before, ADD) ? change.remove : change.add).push(f);
  }
  return change;
}

/** Whether a change asks for anything the shop can make. */
export function asksForSomething(change: Change): boolean {
  return Boolean(
    change.metal || change.finish || change.style || change.form || change.resize || change.engraving ||
      change.add.length || change.remove.length || change.replace.length,
  );
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The engraving after a change. */
function engravingAfter(engraving: string | null, change: Change): string | null {
  if (!change.engraving) return engraving;
  if ('set' in change.engraving) return change.engraving.set;
  const more = change.engraving.add;
  if (!engraving) return more;
  return engraving.split(' \u00b7 ').includes(more) ? engraving : `${engraving} \u00b7 ${more}`;
}

/** The piece after one change: what it does not name stays as it was. */
export function applyChange(piece: PieceState, change: Change): PieceState {
  let motifs = [...piece.motifs];
  // A plain stone stood in for a subject nobody could draw: a subject asked for now takes its place.
  const placeholder = motifs.length === 1 && motifs[0].id === 'gem' && piece.note !== null;
  const nearest: FoundSubject[] = [];
  const made = (found: FoundSubject, keep?: Motif) => {
    if (found.match === 'nearest') nearest.push(found);
    const motif = motifFor(found);
    return keep?.scale ? { ...motif, scale: keep.scale } : motif;
  };
  const firstTwo = motifs.slice(0, 2).map((m) => m.id);

  for (const { from, to } of change.replace) {
    const i = motifs.findIndex((m) => draws(m, from));
    if (i >= 0) motifs[i] = made(to, motifs[i]);
    else change.add.push(to);
  }
  motifs = motifs.filter((m) => !change.remove.some((r) => draws(m, r)));
  const adds = change.add.filter((f) => !motifs.some((m) => draws(m, f)));
  if (adds.length && placeholder) motifs = [];
  let dropped = 0;
  for (const f of adds) {
    if (motifs.length < MAX_MOTIFS) motifs.push(made(f));
    else dropped++;
  }

  let size = piece.size;
  if (change.resize) {
    const { of, by } = change.resize;
    const i = of ? motifs.findIndex((m) => draws(m, of)) : -1;
    if (i >= 0) motifs[i] = { ...motifs[i], scale: clamp((motifs[i].scale ?? 1) * by, 0.5, 1.25) };
    else size = clamp(size * by, 0.6, 1.6);
  }

  // The scene holds while its two subjects keep their places (one swapped for another keeps it too).
  const replacedAt = new Set(change.replace.map(({ to }) => motifs.findIndex((m) => draws(m, to))));
  const scenesHold = motifs.length >= 2 && [0, 1].every((i) => motifs[i].id === firstTwo[i] || replacedAt.has(i));
  const note = dropped
    ? `A piece shows at most ${MAX_MOTIFS} subjects, so ${dropped === 1 ? 'one' : dropped} of what you added is not on it.`
    : nearest.length ? nearestNote(nearest) : placeholder && !adds.length ? piece.note : null;
  return {
    motifs,
    engraving: engravingAfter(piece.engraving, change),
    form: change.form ?? piece.form,
    scene: scenesHold ? piece.scene : null,
    size,
    note,
  };
}

/** The piece after each change in turn. */
export function applyChanges(piece: PieceState, changes: readonly string[]): PieceState {
  return changes.reduce((p, words) => applyChange(p, readChange(words)), piece);
}

/** The options a customer chose, as a design stores them. */
export interface PieceOptions {
  designStyle: DesignStyle;
  metal: Metal;
  finish: Finish;
}

/** The options after a change: the metal, finish or style it names, the rest as they were. */
export function optionsAfter<T extends PieceOptions>(options: T, change: Change): T {
  return { ...options, metal: change.metal ?? options.metal, finish: change.finish ?? options.finish, designStyle: change.style ?? options.designStyle };
}

/** The engraving and form after one change, read without drawing (the length check before a refinement). */
export function textAndFormAfterChange(piece: { engraving: string | null; form: DesignForm }, change: Change): { engraving: string | null; form: DesignForm } {
  return { engraving: engravingAfter(piece.engraving, change), form: change.form ?? piece.form };
}

/** The engraving and form after the changes in turn. */
export function textAndFormAfter(engraving: string | null, form: DesignForm, changes: readonly string[]): { engraving: string | null; form: DesignForm } {
  return changes.reduce((p, words) => textAndFormAfterChange(p, readChange(words)), { engraving, form });
}

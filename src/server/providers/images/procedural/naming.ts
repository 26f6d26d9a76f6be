import type { DesignStyle, Finish } from '@shared/options';
import { silverWeight } from '@shared/pricing';
import type { DesignForm } from '../types';
import { FINISH_WORDS } from './finishes';
import type { MetalPlan } from './metals';
import type { Motif } from './motifs/types';
import type { Rng } from './random';
import type { Scene } from './relations';
import { STYLE_WORDS } from './styles';

// A name worth wearing and a two- or three-sentence description naming motif, style, metal, finish
// and size. Names draw on the prompt's own adjectives ('sleeping', 'little'), the engraved name, the
// motifs' titles and the style; the seed picks among a few patterns.

const ADJECTIVES = new Set([
  'sleeping', 'little', 'tiny', 'golden', 'wild', 'lucky', 'brave', 'gentle', 'dancing', 'flying', 'sweet', 'secret', 'silent',
  'shining', 'rising', 'wandering', 'dreaming', 'blooming', 'curious', 'happy', 'proud', 'fierce', 'radiant', 'eternal', 'midnight',
  'morning', 'northern', 'ancient', 'mighty', 'playful', 'tender', 'twin', 'starry', 'sacred', 'royal', 'vintage', 'lovely',
]);

const FORM_NOUNS: Record<DesignForm, string> = { charm: 'Charm', pendant: 'Pendant', earrings: 'Earrings', bracelet: 'Bracelet', bar: 'Bar Necklace', tag: 'Tag Necklace', letter: 'Initial Pendant', silhouette: 'Silhouette Charm', name: 'Name Necklace' };
const FORM_PHRASES: Record<DesignForm, string> = {
  charm: 'charm with a bail and jump ring',
  pendant: 'pendant on a fine cable chain',
  earrings: 'pair of earrings',
  bracelet: 'bracelet',
  bar: 'bar on a fine cable chain',
  tag: 'tag on a fine ball chain',
  letter: 'letter pendant on a fine cable chain',
  silhouette: 'cut-out charm with a bail and jump ring',
  name: 'name necklace on a fine cable chain',
};

const title = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

export function nameDesign(opts: { prompt: string; motifs: readonly Motif[]; engraving: string | null; style: DesignStyle; form: DesignForm; rng: Rng; formNoun?: string }): string {
  const { prompt, motifs, engraving, style, form, rng } = opts;
  const noun = opts.formNoun ?? FORM_NOUNS[form];
  const adjective = prompt
    .toLowerCase()
    .split(/[^a-z]+/)
    .find((w) => ADJECTIVES.has(w));
  // A name or a word leads the title as the customer wrote it ('Max', 'MCMLXXXVII'; 'mom' → 'Mom'); initials do not.
  const word = engraving && /^[A-Za-zÀ-ÿ' -]{2,14}$/.test(engraving) && !/(^|\s)[A-Za-z](\s|$)/.test(engraving) && !/^([A-Z]\.?\s?){1,3}$/.test(engraving) ? engraving : null;
  const engraved = word && word === word.toLowerCase() ? title(word) : word;
  const styleWord = STYLE_WORDS[style].adjective;
  // A name necklace is named by its name: 'Sophia Name Necklace', 'Maria Name Necklace with Heart'.
  const shown = motifs.filter((m) => m.id !== 'monogram');
  if (form === 'name' && engraving) return `${engraving === engraving.toLowerCase() ? title(engraving) : engraving} ${noun}${shown.length ? ` with ${shown[0].title}` : ''}`;
  if (motifs.length === 0) return engraving ? `${styleWord} Engraved ${noun}` : `${styleWord} ${noun}`;
  const [a, b, c] = motifs.map((m) => m.title);
  const lead = adjective ? `${title(adjective)} ${a}` : a;
  if (c) return `${lead}, ${b} & ${c} ${noun}`;
  if (b) return `${lead} & ${b} ${noun}`;
  if (engraved) return `${engraved} ${a} ${noun}`;
  if (adjective) return `${lead} ${noun}`;
  if (style === 'None' || a.includes(styleWord)) return rng.pick([`${a} ${noun}`, `Classic ${a} ${noun}`, `The ${a} ${noun}`]);
  return rng.pick([`${styleWord} ${a} ${noun}`, `The ${styleWord} ${a} ${noun}`]);
}

/** 'a, b and c'. */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The subjects as the prompt relates them: 'an owl perched on a book', 'a crow with a key in its beak'. */
function sceneWords(motifs: readonly Motif[], scene: Scene): string {
  const [a, b, ...rest] = motifs.map((m) => m.noun);
  const pair = [a, scene.words, b, scene.tail].filter(Boolean).join(' ');
  return rest.length ? `${pair}, and ${list(rest)}` : pair;
}

export function describeDesign(opts: {
  motifs: readonly Motif[];
  /** How the first two motifs stand to each other, in the prompt's words. */
  scene?: Scene | null;
  bodyNoun: string;
  style: DesignStyle;
  plan: MetalPlan;
  finish: Finish;
  form: DesignForm;
  engraving: string | null;
  widthMm: number;
  heightMm: number;
  weightGrams: number;
  formPhrase?: string;
}): string {
  const { motifs, bodyNoun, style, plan, finish, form, engraving, widthMm, heightMm, weightGrams } = opts;
  const what = !motifs.length
    ? 'A polished face'
    : opts.scene && motifs.length >= 2
      ? `${sceneWords(motifs, opts.scene)}, in raised relief,`
      : `${list(motifs.map((m) => m.noun))} in raised relief`;
  // A silhouette's and a name's shape is their own, whatever the style.
  const styleText = style === 'None' || form === 'silhouette' || form === 'name' ? bodyNoun : `${bodyNoun} in the ${style} style`;
  const made = `made as a ${opts.formPhrase ?? FORM_PHRASES[form]} in ${plan.label} with ${FINISH_WORDS[finish].phrase}.`;
  let first = `${motifs.length ? what.charAt(0).toUpperCase() + what.slice(1) : what} on a ${styleText}, ${made}`;
  let second = engraving ? ` Engraved with “${engraving}”.` : '';
  if (form === 'name' && engraving) {
    // The name is not engraved: it is the piece.
    const shown = motifs.filter((m) => m.id !== 'monogram');
    first = `The name “${engraving}” ${bodyNoun}${shown.length ? `, with ${list(shown.map((m) => m.noun))} at its end` : ''}, ${made}`;
    second = '';
  }
  const each = form === 'earrings' ? 'Each earring measures' : 'It measures';
  const third = ` ${each} ${widthMm} × ${heightMm} mm and weighs about ${weightGrams} g in 14k gold (${silverWeight(weightGrams)} g in sterling silver).`;
  return first + second + third;
}

/**
 * How the first two subjects of a prompt stand to each other (issue 22, point 4): 'an owl perched on a
 * book' is the owl ON the book. Read from a fixed phrase table in the words between the two subjects
 * (a few other words may stand among them: 'perched quietly on a stack of old books'), and from a
 * few phrases right after the second ('a crow with a key in its beak', 'a rainbow with a paw print
 * underneath'). Only what the words say plainly; otherwise null, and the subjects sit side by side.
 */

export const RELATIONS = ['on', 'around', 'inside', 'under', 'above', 'holding', 'with', 'beside'] as const;
export type Relation = (typeof RELATIONS)[number];

/** Where a subject's words stand in the prompt. */
export interface Span {
  at: number;
  length: number;
}

/** The phrases between subject 0 and subject 1, and what they make of subject 0. */
const BETWEEN: [string, Relation][] = [
  ['sitting on', 'on'], ['sitting on top of', 'on'], ['perched on', 'on'], ['perched atop', 'on'], ['standing on', 'on'],
  ['sleeping on', 'on'], ['resting on', 'on'], ['lying on', 'on'], ['landing on', 'on'], ['on top of', 'on'], ['atop', 'on'],
  ['upon', 'on'], ['onto', 'on'], ['on', 'on'],
  ['curled around', 'around'], ['curled up around', 'around'], ['wrapped around', 'around'], ['coiled around', 'around'],
  ['encircling', 'around'], ['circling', 'around'], ['around', 'around'],
  ['inside', 'inside'], ['in', 'inside'], ['within', 'inside'], ['hatching from', 'inside'], ['emerging from', 'inside'],
  ['under', 'under'], ['underneath', 'under'], ['beneath', 'under'], ['below', 'under'],
  ['above', 'above'], ['over', 'above'],
  ['holding', 'holding'], ['carrying', 'holding'], ['clutching', 'holding'], ['chewing', 'holding'], ['grasping', 'holding'],
  ['next to', 'beside'], ['in front of', 'beside'], ['beside', 'beside'], ['alongside', 'beside'],
  ['with', 'with'], ['and', 'with'], ['wearing', 'with'],
];

/** Phrases right after subject 1 that say how subject 0 stands to it. */
const AFTER: [RegExp, Relation][] = [
  [/^(?:in|between) (?:its|his|her|their) (?:beak|mouth|paws?|hands?|claws?|talons?|teeth|jaws)\b/, 'holding'],
  [/^(?:underneath|beneath|below)\b/, 'above'],
  [/^(?:above|overhead) (?:it|them|him|her)\b/, 'under'],
];

/** Words that say nothing of a relation when stronger ones stand beside them. */
const WEAK = new Set<Relation>(['with', 'beside']);

/** A scene's relation and the prompt's own words for it: 'perched quietly on', or 'with' + 'in its beak'. */
export interface Scene {
  relation: Relation;
  /** The words between the two subjects that say it (lower case): 'curled up around'. */
  words: string;
  /** Words after the second subject that say it: 'in its beak', 'underneath', or ''. */
  tail: string;
}

const clean = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z'\s]/g, ' ').replace(/\s+/g, ' ').trim();

/** Small words that may stand between a subject and its relation: 'a fox that is curled around'. */
const FILLER = new Set(['and', 'that', 'is', 'are', 'just', 'all', 'both', 'so']);
/** Words that lead into a relation phrase and belong to it: 'perched quietly', 'curled up', 'rising'. */
const LEADS = /^(?:\w{3,}(?:ing|ed|ly)|up)$/;
/** The relation phrases, longest first, so 'curled around' is read before 'around'. */
const PHRASES = [...BETWEEN].sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);

/**
 * The relation of subject 0 to subject 1, read from the prompt. Between them the last strong phrase
 * wins ('a dragon in flight above a castle' is above), longest phrase first at each place; 'with',
 * 'and', 'beside' count only when nothing stronger is said, and a phrase after subject 1 ('in its
 * beak') outranks a 'with' before it.
 */
export function readRelation(prompt: string, first: Span, second: Span): Scene | null {
  if (second.at < first.at + first.length) return null;
  const gap = clean(prompt.slice(first.at + first.length, second.at)).split(' ').filter(Boolean);
  const taken = gap.map(() => false);
  let strong: { at: number; end: number; relation: Relation } | null = null;
  let firstStrong = gap.length;
  let weak: { at: number; end: number; relation: Relation } | null = null;
  for (const [phrase, relation] of PHRASES) {
    const p = phrase.split(' ');
    for (let i = 0; i + p.length <= gap.length; i++) {
      if (!p.every((w, j) => gap[i + j] === w && !taken[i + j])) continue;
      for (let j = 0; j < p.length; j++) taken[i + j] = true;
      const hit = { at: i, end: i + p.length, relation };
      if (!WEAK.has(relation)) {
        strong = !strong || i > strong.at ? hit : strong;
        firstStrong = Math.min(firstStrong, i);
      }
      else if (!weak || (relation === 'beside' && weak.relation !== 'beside')) weak = hit;
    }
  }
  // The relation must follow subject 0 closely: its verb and adverbs ('perched quietly on') and at most
  // two words that finish its name ('a crown of thorns wrapped around', 'an om sign inside') between;
  // 'a lighthouse for my father who was a keeper on the coast' says nothing of the lighthouse.
  if (strong && gap.slice(0, firstStrong).filter((w) => !LEADS.test(w) && !FILLER.has(w)).length > 2) strong = null;
  const said = (hit: { at: number; end: number }) => {
    let from = hit.at;
    while (from > 0 && LEADS.test(gap[from - 1])) from--;
    return gap.slice(from, hit.end).join(' ');
  };
  const after = clean(prompt.slice(second.at + second.length, second.at + second.length + 40));
  const closing = AFTER.map(([re, relation]) => ({ m: re.exec(after), relation })).find((c) => c.m);
  if (strong) return { relation: strong.relation, words: said(strong), tail: closing?.relation === strong.relation ? (closing.m?.[0] ?? '') : '' };
  if (closing?.m) return { relation: closing.relation, words: weak ? said(weak) : 'with', tail: closing.m[0] };
  return weak ? { relation: weak.relation, words: said(weak), tail: '' } : null;
}

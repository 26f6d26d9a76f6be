// Every WordNet noun that names a drawable thing → the subject drawn for it, and how faithfully:
// exact (the subject itself), kind (a kind of it drawn as its everyday form: beagle → dog),
// nearest (only a loosely related shape: the result says so).
import { BREEDS, DENY_WORDS, EXTRA_SUBJECTS, SENSES, WORDS } from '../../src/server/providers/images/procedural/subjects/curation';
import type { ChosenSubject } from './choose-subjects';
import { CONSTELLATION_SUBJECTS } from './constellations';
import { DRAWN_SUBJECTS } from './shop-drawn';
import type { SenseReader } from './senses';
import { LEX, type Synset, type WordNet } from './wordnet';

export type Match = 'exact' | 'kind' | 'nearest';
export interface WordEntry { subject: string; match: Match }

// Broad classes no customer means when naming a specific thing: never drawn as a stand-in.
const GENERIC = new Set([
  'entity', 'physical entity', 'object', 'whole', 'artifact', 'organism', 'living thing', 'animal', 'plant',
  'person', 'structure', 'instrumentality', 'device', 'container', 'covering', 'commodity', 'matter', 'thing',
  'unit', 'group', 'location', 'region', 'vertebrate', 'chordate', 'invertebrate', 'vascular plant',
  'woody plant', 'food', 'solid', 'substance', 'equipment', 'implement', 'instrument', 'material', 'part',
  'body part', 'shape', 'communication', 'sign', 'symbol', 'area', 'point', 'line', 'facility', 'system',
  'product', 'creation', 'way', 'conveyance', 'craft', 'mammal', 'placental', 'herb', 'shrub', 'decoration',
  'clothing', 'garment', 'building', 'natural object', 'tool', 'nutriment', 'foodstuff', 'beverage', 'drug',
  'medicine', 'plant part', 'plant organ', 'animal material', 'young', 'young mammal', 'domestic animal',
  'machine', 'mechanism', 'merchandise', 'article', 'ware', 'surface', 'opening', 'top', 'covering',
]);
// Everyday forms a kind of which is drawn faithfully, however far down ('border collie' is a dog).
const KIND_HEADS = new Set(['dog', 'cat', 'horse', 'bird', 'flower', 'tree', 'fish', 'rose', 'butterfly', 'snake', 'spider', 'beetle', 'shell']);
// Closer than this a narrower term counts as a kind of its subject; up to NEAREST it is only the nearest.
const KIND_DEPTH_LIVING = 3;
const KIND_DEPTH = 1;
const NEAREST_DEPTH = 4;

const STOP = new Set(['a', 'an', 'the', 'any', 'of', 'and', 'or', 'small', 'large', 'young', 'old', 'one', 'two', 'various', 'several', 'usually', 'often', 'especially', 'very', 'type', 'kind', 'form', 'genus', 'species', 'family', 'member', 'variety', 'breed', 'domestic', 'male', 'female', 'adult', 'baby']);

export function buildWordIndex(wn: WordNet, reader: SenseReader, subjects: Map<string, ChosenSubject>): Map<string, WordEntry> {
  const bySynset = new Map<number, string>();
  for (const s of subjects.values()) if (s.synset !== undefined) bySynset.set(s.synset, s.id);
  const generic = (id: number) => wn.synset(id).words.some((w) => GENERIC.has(w));

  /** The head noun of a gloss: 'young domestic cat' → cat. */
  function glossHead(s: Synset): number | undefined {
    const chunk = s.gloss.toLowerCase().split(/[;,"(]| (?:said|that|which|who|with|of|in|for|from|used|having|to|by|and|or|on|at|resembling|like|native|found|typically|usually|especially|esp)\b/)[0];
    const words = (chunk.match(/[a-z]+/g) ?? []).filter((w) => !STOP.has(w));
    for (let i = words.length - 1; i >= 0; i--) {
      const lemma = wn.lemmaOf(words[i]);
      if (!lemma) continue;
      return reader.senses(lemma).find((x) => bySynset.has(x.id) && x.lex === s.lex)?.id;
    }
    return undefined;
  }

  /** The nearest subject above a sense, its distance, and whether it came from the gloss. */
  function nearestSubject(s: Synset): { target: number; d: number } | undefined {
    if (bySynset.has(s.id)) return { target: s.id, d: 0 };
    // A named river, star or prison ('Don', 'Rigil', 'Newgate') is not drawn as its class.
    if (!reader.concrete(s) || s.instance) return undefined;
    let best: { target: number; d: number } | undefined;
    for (const [a, d] of wn.ancestors(s.id, NEAREST_DEPTH + 2)) {
      if (d === 0 || !bySynset.has(a) || generic(a)) continue;
      const head = KIND_HEADS.has(bySynset.get(a)!);
      if (d > NEAREST_DEPTH && !head) continue;
      if (!best || d < best.d) best = { target: a, d };
    }
    if ((!best || best.d > 2) && (s.lex === LEX.animal || s.lex === LEX.plant)) {
      const g = glossHead(s);
      if (g !== undefined) return { target: g, d: 1 };
    }
    return best;
  }

  function matchOf(s: Synset, target: number, d: number): Match {
    if (d === 0) return 'exact';
    const living = s.lex === LEX.animal || s.lex === LEX.plant;
    if (d <= KIND_DEPTH || (living && d <= KIND_DEPTH_LIVING) || (KIND_HEADS.has(bySynset.get(target)!) && wn.synset(target).lex === s.lex)) return 'kind';
    return 'nearest';
  }

  const index = new Map<string, WordEntry>();
  const denied = new Set(DENY_WORDS);
  for (const lemma of wn.lemmas.keys()) {
    if (!/^[a-z]/.test(lemma)) continue;
    let best: { entry: WordEntry; score: number } | undefined;
    // A curated sense is the only one a word means; otherwise its first four drawable senses compete.
    reader.senses(lemma).slice(0, SENSES[lemma] ? 1 : 4).forEach((s, k) => {
      const found = nearestSubject(s);
      if (!found) return;
      const score = found.d + k * 0.6;
      if (!best || score < best.score) best = { entry: { subject: bySynset.get(found.target)!, match: matchOf(s, found.target, found.d) }, score };
    });
    if (best) index.set(lemma, best.entry);
  }
  // Each subject's own name calls it, whatever WordNet's senses say.
  for (const s of subjects.values()) index.set(s.id, { subject: s.id, match: 'exact' });
  for (const extra of [...EXTRA_SUBJECTS, ...CONSTELLATION_SUBJECTS, ...DRAWN_SUBJECTS]) for (const word of extra.words) index.set(word, { subject: extra.id, match: 'exact' });
  for (const [subject, breeds] of Object.entries(BREEDS)) for (const word of breeds) index.set(word, { subject, match: 'kind' });
  for (const [word, [subject, match]] of Object.entries(WORDS)) {
    if (!subjects.has(subject)) throw new Error(`curation: word '${word}' names '${subject}', which is not a subject`);
    index.set(word, { subject, match });
  }
  for (const word of denied) index.delete(word);
  return index;
}

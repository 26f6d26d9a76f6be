// Which WordNet senses name drawable things, and which sense of a word the library means.
import { SENSES } from '../../src/server/providers/images/procedural/subjects/curation';
import { LEX, type Synset, type WordNet } from './wordnet';

export interface SenseReader {
  /** A sense that names a thing one can draw (an animal, a tool, a mountain, a dragon, Aries). */
  drawable(s: Synset): boolean;
  /** The concrete kinds whose narrower terms the library follows (not shapes, symbols or weather). */
  concrete(s: Synset): boolean;
  /** Has an ancestor with this word ('dragon' has 'imaginary being'). */
  isA(s: Synset, word: string): boolean;
  /** The senses of a lemma the library may mean, best first (curated sense, then WordNet's order). */
  senses(lemma: string, context?: string[]): Synset[];
}

const CONCRETE = new Set<number>([LEX.animal, LEX.artifact, LEX.food, LEX.object, LEX.plant, LEX.body]);
// Shapes, weather, events (a campfire, a wave), substances (gems, an atom), symbols, jewels and coins:
// drawable when an icon draws them, but their narrower terms are not followed.
const DRAWABLE_TOO = new Set<number>([LEX.shape, LEX.phenomenon, LEX.event, LEX.substance, LEX.communication, LEX.possession]);

export function senseReader(wn: WordNet): SenseReader {
  const ancestorWords = new Map<number, Set<string>>();
  function words(id: number): Set<string> {
    let w = ancestorWords.get(id);
    if (!w) {
      w = new Set([...wn.ancestors(id).keys()].flatMap((a) => wn.synset(a).words));
      ancestorWords.set(id, w);
    }
    return w;
  }
  const isA = (s: Synset, word: string) => words(s.id).has(word);
  // Mythical and spiritual beings are filed with people; zodiac signs with places; emblems with writing.
  const special = (s: Synset) =>
    (s.lex === LEX.person && (isA(s, 'imaginary being') || isA(s, 'spiritual being'))) ||
    (s.lex === LEX.location && isA(s, 'sign of the zodiac')) ||
    (s.lex === LEX.communication && (isA(s, 'emblem') || isA(s, 'musical notation')));
  const constellation = (s: Synset) => isA(s, 'constellation');
  const concrete = (s: Synset) => (CONCRETE.has(s.lex) && !constellation(s)) || (special(s) && s.lex !== LEX.communication);
  const drawable = (s: Synset) => concrete(s) || special(s) || DRAWABLE_TOO.has(s.lex);

  function senses(lemma: string, context: string[] = []): Synset[] {
    const ids = wn.lemmas.get(lemma) ?? [];
    const wanted = SENSES[lemma];
    // An animal's name means the animal, not its meat ('chicken', 'octopus').
    const animal = ids.some((id) => wn.synset(id).lex === LEX.animal);
    const scored = ids.map((id, k) => {
      const s = wn.synset(id);
      const text = `${s.words.join(' ')} ${s.gloss}`.toLowerCase();
      let score = k;
      if (wanted && text.includes(wanted)) score -= 1000;
      else if (!drawable(s)) return undefined;
      if (!concrete(s)) score += 1.5;
      if (animal && s.lex === LEX.food) score += 3;
      if (context.some((c) => c.length >= 3 && text.includes(c.slice(0, Math.max(4, c.length - 2))))) score -= 10;
      return { s, score };
    });
    return scored
      .filter((x): x is { s: Synset; score: number } => Boolean(x))
      .sort((a, b) => a.score - b.score)
      .map((x) => x.s);
  }

  for (const [lemma, wanted] of Object.entries(SENSES)) {
    const found = (wn.lemmas.get(lemma) ?? []).some((id) => {
      const s = wn.synset(id);
      return `${s.words.join(' ')} ${s.gloss}`.toLowerCase().includes(wanted);
    });
    if (!found) throw new Error(`curation: no sense of '${lemma}' says '${wanted}'`);
  }
  return { drawable, concrete, isA, senses };
}

// Icon names → WordNet senses: which thing each icon draws ('barn-owl' → barn owl, 'dragon-head' → dragon).
import { ICON_SENSES, SENSES } from '../../src/server/providers/images/procedural/subjects/curation';
import type { IconName } from './icon-sets';
import type { SenseReader } from './senses';
import type { Synset, WordNet } from './wordnet';

export interface IconMatch {
  icon: IconName;
  synset: Synset;
  /** The lemma the name matched ('sea turtle'). */
  lemma: string;
  /** 0: the name is the thing ('owl'); 1: a part that stands for it ('dragon-head', 'unicorn-variant'). */
  rank: 0 | 1;
  /** Read by hand (curation's ICON_SENSES) rather than from the name. */
  curated?: true;
}

// Group words some sets put first ('building-lighthouse', 'zodiac-leo', 'flower-tulip', 'animal-cow').
const NAMESPACES = new Set(['building', 'zodiac', 'horoscope', 'weather', 'food', 'fruit', 'religion', 'flower', 'animal', 'ball', 'sport', 'instrument', 'shape', 'cards', 'suit']);
// Last words that draw a part standing for the whole, or a variant ('wolf-head', 'unicorn-variant').
const PART_WORDS = new Set(['head', 'silhouette', 'variant', 'alt', 'simple', 'side', 'front', 'face', 'shape', 'emblem', 'symbol', 'icon', 'full', 'outline', 'solid']);
// mdi's and Health Icons' categories that say which kind of sense a name means.
const HINT_LEX: Record<string, number> = { Animal: 5, 'Food / Drink': 13, Nature: 20, Agriculture: 20, Zoonoses: 5, Body: 8 };

export function mapIcons(wn: WordNet, reader: SenseReader, names: IconName[]): IconMatch[] {
  const out: IconMatch[] = [];
  const curated = new Set(Object.keys(ICON_SENSES));
  for (const icon of names) {
    if (curated.delete(icon.icon)) {
      const [word, hint] = ICON_SENSES[icon.icon].split(/:\s*/);
      const lemma = wn.lemmaOf(word);
      const synset = lemma && (hint
        ? (wn.lemmas.get(lemma) ?? []).map(wn.synset).find((s) => `${s.words.join(' ')} ${s.gloss}`.toLowerCase().includes(hint))
        : reader.senses(lemma)[0] ?? wn.synset(wn.lemmas.get(lemma)![0]));
      if (!lemma || !synset) throw new Error(`curation: ICON_SENSES '${icon.icon}': no sense of '${word}' says '${hint}'`);
      out.push({ icon, synset, lemma, rank: 0, curated: true });
      continue;
    }
    const tokens = icon.name.split('-').filter((t) => !/^\d+$/.test(t));
    const tries: [string[], 0 | 1][] = [];
    const part = tokens.length > 1 && PART_WORDS.has(tokens[tokens.length - 1]);
    // 'dragon-head' is a dragon's head, not the herb dragonhead: a part word is dropped before words are joined.
    if (part) tries.push([[tokens.join(' ')], 0], [[tokens.slice(0, -1).join(' ')], 1]);
    else tries.push([tokens.length === 2 ? [tokens.join(' '), tokens.join(''), `${tokens[1]} ${tokens[0]}`] : [tokens.join(' ')], 0]);
    if (!part && tokens.length > 1 && NAMESPACES.has(tokens[0])) tries.push([[tokens.slice(1).join(' ')], 0]);
    for (const [forms, rank] of tries) {
      const lemma = forms.map((f) => wn.lemmaOf(f)).find(Boolean);
      if (!lemma) continue;
      const prefer = icon.hints.map((h) => HINT_LEX[h]).filter(Boolean);
      const context = tokens.filter((w) => !lemma.includes(w) && !PART_WORDS.has(w));
      const ranked = reader.senses(lemma, context);
      const synset = (SENSES[lemma] ? undefined : ranked.find((s) => prefer.includes(s.lex))) ?? ranked[0];
      if (synset) out.push({ icon, synset, lemma, rank });
      break;
    }
  }
  if (curated.size) throw new Error(`curation: ICON_SENSES names icons the sets do not draw: ${[...curated].join(', ')}`);
  return out;
}

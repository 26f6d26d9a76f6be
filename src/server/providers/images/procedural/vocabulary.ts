import { MOTIFS } from './motifs';
import { wordIndex } from './subjects/library';
import { findSubjects, nameSpans } from './subjects/find-subjects';
import type { FoundSubject } from './subjects/types';

// Words → motifs. Each motif lists the words and short phrases that call it; a prompt is read in
// lower case, quoted text (the engraving) left out, phrases first ('tree of life', 'paw print'), then
// single words with plurals and simple endings undone ('kitties' → 'kitty', 'leaves' → 'leaf',
// 'foxes' → 'fox', 'stars' → 'star'). Motifs come back in the order the prompt names them, at most
// three, each once. Names ('our bunny Clover') call nothing, and a word inside a longer name of another
// subject the library draws ('star' in 'star of david', 'tree' in 'palm tree') is that subject's.

export const MAX_MOTIFS = 3;

const WORDS = new Map<string, string>();
const PHRASES: [string, string][] = [];
for (const motif of MOTIFS) {
  for (const word of motif.words) {
    if (word.includes(' ')) PHRASES.push([word, motif.id]);
    else if (!WORDS.has(word)) WORDS.set(word, motif.id);
  }
}
PHRASES.sort((a, b) => b[0].length - a[0].length);

/** Every single word the vocabulary knows, and the motif it calls. */
export const VOCABULARY: ReadonlyMap<string, string> = WORDS;
/** Every phrase the vocabulary knows. */
export const VOCABULARY_PHRASES: readonly (readonly [string, string])[] = PHRASES;

/** Text within double quotes (straight or curly), or within single quotes that stand apart. */
const QUOTED = /["“”]([^"“”]*)["“”]|(?:^|\s)['‘]([^'‘’]+)['’](?=\s|$|[.,;:!?])/g;

/** The prompt with quoted text blanked out, character for character (positions stay the prompt's). */
export function stripQuoted(prompt: string): string {
  return prompt.replace(QUOTED, (match) => ' '.repeat(match.length));
}

/** The vocabulary's motif for one word, undoing plurals and common endings. */
export function motifForWord(word: string): string | undefined {
  const w = word.toLowerCase();
  const tries = [w];
  if (w.endsWith('ies') && w.length > 4) tries.push(w.slice(0, -3) + 'y');
  if (w.endsWith('ves') && w.length > 4) tries.push(w.slice(0, -3) + 'f', w.slice(0, -1));
  if (w.endsWith('es') && w.length > 3) tries.push(w.slice(0, -2));
  if (w.endsWith('s') && !w.endsWith('ss') && w.length > 2) tries.push(w.slice(0, -1));
  if (w.endsWith("'s")) tries.push(w.slice(0, -2));
  for (const t of tries) {
    const id = WORDS.get(t);
    if (id) return id;
  }
  return undefined;
}

/** A hand-drawn motif named in a prompt: where its words stand in the prompt, and how long they are. */
export interface MotifHit {
  id: string;
  at: number;
  length: number;
}

/** Every hand-drawn motif the prompt names, with where; positions are the prompt's own. */
export function findMotifHits(prompt: string, subjects: readonly FoundSubject[] = findSubjects(prompt)): MotifHit[] {
  // Every replacement keeps the length, so an index in `text` is one past the same index in the prompt.
  let text = ` ${stripQuoted(prompt).toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z0-9'\s-]/g, ' ').replace(/\s/g, ' ')} `;
  const found: MotifHit[] = [];
  for (const [phrase, id] of PHRASES) {
    let at = text.indexOf(` ${phrase} `);
    while (at >= 0) {
      found.push({ id, at, length: phrase.length });
      text = text.slice(0, at + 1) + ' '.repeat(phrase.length) + text.slice(at + 1 + phrase.length);
      at = text.indexOf(` ${phrase} `);
    }
  }
  const re = /[a-z0-9'-]+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const word = m[0].replace(/^'+|'+$/g, '');
    const id = motifForWord(word) ?? (word.includes('-') ? word.split('-').map(motifForWord).find(Boolean) : undefined);
    if (id) found.push({ id, at: m.index - 1, length: m[0].length });
  }
  const names = nameSpans(prompt);
  const longer = libraryPhrases(subjects);
  const inside = (h: MotifHit, [start, end]: [number, number]) => h.at >= start && h.at + h.length <= end;
  return found
    .filter((h) => !names.some((n) => inside(h, n)))
    .filter((h) => !longer.some((p) => p.id !== h.id && p.end - p.at > h.length && inside(h, [p.at, p.end])))
    .sort((a, b) => a.at - b.at);
}

/** The library's subjects named by one of its own phrases of two words or more ('star of david'), with where. */
function libraryPhrases(found: readonly FoundSubject[]): { id: string; at: number; end: number }[] {
  const words = wordIndex();
  return found.flatMap((f) => {
    const phrase = f.words.toLowerCase().replace(/[’‘]/g, "'").replace(/-/g, ' ').replace(/\s+/g, ' ');
    if (!phrase.includes(' ')) return [];
    const singular = [phrase, phrase.replace(/e?s$/, '')];
    return singular.some((p) => words.get(p)?.subject.id === f.subject.id && words.get(p)?.match !== 'nearest') ? [{ id: f.subject.id, at: f.at, end: f.at + f.words.length }] : [];
  });
}

/** Motif ids named by the prompt, in the order named, at most three. */
export function findMotifs(prompt: string): string[] {
  let ids = [...new Set(findMotifHits(prompt).map((f) => f.id))];
  // A knot and a cross make one Celtic cross.
  if (ids.includes('cross') && ids.includes('triquetra')) {
    ids = ids.filter((id) => id !== 'triquetra').map((id) => (id === 'cross' ? 'celtic-cross' : id));
  }
  return ids.slice(0, MAX_MOTIFS);
}

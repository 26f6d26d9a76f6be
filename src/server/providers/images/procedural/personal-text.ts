/**
 * The personal text a prompt asks to have engraved (issue 23, point 1), found with or without quotes
 * and kept exactly as written: quoted text; names ('my dog Max', 'for my daughter Emma', 'named
 * Peanut', 'the name Ava', 'my girls: Mia, Zoe and Ruby'); initials ('initials A.M.', 'E and J');
 * dates in their common written forms ('June 21, 2025', '06.21.2025', '21/6/2025'), years and spans
 * ('1988 - 2021', 'est. 2019'); numbers ('the number 10', 'jersey 23', '#12', '26.2'); verses ('Psalm
 * 23'); coordinates ('40.7128° N, 74.0060° W'); and phrases ('that says always', 'with the word mom').
 * 'in roman numerals' turns the numbers found into roman numerals. A count ('5 birds') and an age
 * ('age 4') are not engraved.
 */
import { wordIndex } from './subjects/library';

/** Text within double quotes (straight or curly), or within single quotes that stand apart. */
export const QUOTED = /["“”]([^"“”]*)["“”]|(?<=^|\s)['‘]([^'‘’]+)['’](?=\s|$|[.,;:!?])/g;

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = '\\d{1,2}(?:st|nd|rd|th)?';
const YEAR = '(?:1[6-9]|20)\\d{2}';
/** The patterns of text a caster cuts, most specific first; each finds its text as written. */
const PATTERNS: RegExp[] = [
  // Coordinates: 40.7128° N, 74.0060° W (degrees sign and comma optional).
  /\b\d{1,3}(?:\.\d+)?°?\s*[NS]\b,?\s*\d{1,3}(?:\.\d+)?°?\s*[EW]\b/g,
  // Dates with the month's name: June 21, 2025 · 21 June 2025 · 21st of June, 2025 · June 2025.
  new RegExp(`\\b${MONTH}\\s+${DAY},?\\s+${YEAR}\\b|\\b${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+${YEAR}\\b|\\b${MONTH}\\s+${YEAR}\\b`, 'gi'),
  // Dates in figures: 06.21.2025 · 21/6/2025 · 2025-06-21 · 5.2.23.
  /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{4}[./-]\d{1,2}[./-]\d{1,2}\b/g,
  // A span of years: 1988 - 2021, 2010–2024.
  new RegExp(`\\b${YEAR}\\s*[-–—]\\s*${YEAR}\\b`, 'g'),
  // A verse: Psalm 23, John 3:16, 1 Corinthians 13:4-7.
  /\b(?:[12]\s)?(?:psalms?|proverbs|john|matthew|mark|luke|romans|corinthians|philippians|isaiah|jeremiah|joshua|genesis|ephesians|hebrews)\s+\d{1,3}(?::\d{1,3}(?:[-–]\d{1,3})?)?\b/gi,
  // A number the words introduce: #12 · number 10 · jersey 23 · no. 7 · badge number 214.
  /#\d{1,4}\b|(?<=\b(?:number|no\.?|jersey|badge)\s+)\d{1,4}\b/gi,
  // A year on its own (est. 2019, our first home 2024), and a figure closing a clause (marathon, 26.2).
  new RegExp(`\\b${YEAR}\\b|(?<=[\\s,:]|^)\\d{1,4}(?:\\.\\d{1,2})?(?=\\s*(?:[.!?;)]|$))`, 'g'),
];
/** Words before a figure that make it no engraving: an age, a size, a count of years. */
const NOT_ENGRAVED_AFTER = /\b(?:age|aged|size|sized|turning|turned)\s*$/i;

// Relations and pets whose name follows: 'my daughter Emma', 'our dog Max', 'baby Noah'.
const RELATIONS = new Set(`dog cat puppy pup kitten kitty bunny horse pony pet baby boy girl son daughter mom mum mother mama
dad daddy father papa wife husband sister brother grandma grandmother granny nana grandpa grandfather aunt uncle niece
nephew friend bestie partner fiance fiancee girlfriend boyfriend granddaughter grandson twin kids children girls boys
babies sons daughters grandkids grandchildren`.split(/\s+/));
// Words after which the next words are the text itself: 'named Peanut', 'the word mom', 'that says always'.
const TEXT_AFTER = new Set(`named called nicknamed name names word words says saying reads inscribed inscription spelling
spells`.split(/\s+/));
// Words after which letters follow: 'initials A.M.', 'the letter S', 'monogram KLM'.
const LETTERS_AFTER = new Set(['initial', 'initials', 'letter', 'letters', 'monogram']);
// Words that end a phrase ('with the word mom on a heart'): where the text stops.
const PHRASE_ENDS = new Set(`on in at with for a an the to of from under over above inside engraved written as and or but
charm pendant necklace bracelet earrings ring piece`.split(/\s+/));

interface Found {
  at: number;
  end: number;
  text: string;
}

const WORD = /[A-Za-z][A-Za-z'’-]*|\d+/g;

/** The texts to engrave, in the prompt's order, exactly as written (roman numerals converted). */
export function findPersonalText(prompt: string): string[] {
  const found: Found[] = [];
  const taken = (at: number, end: number) => found.some((f) => at < f.end && f.at < end);
  const add = (at: number, end: number) => {
    const text = prompt.slice(at, end).trim();
    if (text && !taken(at, end)) found.push({ at, end, text });
  };
  for (const m of prompt.matchAll(QUOTED)) {
    const inner = m[1] ?? m[2] ?? '';
    const at = m.index + m[0].indexOf(inner);
    if (inner.trim()) found.push({ at, end: at + inner.length, text: inner.trim() });
  }
  for (const re of PATTERNS) {
    for (const m of prompt.matchAll(re)) {
      if (/^\d+$/.test(m[0]) && NOT_ENGRAVED_AFTER.test(prompt.slice(0, m.index))) continue;
      add(m.index, m.index + m[0].length);
    }
  }
  findWords(prompt, found, add);
  found.sort((a, b) => a.at - b.at);
  joinNameToDates(prompt, found);
  const roman = /\broman\s+numerals?\b/i.test(prompt);
  return found.map((f) => (roman ? toRomanNumerals(f.text) : f.text));
}

/** Names, initials and phrases: the words that the words before them introduce. */
function findWords(prompt: string, found: readonly Found[], add: (at: number, end: number) => void): void {
  const quoted = prompt.replace(QUOTED, (q) => ' '.repeat(q.length));
  const words = [...quoted.matchAll(WORD)].map((m) => ({ word: m[0], lower: m[0].toLowerCase().replace(/’/g, "'"), at: m.index, end: m.index + m[0].length }));
  const gapBefore = (i: number) => (i > 0 ? quoted.slice(words[i - 1].end, words[i].at) : quoted.slice(0, words[i].at));
  const startsSentence = (i: number) => i === 0 || /[.!?]\s*$/.test(gapBefore(i)) && !/^[A-Z]\.\s*$/.test(quoted.slice(words[i - 1].at, words[i].at));
  // A capitalised word inside a sentence: a name, even one that names a subject too ('our bunny Clover', 'Leo').
  const isName = (i: number) => i < words.length && /^[A-Z][a-z'’-]+$|^[A-Z]{2,}$/.test(words[i].word) && !startsSentence(i);
  const isLetter = (i: number) => i < words.length && /^[A-Z]{1,3}$/.test(words[i].word);

  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const next = i + 1;
    if (LETTERS_AFTER.has(w.lower) && isLetter(next)) {
      // 'initials A.M. + J.T.', 'E and J', 'J & K': letters, their dots and what joins them.
      let j = next;
      while (j + 1 < words.length && (isLetter(j + 1) || (words[j + 1].lower === 'and' && isLetter(j + 2))) && /^[\s.&+]*$/.test(gapBefore(j + 1))) j++;
      add(w.end + gapBefore(next).length, words[j].end + (quoted.charAt(words[j].end) === '.' ? 1 : 0));
      i = j;
    } else if (TEXT_AFTER.has(w.lower) && next < words.length && !/[.!?;]/.test(gapBefore(next))) {
      // 'named Peanut', 'the word mom', 'that says love you more', 'names Ava and Leo'.
      let j = next;
      if (PHRASE_ENDS.has(words[j].lower) || /^\d/.test(words[j].word)) continue;
      while (j + 1 < words.length && /^\s*[&+]?\s*$/.test(gapBefore(j + 1)) && !PHRASE_ENDS.has(words[j + 1].lower) && j - next < 3) j++;
      while (j + 2 < words.length && words[j + 1].lower === 'and' && isName(j + 2)) j += 2;
      add(words[next].at, words[j].end);
      i = j;
    } else if ((RELATIONS.has(w.lower) || isAnimalWord(w.lower)) && next < words.length) {
      // 'my dog Max', 'our rescue greyhound Biscuit', 'my girls: Mia, Zoe and Ruby'.
      if (!isName(next) || /[.!?;]/.test(gapBefore(next))) continue;
      let j = next;
      while (j + 1 < words.length && isName(j + 1) && /^\s+$/.test(gapBefore(j + 1))) j++;
      if (/:\s*$/.test(gapBefore(next))) {
        for (let k = j + 1; k < words.length; k++) {
          if (isName(k) && /^\s*,\s*$|^\s+$/.test(gapBefore(k)) && (words[k - 1].lower === 'and' || /,/.test(gapBefore(k)))) j = k;
          else if (words[k].lower !== 'and') break;
        }
      }
      if (!found.some((f) => f.at <= words[next].at && words[j].end <= f.end)) add(words[next].at, words[j].end);
      i = j;
    }
  }
}

/** 'Bella 2010-2024': a name standing just before a date or span is one text with it. */
function joinNameToDates(prompt: string, found: Found[]): void {
  for (let k = 0; k < found.length; k++) {
    const before = prompt.slice(0, found[k].at).match(/(?:^|[\s,:])([A-Z][a-z]+)\s+$/);
    if (!before || !/\d/.test(found[k].text) || /^(?:est|since|born|married|from)$/i.test(before[1]) || isSubjectWord(before[1].toLowerCase())) continue;
    const at = found[k].at - before[0].length + before[0].indexOf(before[1]);
    if (found.some((f) => f !== found[k] && f.end > at && f.at < found[k].at)) continue;
    found[k] = { at, end: found[k].end, text: prompt.slice(at, found[k].end) };
  }
}

function isSubjectWord(word: string): boolean {
  return wordIndex().has(word) || /^(?:in|on|at|the|and|for|with|my|our|his|her|their|a|an|of|to|from|please|just|maybe)$/.test(word);
}

function isAnimalWord(word: string): boolean {
  const entry = wordIndex().get(word) ?? wordIndex().get(word.replace(/s$/, ''));
  return entry?.subject.category === 'pets-animals';
}

const ROMAN: [number, string][] = [[1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];

/** Every number in the text as a roman numeral, its separators kept: '6.21.2025' → 'VI.XXI.MMXXV'. */
export function toRomanNumerals(text: string): string {
  return text.replace(/\d+/g, (digits) => {
    let n = Number(digits);
    if (n < 1 || n > 3999) return digits;
    let out = '';
    for (const [value, letters] of ROMAN) while (n >= value) { out += letters; n -= value; }
    return out;
  });
}

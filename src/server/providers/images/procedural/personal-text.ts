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

/**
 * Text within double quotes (straight or curly), or within single quotes that stand apart. A mark
 * right after a figure is a second's or an inch's (40°42'46"N), not a quote.
 */
export const QUOTED = /(?<!\d)["“”]([^"“”]*)["“”]|(?<=^|\s)['‘]([^'‘’]+)['’](?=\s|$|[.,;:!?])/g;

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = '\\d{1,2}(?:st|nd|rd|th)?';
const YEAR = '(?:1[6-9]|20)\\d{2}';
/** The patterns of text a caster cuts, most specific first; each finds its text as written. */
/** Words that introduce a number to cut ('jersey 23', 'station 51', 'apartment 4B'): they name no subject either. */
export const NUMBER_INTRO = /^(?:numbers?|numbr|no|jersey|badge|station|apartment|apt|room|suite|unit|house|flat)$/i;
const SINGLE_CAPITALS = /\b(?!I\b)[A-Z]\b(?:\s*(?:,|&|\+|and)\s*\b(?!I\b)[A-Z]\b)+/g;
/** Words that ask for letters: only then are capitals written together ('K+B') initials, not a name ('D&D'), and a prompt's initials a monogram. */
export const ASKS_FOR_LETTERS = /\b(?:initials?|initals?|intials?|monogram(?:med|s)?|letters?)\b/i;
const WEEKDAY = '(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+)?';
const COORDINATES: RegExp[] = [
  // Coordinates: 40.7128° N, 74.0060° W (degrees sign and comma optional); 40°42'46"N 74°00'21"W;
  // a signed decimal pair, 37.7749, -122.4194.
  /\b\d{1,3}(?:\.\d+)?\u00b0?\s*[NS]\b,?\s*\d{1,3}(?:\.\d+)?\u00b0?\s*[EW]\b/g,
  /\b\d{1,3}\u00b0\s?\d{1,2}['\u2032]\s?\d{1,2}(?:\.\d+)?["\u2033]?\s?[NS],?\s*\d{1,3}\u00b0\s?\d{1,2}['\u2032]\s?\d{1,2}(?:\.\d+)?["\u2033]?\s?[EW]/g,
  /(?<![\d.])-?\d{1,3}\.\d{3,}\u00b0?,?\s+-?\d{1,3}\.\d{3,}\u00b0?(?![\d.])/g,
  // A latitude or longitude the words name: lat 41.8781, long -87.6298.
  /(?<=\b(?:lat|latitude|long|longitude|lng|lon)\.?:?\s+)-?\d{1,3}(?:\.\d+)?\u00b0?(?:\s*[NSEW]\b)?/gi,
];
const PATTERNS: RegExp[] = [
  // Dates with the month's name: Saturday, July 4, 1998 · June 21, 2025 · 21 June 2025 · 21st of June, 2025 · June 2025.
  new RegExp(`\\b${WEEKDAY}${MONTH}\\s+${DAY},?\\s+${YEAR}\\b|\\b${WEEKDAY}${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+${YEAR}\\b|\\b${MONTH}\\s+${YEAR}\\b`, 'gi'),
  // A time: 11:11, 7:42 am.
  /\b\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?(?![\w:])/gi,
  // Initials written with their dots: A.M., J.D., E.M.H.
  /\b(?:[A-Z]\.){2,4}(?!\w)/g,
  // Single capitals joined: E and J, J & K, K+B, L, M and S (never the pronoun I).
  SINGLE_CAPITALS,
  // Dates in figures: 06.21.2025 · 21/6/2025 · 2025-06-21 · 5.2.23.
  /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{4}[./-]\d{1,2}[./-]\d{1,2}\b/g,
  // A span of years: 1988 - 2021, 2010–2024.
  new RegExp(`\\b${YEAR}\\s*[-–—]\\s*${YEAR}\\b`, 'g'),
  // A verse: Psalm 23, John 3:16, 1 Corinthians 13:4-7.
  /\b(?:[12]\s)?(?:psalms?|proverbs|john|matthew|mark|luke|romans|corinthians|philippians|isaiah|jeremiah|joshua|genesis|ephesians|hebrews)\s+\d{1,3}(?::\d{1,3}(?:[-–]\d{1,3})?)?\b/gi,
  // What the words introduce: #12 · number 10 · numbers 3, 11 and 23 · jersey 23 · station 51 · apartment 4B.
  new RegExp(`#\\d{1,8}\\b|(?<=\\b(?:${NUMBER_INTRO.source.slice(4, -2)})\\.?\\s+)(?=[\\w-]*\\d)[\\w-]{1,10}(?:\\s*(?:,|and|&)\\s*\\d{1,4}\\b)*`, 'gi'),
  // A year on its own (est. 2019, our first home 2024), a decimal (13.1), a figure closing a clause (number, 24,).
  new RegExp(`\\b${YEAR}\\b|(?<![\\d.])\\d{1,3}\\.\\d{1,2}(?![\\d.])|(?<=[\\s,:]|^)\\d{1,8}(?=\\s*(?:[.,!?;()]|$))`, 'g'),
];
/** The words that ask for roman numerals: then the letters found are a number, never initials. */
export const ASKS_FOR_ROMAN = /\broman\s+numerals?\b/i;
/** Roman numerals as written, when the prompt speaks of them or they are long enough to be nothing else. */
const ROMAN_WRITTEN = /\b(?=[MDCLXVI]{2,}\b)M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})\b/g;
/** Words before a figure that make it no engraving: an age, a size, a count of years. */
const NOT_ENGRAVED_AFTER = /\b(?:age|aged|size|sized|turning|turned|my|our|his|her|the|a|of|for)\s*$/i;

// Relations and pets whose name follows: 'my daughter Emma', 'our dog Max', 'baby Noah'.
const RELATIONS = new Set(`dog cat puppy pup kitten kitty bunny horse pony pet baby boy girl son daughter mom mum mother mama
dad daddy father papa wife husband sister brother grandma grandmother granny nana grandpa grandfather aunt uncle niece
nephew friend bestie partner fiance fiancee girlfriend boyfriend granddaughter grandson twin twins kids children girls boys
babies sons daughters grandkids grandchildren godson goddaughter cats dogs kitties puppies pets`.split(/\s+/));
// Words after which a name follows: 'named Peanut', 'the name Ava', 'names: Olivia, Liam and Grace'.
const NAME_AFTER = new Set(['named', 'called', 'nicknamed', 'name', 'names', 'nameplate']);
// Words between a name-word and the name: 'name necklace that says', 'nameplate choker with', 'my name in script as a necklace:'.
const NAME_BRIDGE = new Set(`necklace pendant bar choker bracelet chain plate tag charm with in script cursive as a an the for
my her his our dainty custom gold silver that`.split(/\s+/));
// Words after which letters follow: 'initials A.M.', 'the letter S', 'monogram KLM' (and their slips).
const LETTERS_AFTER = new Set(['initial', 'initials', 'initals', 'intials', 'inital', 'letter', 'letters', 'monogram']);
// Words that end a name ('the word mom on a heart', 'their names underneath').
const PHRASE_ENDS = new Set(`on in at with for a an the to of from under over above inside underneath below engraved written
as and or but please too charm pendant necklace bracelet earrings ring piece`.split(/\s+/));
// Words skipped between an introducing word and the text: 'his name is Gabriel', 'initials which are H.G.W.'.
const LINKS = new Set(['is', 'are', 'was', 'which', 'will', 'be', 'of', 'my', 'our', 'his', 'her', 'their']);
// Titles written with their dot that belong to the name after them ('Ch. Windyhill Heart Of Gold', 'Dr. Patel', 'St. Jude').
const TITLES = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'st', 'mt', 'ft', 'ch', 'gch', 'sgt', 'cpl', 'capt', 'lt', 'col', 'gen', 'rev', 'fr', 'prof', 'hon']);
// Whose one is meant: after these, 'dog max' is a dog named max.
const POSSESSIVE = new Set(['my', 'our', 'his', 'her', 'their', 'your']);
// Small words that follow 'my dog' or 'my mom' without being a name: fillers ('my dog too', 'for my mom
// please'), occasions ('for my sister wedding'), a pet's things ('my dog tag', 'his collar') and endearments.
/** Words the library draws that are also everyday names for a pet or a child: after 'my dog', 'our daughter' they are the name. */
const NAMES_THAT_ARE_SUBJECTS = new Set(`daisy rose lily poppy ivy iris violet jasmine holly olive pepper ginger maple willow
clover luna bear teddy coco peanut biscuit cookie mocha oreo shadow storm sky river ruby pearl amber jade star sunny penny
juniper sage basil hazel aspen autumn summer tiger bean blossom cinnamon nutmeg pumpkin peaches mango kiwi cherry lemon`.split(/\s+/));

const NOT_A_NAME = new Set(`too also lol haha pls plz please thanks thx ty though now here there again forever always ever
today yesterday tomorrow instead rip xx xo xoxo asap maybe etc ok okay yes no sadly recently once first last next
one two three jr sr
birthday bday anniversary wedding graduation grad christmas xmas valentine valentines easter hanukkah retirement
baptism christening communion confirmation shower gift present memorial funeral promotion
tag tags collar leash bowl bed toy toys crate harness
love luv babe baby hun honey sweetie darling dear bestie`.split(/\s+/));

interface Found {
  at: number;
  end: number;
  text: string;
}

/** A text to engrave, where it stands in the prompt, as written (roman numerals converted). */
export type PersonalSpan = Found;

const WORD = /\p{L}[\p{L}'’-]*|\d+/gu;

/** The texts to engrave, in the prompt's order, exactly as written (roman numerals converted). */
export function findPersonalText(prompt: string): string[] {
  return findPersonalSpans(prompt).map((f) => f.text);
}

/** The texts to engrave with where each stands in the prompt: the subject reader leaves them alone. */
export function findPersonalSpans(prompt: string): PersonalSpan[] {
  const found: Found[] = [];
  const taken = (at: number, end: number) => found.some((f) => at < f.end && f.at < end);
  const add = (at: number, end: number) => {
    const text = prompt.slice(at, end).trim();
    const lead = prompt.slice(at, end).indexOf(text);
    if (text && !taken(at + lead, at + lead + text.length)) found.push({ at: at + lead, end: at + lead + text.length, text });
  };
  for (const m of prompt.matchAll(QUOTED)) {
    const inner = m[1] ?? m[2] ?? '';
    const at = m.index + m[0].indexOf(inner);
    if (inner.trim()) add(at, at + inner.length);
  }
  for (const re of COORDINATES) for (const m of prompt.matchAll(re)) add(m.index, m.index + m[0].length);
  const roman = ASKS_FOR_ROMAN.test(prompt);
  const letters = ASKS_FOR_LETTERS.test(prompt);
  const patterns = roman ? [ROMAN_WRITTEN, /\b\d{1,4}(?:st|nd|rd|th)\b/g, ...PATTERNS] : [...PATTERNS, ROMAN_WRITTEN];
  for (const re of patterns) {
    for (const m of prompt.matchAll(re)) {
      if (re === ROMAN_WRITTEN && !roman && m[0].length < 4) continue;
      if (re === SINGLE_CAPITALS && !letters && !/\s/.test(m[0])) continue;
      if (/^\d+$/.test(m[0]) && !new RegExp(`^${YEAR}$`).test(m[0]) && NOT_ENGRAVED_AFTER.test(prompt.slice(0, m.index))) continue;
      add(m.index, m.index + m[0].length);
    }
  }
  findWords(prompt, found, add);
  found.sort((a, b) => a.at - b.at);
  joinNameToDates(prompt, found);
  joinRanges(prompt, found);
  const spans = found.map((f) => ({ ...f, text: roman ? toRomanNumerals(f.text.replace(/(\d)(?:st|nd|rd|th)\b/g, '$1')) : f.text }));
  // The same text twice ('roman numeral XII for our 12th') is cut once.
  return spans.filter((f, i) => spans.findIndex((g) => g.text === f.text) === i);
}

/** Names and initials: the words that the words before them introduce. */
/**
 * Phrases: 'the words always with you', 'that says to the moon & back', 'engraved with be brave', to the
 * end of the clause or to where the words say where it goes ('on a heart', 'underneath').
 */
function findPhrases(prompt: string, quoted: string, found: readonly Found[], add: (at: number, end: number) => void): void {
  for (const m of quoted.matchAll(/\b(?:words?|says|saying|reads|inscribed(?: with)?|inscription|spelling|spells|eng[ar]{2}ved with|engrave|motto,?|quote,?)[ \t]+/gi)) {
    const from = m.index + m[0].length;
    // 'engrave "…" on a heart': the quote was the phrase.
    if (/["“”‘’']/.test(prompt.slice(m.index, from)) || found.some((f) => f.at <= from && from < f.end)) continue;
    const rest = quoted.slice(from);
    const stop = rest.search(/[.,;!?()"“”]|\s[-–—]\s|(?:^|\s)(?:on|in|at|across|along|inside|onto)\s(?:a|an|the|it|its|his|her|my|our|one|each|both|top)\b|(?:^|\s)(?:underneath|below|beneath|please|engraved|written)\b|$/i);
    const text = rest.slice(0, stop).trim();
    if (!text || /^(?:a|an|the|it|this|that|on|in)$/i.test(text) || /^(?:something|anything|what|their|his|her|my|our)\b/i.test(text)) continue;
    // 'spells out Luca': the words before the text say how, not what; so do 'engraved with the name
    // Max' and 'with her initials E.J.'.
    const lead = text.match(/^(?:out|in|as)\s+|^(?:the|her|his|their|our|my|a)\s+(?:names?|initials?|dates?|words?|numbers?|years?)\s+(?:of\s+)?/i)?.[0] ?? '';
    if (lead.length >= text.length) continue;
    add(from + lead.length, from + text.length);
  }
}

function findWords(prompt: string, found: readonly Found[], add: (at: number, end: number) => void): void {
  const quoted = prompt.replace(QUOTED, (q) => ' '.repeat(q.length));
  findPhrases(prompt, quoted, found, add);
  const words = [...quoted.matchAll(WORD)].map((m) => ({ word: m[0], lower: m[0].toLowerCase().replace(/’/g, "'"), at: m.index, end: m.index + m[0].length }));
  const gapBefore = (i: number) => (i > 0 ? quoted.slice(words[i - 1].end, words[i].at) : quoted.slice(0, words[i].at));
  // After initials ('A.M.') or a title ('Ch.', 'Dr.') a dot ends no sentence.
  const afterTitle = (i: number) => i > 0 && TITLES.has(words[i - 1].lower) && /^\p{Lu}/u.test(words[i - 1].word) && /^\.\s+$/.test(gapBefore(i));
  const startsSentence = (i: number) => i === 0 || (/[.!?]\s*$/.test(gapBefore(i)) && !/^\p{Lu}\.\s*$/u.test(quoted.slice(words[i - 1].at, words[i].at)) && !afterTitle(i));
  // A capitalised word inside a sentence: a name, even one that names a subject too ('our bunny Clover', 'Leo').
  const isName = (i: number) => i < words.length && /^\p{Lu}[\p{Ll}'’-]+$|^\p{Lu}{2,}$/u.test(words[i].word) && !startsSentence(i) && !/^I['’]|^(?:Hi|Hello|Hey|Thanks|Thank|Please|Dear)$/.test(words[i].word);
  // A capital or two to four of them ('R', 'MEG'), or a small letter with its dot ('c.j.').
  const isLetter = (i: number) => i < words.length && /^\p{L}{1,4}$/u.test(words[i].word) && (words[i].word === words[i].word.toUpperCase() || (words[i].word.length === 1 && quoted.charAt(words[i].end) === '.'));
  const inFound = (i: number) => found.some((f) => f.at <= words[i].at && words[i].end <= f.end);
  const skipLinks = (i: number) => {
    let j = i;
    while (j < words.length && LINKS.has(words[j].lower) && !/[.!?;]/.test(gapBefore(j))) j++;
    return j;
  };
  /** From the name at i, the names joined to it by commas, '&' or 'and': 'Mia, Zoe and Ruby', 'Mila & Jonah'. */
  const nameList = (i: number) => {
    let j = i;
    while (j + 1 < words.length && isName(j + 1) && (/^\s+$/.test(gapBefore(j + 1)) || afterTitle(j + 1))) j++;
    for (let k = j + 1; k < words.length; k++) {
      if (words[k].lower === 'and' && isName(k + 1) && /^\s+$/.test(gapBefore(k))) continue;
      if (isName(k) && (/^\s*[,&]\s*$/.test(gapBefore(k)) || (words[k - 1].lower === 'and' && /^\s+$/.test(gapBefore(k))))) j = k;
      else break;
    }
    return j;
  };

  /** A word in small letters that can only be a name: no subject, no common word, not a verb's form, the end of its clause. */
  const isSmallName = (i: number) => {
    if (i >= words.length || inFound(i) || !/^\s*,?\s*$/.test(gapBefore(i))) return false;
    const { word, lower } = words[i];
    const subject = isSubjectWord(lower) && !NAMES_THAT_ARE_SUBJECTS.has(lower);
    if (!/^\p{Ll}[\p{Ll}'’-]+$/u.test(word) || [NOT_A_NAME, RELATIONS, NAME_AFTER, LETTERS_AFTER, LINKS, PHRASE_ENDS].some((set) => set.has(lower)) || subject || /(?:ing|ed|ly|'s)$/.test(lower)) return false;
    if (i === words.length - 1) return true;
    return /^\s*[,.;:!?)]/.test(quoted.slice(words[i].end, words[i + 1].at)) || ['who', 'whose'].includes(words[i + 1].lower);
  };
  const asksLetters = ASKS_FOR_LETTERS.test(prompt);
  const asksNames = /\bname(?:s|plate)?\b/i.test(prompt);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (inFound(i)) continue;
    // 'initial earrings, a tiny R in each ear', 'just a G in a pretty serif font': a lone capital is the letter.
    if (asksLetters && /^[A-Z]$/.test(w.word) && w.word !== 'I' && !(w.word === 'A' && startsSentence(i))) {
      add(w.at, w.end);
      continue;
    }
    // 'lowercase initial charm: b': a small letter set off by a colon or a comma, when the words ask for a small one.
    if (asksLetters && /\blower[- ]?case\b/i.test(prompt) && /^\p{Ll}$/u.test(w.word) && /[:,]\s*$/.test(gapBefore(i))) {
      add(w.at, w.end);
      continue;
    }
    // 'a name bar, Eleanor', 'two names joined in script, Sam & Alex', 'in all caps, BROOKLYN': in a prompt
    // about names, the names after a comma or a colon.
    if (asksNames && isName(i) && /[,:]\s*$/.test(gapBefore(i))) {
      const j = nameList(i);
      add(w.at, words[j].end);
      i = j;
      continue;
    }
    // 'a heart locket with Mom engraved inside': the name before 'engraved'.
    if (isName(i) && words[i + 1]?.lower === 'engraved' && /^\s+$/.test(gapBefore(i + 1))) {
      add(w.at, w.end);
      continue;
    }
    if (LETTERS_AFTER.has(w.lower)) {
      // 'initials A.M. + J.T.', 'initials which are H.G.W.', 'initals c.j.', 'monogram of my initals MEG'.
      let next = skipLinks(i + 1);
      // 'initial charm: b': the letter after a colon that closes the words asking for it, in its own case.
      let k = next;
      while (k < words.length && NAME_BRIDGE.has(words[k].lower) && !/[.!?;:]/.test(gapBefore(k))) k++;
      const afterColon = k < words.length && /^\p{L}$/u.test(words[k].word) && /:\s*$/.test(gapBefore(k)) && /^\s*(?:[,.;!?]|$)/.test(quoted.slice(words[k].end));
      if (afterColon) next = k;
      if ((!afterColon && !isLetter(next)) || inFound(next)) continue;
      let j = next;
      while (j + 1 < words.length && (isLetter(j + 1) || (words[j + 1].lower === 'and' && isLetter(j + 2))) && /^[\s.&+,]*$/.test(gapBefore(j + 1))) j++;
      add(words[next].at, words[j].end + (quoted.charAt(words[j].end) === '.' ? 1 : 0));
      i = j;
    } else if (NAME_AFTER.has(w.lower)) {
      // 'named Peanut', 'a puppy named biscuit', 'his name is Gabriel', 'the kids names: Olivia, Liam and Grace',
      // 'nameplate necklace, Jasmine', 'a name bar, Eleanor', 'my name in script as a necklace: Isabella'.
      let next = skipLinks(i + 1);
      if (/^name(?:s|plate)?$/.test(w.lower)) {
        let k = next;
        while (k < words.length && NAME_BRIDGE.has(words[k].lower) && !/[.!?;]/.test(gapBefore(k))) k++;
        if (k > next && isName(k) && !/[.!?;]/.test(gapBefore(k))) next = k;
      }
      if (next >= words.length || /[.!?;]/.test(gapBefore(next)) || PHRASE_ENDS.has(words[next].lower) || inFound(next)) continue;
      if (!isName(next) && !/^named|called|nicknamed$/.test(w.lower)) continue;
      const j = isName(next) ? nameList(next) : next;
      add(words[next].at, words[j].end);
      i = j;
    } else if ((RELATIONS.has(w.lower) || isAnimalWord(w.lower)) && isName(i + 1) && !/[.!?;]/.test(gapBefore(i + 1)) && !inFound(i + 1)) {
      // 'my dog Max', 'our rescue greyhound Biscuit', 'my girls: Mia, Zoe and Ruby', 'the twins, Mila & Jonah'.
      const j = nameList(i + 1);
      add(words[i + 1].at, words[j].end);
      i = j;
    } else if ((RELATIONS.has(w.lower) || isAnimalWord(w.lower)) && i > 0 && POSSESSIVE.has(words[i - 1].lower) && isSmallName(i + 1)) {
      // 'my dog max, a jack russell', 'for my daughter emma': a name written in small letters is still the name,
      // when it stands alone after whose one is meant and closes the clause.
      add(words[i + 1].at, words[i + 1].end);
      i++;
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

/** '4/22/1948 – 11/2/2023', 'A.M. + J.T.': two dates with a dash, or two initials with a '+', between are one span. */
function joinRanges(prompt: string, found: Found[]): void {
  for (let k = found.length - 1; k > 0; k--) {
    const between = prompt.slice(found[k - 1].end, found[k].at);
    const dates = /^\s*[-–—]\s*$/.test(between) && /\d/.test(found[k - 1].text) && /\d/.test(found[k].text);
    const initials = /^\s*(?:[+&]|and)\s*$/.test(between) && /^[A-Z.]+$/.test(found[k - 1].text) && /^[A-Z.]+$/.test(found[k].text);
    if (dates || initials) {
      found.splice(k - 1, 2, { at: found[k - 1].at, end: found[k].end, text: prompt.slice(found[k - 1].at, found[k].end) });
    }
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

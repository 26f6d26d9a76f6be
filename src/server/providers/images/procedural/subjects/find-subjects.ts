/**
 * The subjects a prompt names (issue 22, point 2), read by the shop's own tokenizer against the
 * subject library: longest phrase first ('sea turtle', 'eiffel tower', "chef's knife"), plurals and
 * possessives undone ('wolves', 'geese', "dog's"), in prompt order, each subject once, in the
 * customer's own words. The text to engrave (personal-text.ts: quotes, my dog Max, for my daughter Emma,
 * with the word mom) are left alone: neither becomes a subject.
 */
import { findPersonalSpans, NUMBER_INTRO, QUOTED } from '../personal-text';
import { isRealWord, longestPhrase, wordIndex, type WordEntry } from './library';
import { mayBeMisspelt, slips } from './spelling';
import type { FoundSubject } from './types';

interface Token {
  /** Lower case, curly apostrophes made straight. */
  word: string;
  at: number;
  end: number;
  capital: boolean;
  /** First word of a sentence (a capital there says nothing). */
  starts: boolean;
  /** Punctuation or a quote stands between this token and the one before. */
  broken: boolean;
  /** Part of a name or an engraving: never a subject. */
  name?: true;
  /** A dash stands between this token and the one before ('… meet' - could you put that on a wrench'). */
  dashed?: true;
  /** Said about someone or something else ('for our cabin', 'who kept a lighthouse'): nothing there is drawn. */
  aside?: true;
}

const TOKEN = /[A-Za-z0-9]+(?:['’][A-Za-z]+)*['’]?/g;

// Words that are never a subject on their own, whatever WordNet files them under.
const FUNCTION_WORDS = new Set(`a an the and or but nor with without on onto upon in into inside within of off for to from
at by as over under above below beneath around round about across along among between behind beside besides beyond near
next through toward towards up down out outside i me my mine we us our you your he him his she her hers it its they them
their this that these those is are was were be been being am has have had do does did will would can could should may might
must shall not no yes so very too just also only even like unlike than then there here all any some each every both either
neither one two three four five six seven eight nine ten who whom whose which what when where why how`.split(/\s+/));

// Metals and finishes: 'a heart in rose gold' names a heart, not a rose.
const METAL_PHRASES = ['rose gold', 'white gold', 'yellow gold', 'sterling silver', 'two tone', 'tri tone'];
// Words that describe the next subject rather than add one: 'an orange cat', 'a baby elephant'.
const DESCRIBES = new Set(`orange lime olive lavender rose peach cherry lilac violet coral ivory amber jade ruby emerald
sapphire pearl copper bronze cream chocolate honey salmon mint sage plum wine navy teal turquoise indigo baby mama mother
papa father momma daddy mommy`.split(/\s+/));
// Broad words that, right after a subject, name it again: 'lotus flower', 'oak tree', 'beagle puppy'.
const HEAD_WORDS = new Set(`flower flowers blossom blossoms bloom tree trees bird birds dog dogs puppy puppies pup cat cats
kitty kitten fish plant plants bush horse pony shell shells branch branches sprig sprigs twig twigs stem stems`.split(/\s+/));
// 'a branch of coral', 'a sprig of olive': the portion names no subject of its own.
// The words that make a colour word before them a plant's name ('lavender sprig', 'peach blossom').
const PLANT_HEADS = new Set(['flower', 'flowers', 'blossom', 'blossoms', 'bloom', 'sprig', 'sprigs', 'branch', 'twig', 'stem']);
const PORTIONS = new Set(['branch', 'sprig', 'twig', 'stem', 'bunch', 'piece', 'slice', 'handful']);
// 'a cup of tea', 'a glass of wine': the drink is in the vessel, which is what is drawn.
const VESSELS = new Set(['cup', 'mug', 'glass', 'bottle', 'teacup']);

// A zodiac sign's own emblem named with it is the sign drawn ('taurus bull', 'libra scales', 'pisces, two fish').
const SIGN_EMBLEMS: Record<string, string[]> = {
  aries: ['ram'], taurus: ['bull'], gemini: ['twin'], cancer: ['crab'], leo: ['lion'], virgo: ['maiden'],
  libra: ['scale'], scorpio: ['scorpion'], sagittarius: ['bow', 'centaur'], capricorn: ['goat'], pisces: ['fish'],
};
// The young of an animal named before ('an elephant with its calf', 'hen and chicks', 'a dog and her puppies').
const YOUNG = new Set(`calf calves cub cubs foal foals fawn fawns joey joeys chick chicks pup pups puppy puppies kit kits kitten
kittens baby babies young`.split(/\s+/));
const NUMBERS = new Set('one two three four five six seven eight nine ten'.split(' '));
// The words for a number: a subject right before one says which number it is ('angel number', 'jersey numbers').
const NUMBER_WORDS = /^(?:numbers?|numbr|nums?)$/;
// Words that come before a place's own name ('Mount Rainier', 'Mt. Hood', 'Lake Tahoe').
const NAMED_PLACE = new Set(['mount', 'mt', 'lake', 'loch', 'isle', 'fort']);
const CONSTELLATION = /\bconstellations?\b/i;
// Phrases that name no subject, though a word in them does ('my star sign' is no star).
const NOT_SUBJECTS = [
  'star sign', 'sun sign', 'birth month', 'safe travels', 'safe travel', 'dog tag', 'dog tags', 'horizontal bar', 'vertical bar',
  'all caps', 'phone number', 'square tag', 'rectangle tag', 'flat signet',
];
// A part of a subject named before it ('an eagle with its wings spread', 'a cat with blue eyes', 'a heart on the door').
const PARTS = new Set(['wing', 'eye', 'tail', 'seed', 'horn', 'antler', 'claw', 'feather', 'petal']);
const BUILDING_PARTS = new Set(['door', 'window', 'roof', 'chimney', 'porch']);
const BUILDINGS = new Set(['house', 'cabin', 'cottage', 'barn', 'church', 'castle', 'lighthouse', 'tower', 'chapel', 'hut']);
// 'for our cabin', 'from our beach wedding': who or what the piece is for, not what it shows.
const POSSESSIVES = new Set(['my', 'our', 'his', 'her', 'their', 'your']);
// A clause about the person a piece is for starts with these ('she sings in the school choir').
const PERSON = new Set(['she', 'he', 'they', "she's", "he's", "they're"]);
// What the person loves is what to draw ('she loves her garden', 'he is obsessed with trains').
const LIKES = /^(?:(?:loves?|loved|loving|adores?|adored|likes?|liked|enjoys?|enjoyed|collects?|collected|prefers?|wants?|wanted|misses|missed)\b|(?:is|was|are|were|'s|'re)? ?(?:obsessed|into|crazy|mad|a fan|fond)\b)/;
// The prepositions of a place where someone does something ('in the school choir', 'at the hospital').
const PLACES = new Set(['in', 'at', 'from', 'to', 'into', 'near', 'inside']);
const MODALS = new Set(['can', 'could', 'will', 'would', 'may', 'might', 'should']);
// Words after a comma that turn from the person back to the piece ('…, so maybe two cats').
const TURNS_BACK = new Set(['so', 'but', 'could', 'can', 'would', 'maybe', 'please', 'and']);
// 'our baby girl', 'baby Noah': a baby named or called a girl or a boy is a person, not a subject.
const PERSON_AFTER_BABY = new Set(['girl', 'boy', "girl's", "boy's", 'girls', 'boys']);

const IRREGULAR: Record<string, string> = {
  mice: 'mouse', geese: 'goose', teeth: 'tooth', feet: 'foot', children: 'child', oxen: 'ox', lice: 'louse',
  women: 'woman', men: 'man', people: 'person', cacti: 'cactus', fungi: 'fungus', octopi: 'octopus', hooves: 'hoof',
  leaves: 'leaf', knives: 'knife', wives: 'wife', lives: 'life', loaves: 'loaf', halves: 'half', calves: 'calf',
  elves: 'elf', wolves: 'wolf', shelves: 'shelf', thieves: 'thief', scarves: 'scarf', dice: 'die',
};

/** The forms a written word may be the plural or possessive of, the word itself first. */
function forms(word: string): string[] {
  const w = word.replace(/'$/, '').replace(/'s$/, '');
  const out = [word, w];
  if (IRREGULAR[w]) out.push(IRREGULAR[w]);
  if (w.length > 4 && w.endsWith('ies')) out.push(`${w.slice(0, -3)}y`);
  if (w.length > 4 && w.endsWith('ves')) out.push(`${w.slice(0, -3)}f`, `${w.slice(0, -3)}fe`);
  if (w.length > 3 && /(s|x|z|ch|sh|o)es$/.test(w)) out.push(w.slice(0, -2));
  if (w.length > 2 && w.endsWith('s') && !w.endsWith('ss')) out.push(w.slice(0, -1));
  return [...new Set(out)];
}

function tokenize(prompt: string): Token[] {
  const text = prompt.replace(QUOTED, (q) => ' '.repeat(q.length));
  const tokens: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index;
    const gap = text.slice(last, at);
    tokens.push({
      word: m[0].replace(/’/g, "'").toLowerCase(),
      at,
      end: at + m[0].length,
      capital: /^[A-Z]/.test(m[0]),
      starts: tokens.length === 0 || /[.!?]/.test(gap),
      broken: tokens.length > 0 && /[^\s-]/.test(gap),
      ...(/\s[-–—]\s/.test(gap) ? { dashed: true as const } : {}),
    });
    last = at + m[0].length;
  }
  // The text to engrave ('my dog Max', 'my girls: Mia, Zoe and Ruby', 'initials B.B.', '11:11') is never a
  // subject, nor the word that introduces a number ('jersey 23').
  const spans = findPersonalSpans(prompt);
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    const introduces = next && NUMBER_INTRO.test(t.word) && spans.some((s) => s.at === next.at);
    if (introduces || spans.some((s) => t.at < s.end && s.at < t.end)) t.name = true;
  });
  markAsides(tokens, spans);
  return tokens;
}

/**
 * The words that say who or what a piece is for, or where its coordinates point, rather than what it
 * shows: a phrase after 'for' ('for our cabin', 'for a new lawyer'), or after 'from' and a possessive
 * ('from our beach wedding'); a clause after 'who' ('my father who was a keeper on the coast') or 'said',
 * to the end of its sentence or a dash; the place coordinates are of ('the coordinates of the hospital',
 * '…° W, the family farm', '(cape cod)').
 */
function markAsides(tokens: Token[], spans: readonly { at: number; end: number; text: string }[]): void {
  const coordinates = spans.filter((s) => /\u00b0|\d\.\d{3,}/.test(s.text) && !/\d[./-]\d{1,2}[./-]\d/.test(s.text));
  // The place a pair of coordinates names follows it ('…° W, key west!', '(cape cod)', 'from our trip to Iceland').
  const afterCoordinates = new Set(coordinates.map((c) => tokens.findIndex((u) => u.at >= c.end)));
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const clause = (from: number) => {
      for (let j = from; j < tokens.length && !tokens[j].starts && !tokens[j].dashed; j++) tokens[j].aside = true;
    };
    if (t.word === 'who' || t.word === 'whose' || ((t.word === 'say' || t.word === 'said') && !tokens[i + 1]?.name)) {
      clause(i + 1);
    } else if (PERSON.has(t.word) && (t.starts || t.broken) && tokens[i + 1] && !LIKES.test(tokens.slice(i + 1, i + 3).map((u) => u.word).join(' '))) {
      // 'Harper, she sings in the school choir': where the person does what they do is not drawn, from the
      // place's preposition to the clause's end or to the words that turn back to the piece ('…, so maybe a
      // music note'); what they do and what they love may be ('he plays baseball', 'she loves her garden').
      let place = false;
      for (let j = i + 1; j < tokens.length && !tokens[j].starts && !tokens[j].dashed && !(tokens[j].broken && TURNS_BACK.has(tokens[j].word)); j++) {
        place ||= PLACES.has(tokens[j].word);
        if (place) tokens[j].aside = true;
      }
    } else if (PERSON.has(t.word) && MODALS.has(tokens[i + 1]?.word ?? '')) {
      // 'a thin bar he can wear under his shirt': how the person will wear it, to the end of its clause.
      for (let j = i + 1; j < tokens.length && !tokens[j].broken; j++) tokens[j].aside = true;
    } else if (/^(?:coordinates?|coords?|cordinates?|coordnates?|gps|location)$/.test(t.word)) {
      for (let j = i + 1; j < tokens.length && !tokens[j].starts && !tokens[j].name && tokens[j].word !== 'with'; j++) tokens[j].aside = true;
    } else if (afterCoordinates.has(i)) {
      for (let j = i; j < tokens.length && !tokens[j].starts && !/^(?:with|and|plus|on)$/.test(tokens[j].word); j++) tokens[j].aside = true;
    } else if (t.word === 'for' || (t.word === 'from' && POSSESSIVES.has(tokens[i + 1]?.word ?? ''))) {
      for (let j = i + 1; j < tokens.length && !tokens[j].broken; j++) {
        const w = tokens[j].word;
        if (FUNCTION_WORDS.has(w) && !POSSESSIVES.has(w) && !/^(a|an|the)$/.test(w)) break;
        tokens[j].aside = true;
      }
    }
  }
}

/** The library's entry for tokens[i..j), trying the written words, then the last one's singular. */
function lookup(tokens: Token[], i: number, j: number, words: ReadonlyMap<string, WordEntry>): WordEntry | undefined {
  const head = tokens.slice(i, j - 1).map((t) => t.word);
  for (const last of forms(tokens[j - 1].word)) {
    const entry = words.get([...head, last].join(' '));
    if (entry) return entry;
  }
  return undefined;
}

export function findSubjects(prompt: string): FoundSubject[] {
  const words = wordIndex();
  const longest = longestPhrase();
  const tokens = tokenize(prompt);
  const found: (FoundSubject & { last: number })[] = [];
  const numbered: (FoundSubject & { last: number })[] = [];
  let i = 0;
  while (i < tokens.length) {
    const start = i;
    const skip = notSubject(tokens, start);
    if (skip) {
      i += skip;
      continue;
    }
    const read = tokens[start].name ? undefined : longestAt(tokens, start, longest, words) ?? elided(tokens, start, found, words) ?? misspelt(tokens, start, words);
    const hit = read && withProperName(tokens, start, read, prompt);
    i = hit ? hit.end : start + (isMetal(tokens, start) ? 2 : 1);
    const parent = youngOf(tokens, start, hit?.entry.subject.id, found);
    if (parent) {
      found.push({ ...parent, words: tokens[start].word, at: tokens[start].at, last: start, young: true });
      continue;
    }
    if (!hit) continue;
    // Who or what the piece is for is not drawn, an animal included ('a bone for my dog', 'for our kitty Mochi');
    // nor a place named for its coordinates ('our cabin coordinates'), nor a single letter ('initial charm: b').
    if (tokens[start].aside || /^(?:coordinates?|coords?|location)$/.test(tokens[hit.end]?.word ?? '') || tokens[start].word.length === 1) continue;
    const next = tokens[hit.end];
    if (PORTIONS.has(tokens[start].word) && next?.word === 'of') continue;
    // 'an angel number', 'our kids jersey numbers', 'his softball number': the word says which number;
    // drawn only when nothing else is ('basketball number 23' is a basketball).
    if (next && !next.broken && NUMBER_WORDS.test(next.word)) {
      numbered.push({ subject: hit.entry.subject, match: hit.entry.match, words: prompt.slice(tokens[start].at, tokens[hit.end - 1].end), at: tokens[start].at, last: hit.end - 1 });
      continue;
    }
    // "my show dog's full registered name": whose name it is, not a subject.
    if (hit.entry.subject.category === 'pets-animals' && /s$|'s$/.test(tokens[hit.end - 1].word) && namesFollow(tokens, hit.end, words)) continue;
    const vessel = tokens[start - 2];
    if (vessel && VESSELS.has(vessel.word) && tokens[start - 1].word === 'of' && hit.entry.subject.category === 'sports-hobbies') continue;
    // 'an orange cat': the cat is the subject, orange its colour; but 'lavender sprig' is lavender.
    if (DESCRIBES.has(tokens[start].word) && hit.end === start + 1 && next && !next.broken && !next.name && !PLANT_HEADS.has(next.word) && lookup(tokens, hit.end, hit.end + 1, words)) {
      continue; // 'an orange cat': the cat is the subject, orange its colour
    }
    const words_ = hit.words ?? prompt.slice(tokens[start].at, tokens[hit.end - 1].end);
    const prev = found[found.length - 1];
    if (prev && prev.last === start - 1 && !tokens[start].broken) {
      // 'lotus flower', 'beagle puppy': a broad word right after a subject names the same thing.
      const same = prev.subject.id === hit.entry.subject.id;
      if (same || (HEAD_WORDS.has(tokens[start].word) && prev.subject.category === hit.entry.subject.category)) {
        prev.words = prompt.slice(prev.at, tokens[hit.end - 1].end);
        prev.last = hit.end - 1;
        continue;
      }
    }
    const again = found.find((f) => f.subject.id === hit.entry.subject.id);
    if (again) {
      // 'my dog max, a jack russell': the same subject named again as a kind of it names it in the closer words.
      if (again === prev && hit.entry.match === 'kind' && again.match === 'exact' && forms(again.words.toLowerCase()).includes(again.subject.id)) {
        Object.assign(again, { words: words_, at: tokens[hit.from ?? start].at, last: hit.end - 1, match: hit.entry.match });
      }
      continue;
    }
    if (hit.entry.subject.id === 'baby' && next && (next.name || PERSON_AFTER_BABY.has(next.word))) continue;
    // 'a witch's broom': the owner says whose the thing is; the thing is the subject.
    if (prev && prev.last === start - 1 && tokens[prev.last].word.endsWith("'s") && !tokens[start].broken) found.pop();
    found.push({ subject: hit.entry.subject, match: hit.entry.match, words: words_, at: tokens[hit.from ?? start].at, last: hit.end - 1, ...(hit.proper ? { proper: true as const } : {}) });
  }
  if (!found.length && numbered.length) found.push(numbered[0]);
  // A part named after the creature or plant it belongs to is that subject's, not one of its own.
  const living = found.findIndex((f) => f.subject.category === 'pets-animals' || f.subject.category === 'nature-elements');
  // Only the part by its own name ('its wings'), not a thing named for another ('fairy wings').
  const bare = (f: FoundSubject) => forms(f.words.toLowerCase()).includes(f.subject.id);
  for (let k = found.length - 1; k > living && living >= 0; k--) if (PARTS.has(found[k].subject.id) && bare(found[k])) found.splice(k, 1);
  const building = found.findIndex((f) => BUILDINGS.has(f.subject.id));
  for (let k = found.length - 1; k > building && building >= 0; k--) if (BUILDING_PARTS.has(found[k].subject.id)) found.splice(k, 1);
  const emblems = new Set(found.flatMap((f) => SIGN_EMBLEMS[f.subject.id] ?? []));
  // 'my gemini constellation', 'the constellation Leo': a sign named with the word is its stars.
  const sky = CONSTELLATION.test(prompt);
  return found.filter((f) => !emblems.has(f.subject.id)).map(({ last: _last, ...f }) => {
    const stars = sky ? words.get(`${f.subject.id} constellation`) : undefined;
    return stars ? { ...f, subject: stars.subject, match: stars.match } : f;
  });
}

/** Within a few words, before any subject or break, 'name' follows: "my dog's full registered name", 'my dogs name'. */
function namesFollow(tokens: Token[], from: number, words: ReadonlyMap<string, WordEntry>): boolean {
  for (let k = from; k < Math.min(tokens.length, from + 4); k++) {
    if (tokens[k].broken || tokens[k].name) return false;
    if (tokens[k].word === 'name' || tokens[k].word === 'names') return true;
    if (FUNCTION_WORDS.has(tokens[k].word) || lookup(tokens, k, k + 1, words)) return false;
  }
  return false;
}

/**
 * 'Mount Rainier', 'Mt. Hood': the capitalised words after a word that comes before a place's own name
 * are that name; the subject is drawn as its everyday form and named in the customer's words.
 */
function withProperName(tokens: Token[], start: number, hit: Hit, prompt: string): Hit {
  if (!NAMED_PLACE.has(tokens[hit.end - 1].word)) return hit;
  let end = hit.end;
  // 'Mt. Hood', 'Mount St. Helens': the dot of an abbreviation ends no sentence.
  const abbreviated = (k: number) => /^\.\s+$/.test(prompt.slice(tokens[k - 1].end, tokens[k].at)) && /^(?:mt|st|ft)$/.test(tokens[k - 1].word);
  const joined = (k: number) => (!tokens[k].broken && !tokens[k].starts) || abbreviated(k);
  while (end < tokens.length && end - hit.end < 3 && tokens[end].capital && !tokens[end].name && joined(end)) end++;
  if (end === hit.end) return hit;
  return { ...hit, end, words: prompt.slice(tokens[hit.from ?? start].at, tokens[end - 1].end), entry: { ...hit.entry, match: 'kind' }, proper: true };
}

/** The longest phrase from tokens[start] the library knows, within one clause and outside names. */
function longestAt(tokens: Token[], start: number, longest: number, words: ReadonlyMap<string, WordEntry>): Hit | undefined {
  // A number may start a subject's name ('four leaf clover'); no other function word does.
  if ((FUNCTION_WORDS.has(tokens[start].word) && !NUMBERS.has(tokens[start].word)) || isMetal(tokens, start)) return undefined;
  let end = start + 1;
  while (end < tokens.length && end - start < longest && !tokens[end].broken && !tokens[end].name) end++;
  for (let j = end; j > start; j--) {
    const entry = lookup(tokens, start, j, words);
    if (entry) return { entry, end: j };
  }
  return undefined;
}

/**
 * The animal tokens[start] names the young of: the last animal named, when the word is its young or a
 * baby and stands apart from it ('a beagle puppy' is one dog, 'a dog and her puppies' two).
 */
function youngOf(tokens: Token[], start: number, subject: string | undefined, found: readonly (FoundSubject & { last: number })[]) {
  const t = tokens[start];
  if (!YOUNG.has(t.word) || t.name || found.some((f) => f.young)) return undefined;
  const parent = [...found].reverse().find((f) => f.subject.category === 'pets-animals');
  if (!parent || parent.last === start - 1) return undefined;
  return subject === undefined || subject === parent.subject.id || subject === 'baby' ? parent : undefined;
}

interface Hit {
  entry: WordEntry;
  end: number;
  words?: string;
  /** A slip that ends a two-word name ('treble cleff') starts a token early. */
  from?: number;
  /** The words include a place's own name ('Mount Rainier'). */
  proper?: true;
}

/** How many tokens from tokens[start] make a phrase that names no subject, or 0. */
function notSubject(tokens: Token[], start: number): number {
  for (const phrase of NOT_SUBJECTS) {
    const n = phrase.split(' ').length;
    if (tokens.slice(start, start + n).map((t) => t.word).join(' ') === phrase) return n;
  }
  return 0;
}

/**
 * A word that finishes a subject named just before ('a baseball bat and ball', 'a tennis racket and
 * ball'): the earlier subject's first word and this one make a subject the library draws.
 */
function elided(tokens: Token[], start: number, found: readonly FoundSubject[], words: ReadonlyMap<string, WordEntry>): Hit | undefined {
  if (!/^(and|&|with)$/.test(tokens[start - 1]?.word ?? '') || FUNCTION_WORDS.has(tokens[start].word)) return undefined;
  for (const f of found) {
    const first = f.words.toLowerCase().split(/\s+/)[0];
    if (first === f.words.toLowerCase()) continue;
    // 'a baseball bat and ball': the first word is itself the ball.
    const own = words.get(first);
    if (first.endsWith(tokens[start].word) && own && own.subject.id !== f.subject.id) return { entry: own, end: start + 1, words: first };
    for (const w of forms(tokens[start].word)) {
      const entry = words.get(`${first} ${w}`);
      if (entry && entry.subject.id !== f.subject.id) return { entry, end: start + 1, words: entry.subject.id };
    }
  }
  return undefined;
}

/**
 * A misspelt name of a subject ('hummingbrid', 'sunflwer', 'elefant', 'treble cleff'): a word the
 * library does not know and no real English word, one letter off a subject's word or with 'ph'
 * written 'f' (spelling.ts). Among several subjects, a doubled letter undone or two letters swapped
 * wins ('cleff' is 'clef', not 'cleft'); a slip that ends a two-word name reads as that name.
 */
function misspelt(tokens: Token[], start: number, words: ReadonlyMap<string, WordEntry>): Hit | undefined {
  const t = tokens[start];
  if (t.capital || !mayBeMisspelt(t.word) || FUNCTION_WORDS.has(t.word) || isRealWord(t.word)) return undefined;
  const known = (c: string) => {
    const entry = words.get(c);
    return entry && entry.match !== 'nearest' ? entry : undefined;
  };
  let hits = [...slips(t.word)].flatMap(([c, likely]) => {
    const entry = known(c);
    return entry ? [{ c, entry, likely }] : [];
  });
  if (new Set(hits.map((h) => h.entry.subject.id)).size > 1) hits = hits.filter((h) => h.likely);
  if (new Set(hits.map((h) => h.entry.subject.id)).size !== 1) return undefined;
  const { c, entry } = hits[0];
  const before = tokens[start - 1];
  const pair = before && !t.broken && !before.name ? known(`${before.word} ${c}`) : undefined;
  if (pair) return { entry: pair, end: start + 1, words: `${before.word} ${c}`, from: start - 1 };
  return { entry, end: start + 1, words: c };
}

function isMetal(tokens: Token[], start: number): boolean {
  const pair = tokens.slice(start, start + 2);
  return pair.length === 2 && !pair[1].broken && METAL_PHRASES.includes(pair.map((t) => t.word).join(' '));
}

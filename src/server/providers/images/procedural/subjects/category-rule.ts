/**
 * The one rule that files a subject under a collection (issue 22, point 5), applied by
 * scripts/build-subjects.ts to every subject of the library; a piece goes in its main subject's
 * collection. Necklaces, earrings and bracelets are forms, never a subject's collection.
 *
 * 1. By name, where WordNet's filing misleads: love tokens (a heart, rings, a diamond, infinity, a pearl,
 *    a lock and key) and gems → Engagement; baby things, an awareness ribbon, a horseshoe and a city
 *    skyline → Symbols & Myth; a heartbeat line, the caduceus and the rod of Asclepius, a light bulb, a microbe, laboratory glass and a teacher's
 *    pencil → Science & Medical; a feather, a snowman, rain, an umbrella, a bouquet, the family tree and
 *    the sea's shells and coral → Nature & Elements; a tent, a book, a fishing hook, a garden trowel, a
 *    drinking glass, binoculars, a needle and the gear of music and sport (a microphone, headphones, a
 *    vinyl record, a megaphone, a surfboard, skis, a running shoe, an archer's bow) → Sports & Hobbies.
 * 2. By WordNet's lexicographer file: animals → Pets & Animals; plants (and any other living thing),
 *    landforms and sky, weather and events (a wave, a campfire) → Nature & Elements; food → Sports &
 *    Hobbies; the body → Science & Medical; mythic beings, zodiac signs, emblems and written signs →
 *    Symbols & Myth (musical notes: Sports & Hobbies).
 * 3. Things (artifacts, substances, shapes): emblems, faith, weapons, crowns, jewelry and timepieces →
 *    Symbols & Myth; medical and scientific instruments and tools, or a definition that says medical,
 *    surgical, laboratory or chemistry → Science & Medical; sports, games, toys, music, books, kitchen
 *    and table, drinking vessels, vehicles, cameras, arts and crafts → Sports & Hobbies; other substances
 *    → Nature & Elements; anything else → Symbols & Myth.
 */
import type { FeaturedCategory } from '@shared/options';

/** What the rule reads about a subject. */
export interface SubjectKinds {
  id: string;
  /** WordNet's lexicographer file without 'noun.': animal, plant, artifact, object, ... */
  lexfile: string;
  /** Every broader term of the subject, all the way up (WordNet hypernyms). */
  broader: ReadonlySet<string>;
  /** WordNet's definition of the sense. */
  gloss: string;
}

const BY_NAME: Record<string, FeaturedCategory> = {
  diamond: 'engagement', 'engagement ring': 'engagement', gem: 'engagement', heart: 'engagement', infinity: 'engagement',
  keyhole: 'engagement', key: 'engagement', lock: 'engagement', padlock: 'engagement', pearl: 'engagement',
  ring: 'engagement', 'wedding ring': 'engagement',
  baby: 'symbols-myth', 'baby carriage': 'symbols-myth', 'baby shoe': 'symbols-myth', cradle: 'symbols-myth',
  'family tree': 'nature-elements', 'feeding bottle': 'symbols-myth', fetus: 'symbols-myth', ribbon: 'symbols-myth',
  caduceus: 'science-medical', 'rod of asclepius': 'science-medical', lightbulb: 'science-medical', cardiogram: 'science-medical', horseshoe: 'symbols-myth', crutch: 'science-medical', 'erlenmeyer flask': 'science-medical', flask: 'science-medical',
  heartbeat: 'science-medical', 'round bottom flask': 'science-medical', 'test tube': 'science-medical',
  vial: 'science-medical', wheelchair: 'science-medical',
  coral: 'nature-elements', feather: 'nature-elements', seashell: 'nature-elements', shell: 'nature-elements',
  snowman: 'nature-elements', bouquet: 'nature-elements', microbe: 'science-medical', skyline: 'symbols-myth',
  backpack: 'sports-hobbies', book: 'sports-hobbies', bow: 'sports-hobbies', 'football helmet': 'sports-hobbies', glass: 'sports-hobbies',
  headphones: 'sports-hobbies', hook: 'sports-hobbies',
  megaphone: 'sports-hobbies', microphone: 'sports-hobbies', 'running shoe': 'sports-hobbies', ski: 'sports-hobbies',
  'sleeping bag': 'sports-hobbies', surfboard: 'sports-hobbies', tent: 'sports-hobbies', trowel: 'sports-hobbies',
  'vinyl record': 'sports-hobbies', binoculars: 'sports-hobbies', needle: 'sports-hobbies', umbrella: 'nature-elements', pencil: 'science-medical', rain: 'nature-elements',
};
const GEMS = ['gem', 'gemstone', 'jewel', 'precious stone', 'transparent gem'];
const BY_LEXFILE: Record<string, FeaturedCategory> = {
  animal: 'pets-animals',
  plant: 'nature-elements', object: 'nature-elements', phenomenon: 'nature-elements', event: 'nature-elements',
  food: 'sports-hobbies',
  body: 'science-medical',
  person: 'symbols-myth', location: 'symbols-myth', communication: 'symbols-myth',
};
const SYMBOLS = ['emblem', 'place of worship', 'religious residence', 'weapon', 'armor', 'headdress', 'jewelry', 'timepiece', 'flag'];
const SCIENCE = ['medical instrument', 'surgical instrument', 'scientific instrument', 'measuring instrument', 'optical instrument', 'laboratory', 'tool', 'cutting implement', 'medical building', 'dressing', 'hospital'];
const SCIENCE_GLOSS = /(medic|surgical|surgery|patient|invalid|laborator|chemi|physician|dentist|hospital|disease|injur|wound|scientific|microscop|biolog|physics)/;
const HOBBIES = ['sports equipment', 'game equipment', 'game', 'plaything', 'musical instrument', 'device for making music', 'kitchen utensil', 'cooking utensil', 'tableware', 'crockery', 'drinking vessel', 'conveyance', 'vehicle', 'craft', 'photographic equipment', 'athletic facility', 'beverage', 'publication'];
const HOBBY_GLOSS = /\b(artists?|paint|painting|sports?|games?|play|played|playing|chess|gambling|musical|sewing|knitting|gardening|camping|fishing|cooking|baking)\b/;

export function categoryOf(subject: SubjectKinds): FeaturedCategory {
  const has = (terms: string[]) => terms.some((t) => subject.broader.has(t));
  if (BY_NAME[subject.id]) return BY_NAME[subject.id];
  if (has(GEMS)) return 'engagement';
  if (subject.broader.has('musical notation')) return 'sports-hobbies';
  const byLexfile = BY_LEXFILE[subject.lexfile];
  if (byLexfile) return byLexfile;
  if (subject.broader.has('organism')) return 'nature-elements';
  if (has(SYMBOLS)) return 'symbols-myth';
  if (has(SCIENCE) || SCIENCE_GLOSS.test(subject.gloss)) return 'science-medical';
  if (has(HOBBIES) || HOBBY_GLOSS.test(subject.gloss)) return 'sports-hobbies';
  if (subject.lexfile === 'substance') return 'nature-elements';
  return 'symbols-myth';
}

/**
 * The one rule that files a subject under a collection (issue 22, point 5), applied by
 * scripts/build-subjects.ts to every subject of the library; a piece goes in its main subject's
 * collection. Necklaces, earrings and bracelets are forms, never a subject's collection.
 *
 * 1. Love tokens and gems: Engagement.
 * 2. By WordNet's lexicographer file: animals → Pets & Animals; plants (and any other living thing),
 *    landforms and sky, weather and events (a wave, a campfire) → Nature & Elements; food → Sports & Hobbies; the body → Science &
 *    Medical; mythic beings, zodiac signs, emblems and written signs → Symbols & Myth (musical notes:
 *    Sports & Hobbies).
 * 3. Things (artifacts, substances, shapes): emblems, faith, weapons, crowns, jewelry and timepieces →
 *    Symbols & Myth; medical and scientific instruments and the tools of a trade, or a definition that
 *    says medical, surgical, laboratory or chemistry → Science & Medical; sports, games, toys, music,
 *    kitchen and table, vehicles, cameras, arts and crafts → Sports & Hobbies; other substances →
 *    Nature & Elements; anything else → Symbols & Myth.
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

const LOVE_TOKENS = new Set(['diamond', 'engagement ring', 'gem', 'heart', 'infinity', 'ring', 'wedding ring']);
const GEMS = ['gem', 'gemstone', 'jewel', 'precious stone', 'transparent gem'];
const BY_LEXFILE: Record<string, FeaturedCategory> = {
  animal: 'pets-animals',
  plant: 'nature-elements', object: 'nature-elements', phenomenon: 'nature-elements', event: 'nature-elements',
  food: 'sports-hobbies',
  body: 'science-medical',
  person: 'symbols-myth', location: 'symbols-myth', communication: 'symbols-myth',
};
const SYMBOLS = ['emblem', 'place of worship', 'religious residence', 'weapon', 'armor', 'headdress', 'jewelry', 'timepiece', 'flag'];
const SCIENCE = ['medical instrument', 'surgical instrument', 'scientific instrument', 'measuring instrument', 'optical instrument', 'laboratory', 'hand tool', 'power tool', 'edge tool', 'cutting implement', 'medical building', 'dressing', 'hospital'];
const SCIENCE_GLOSS = /(medic|surgical|surgery|patient|laborator|chemi|physician|dentist|hospital|disease|injur|wound|scientific|microscop|biolog|physics)/;
const HOBBIES = ['sports equipment', 'game equipment', 'game', 'plaything', 'musical instrument', 'device for making music', 'kitchen utensil', 'cooking utensil', 'tableware', 'crockery', 'conveyance', 'vehicle', 'craft', 'photographic equipment', 'athletic facility', 'beverage'];
const HOBBY_GLOSS = /\b(artists?|painting|sports?|games?|musical|sewing|knitting|gardening|camping|fishing|cooking|baking)\b/;

export function categoryOf(subject: SubjectKinds): FeaturedCategory {
  const has = (terms: string[]) => terms.some((t) => subject.broader.has(t));
  if (LOVE_TOKENS.has(subject.id) || has(GEMS)) return 'engagement';
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

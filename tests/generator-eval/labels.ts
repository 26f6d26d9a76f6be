// The shape of the evaluation set's labels (tests/generator-eval/prompts.ts) and the words the
// scorer shares with it. Plain data and types: no generator code, so the set outlives any generator.
import type { FeaturedCategory } from '@shared/options';

/** How the first two subjects stand to each other: 'an owl perched on a book' is owl on book. */
export const RELATIONS = ['on', 'around', 'inside', 'under', 'above', 'holding', 'with', 'beside'] as const;
export type Relation = (typeof RELATIONS)[number];

export const THEMES = [
  'pets', 'memorial', 'faith', 'places', 'zodiac', 'couples-family', 'fantasy', 'birds', 'sea-life', 'insects',
  'flowers', 'trees', 'vehicles', 'music', 'sports', 'hobbies', 'professions', 'food', 'weather', 'space',
  // Issue 23: personal text to engrave (personal-prompts.ts).
  'text-names', 'text-initials', 'text-dates', 'text-numbers', 'text-coordinates', 'text-phrases',
  // Issue 23, point 2: the forms custom jewelry is bought in (form-prompts.ts).
  'form-worn', 'form-silhouette', 'form-bar', 'form-letter', 'form-name', 'form-tag',
] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The form a prompt asks its piece to take (issue 23, point 2), read from the customer's words.
 * The forms the generator makes today (DesignRender.form):
 * - 'charm': a small piece with a bail, to hang on a bracelet, a keyring or a chain the customer has
 *   ('a fox charm', 'a bracelet charm of a horse', 'a charm for my pandora bracelet').
 * - 'pendant': a piece worn on a chain round the neck ('necklace', 'pendant', 'locket', 'choker',
 *   'on a chain', 'something to wear around my neck').
 * - 'earrings': a pair for the ears (studs, drops, hoops with a charm, 'earrings').
 * - 'bracelet': worn round the wrist or the ankle (bangle, cuff, charm bracelet, anklet).
 * The forms issue 23 asked for next (bar, tag and letter made first, then the silhouette and the name):
 * - 'silhouette': the subject's own outline is the piece, no disc around it ('fox-shaped', 'a cut-out
 *   of my dog', 'lighthouse-shaped charm', 'a silhouette of', 'in the shape of Michigan').
 * - 'bar': a narrow bar carrying text and small motifs ('bar necklace', 'a horizontal bar with our
 *   coordinates', 'vertical bar').
 * - 'letter': the letter itself is the piece ('initial charm', 'letter E pendant', 'a letter J').
 * - 'name': the name itself, in joined script, is the piece ('name necklace', 'my name in script',
 *   'nameplate').
 * - 'tag': a flat plate carrying text ('dog tag', 'signet-style plate', 'a rectangular tag', a pet's
 *   ID tag).
 * A prompt that names a form of each kind ('a name bar', 'initial earrings') lists both: either honours it.
 */
export const FORM_LABELS = ['charm', 'pendant', 'earrings', 'bracelet', 'silhouette', 'bar', 'letter', 'name', 'tag'] as const;
export type FormLabel = (typeof FORM_LABELS)[number];

/** The forms of FORM_LABELS the generator makes today (DesignForm): all of them since issue 23, point 2. */
export const FORMS_MADE: readonly FormLabel[] = ['charm', 'pendant', 'earrings', 'bracelet', 'silhouette', 'bar', 'letter', 'name', 'tag'];

/** A form label as the list of forms that honour it. */
export function formsWanted(form: FormLabel | readonly FormLabel[]): readonly FormLabel[] {
  return typeof form === 'string' ? [form] : form;
}

/**
 * One expected subject: the subject ids that count as drawing it (canonical, lower case, singular;
 * the 45 hand-drawn motifs keep their own ids, 'rings', 'gem', 'music'), and, when the customer's word
 * is none of them, that word, which the name or the description must carry ('beagle' for a dog). A
 * list of words means any of them (a typo and its spelling).
 */
export type SubjectLabel = readonly string[] | { readonly ids: readonly string[]; readonly word: string | readonly string[] };

export interface EvalPrompt {
  /** `${theme}-${n}`: stable as long as prompts are appended to their theme. */
  id: string;
  theme: Theme;
  prompt: string;
  /** The expected subjects in prompt order (a monogram is not a subject: see `monogram`). */
  subjects: readonly SubjectLabel[];
  /** Between subjects 0 and 1, or null. */
  relation: Relation | null;
  /** The collection of the main (first) subject, by the labelling rule in prompts.ts. */
  collection: FeaturedCategory;
  /** True only when the prompt asks for initials, letters or a monogram. */
  monogram: boolean;
  /**
   * Issue 23: the text to engrave, exactly. A list means these texts in this order, each exact, with
   * only separators between them (spaces, punctuation, '&', 'and').
   */
  engraving?: string | readonly string[];
  /**
   * Issue 23: the text cannot fit (a sentence over the 24 characters a small piece holds); the
   * generator must refuse it with a message naming the limit, never cut it. `engraving` is still the
   * exact full text.
   */
  tooLong?: boolean;
  /**
   * Issue 23, point 2: the form the words ask for (see FormLabel), or a list of forms that each
   * honour them. Absent when the words name no form.
   */
  form?: FormLabel | readonly FormLabel[];
}

export function subjectIds(s: SubjectLabel): readonly string[] {
  return 'ids' in s ? s.ids : (s as readonly string[]);
}

/** The words the name or description may use for a subject: its labelled word(s), else any of its ids. */
export function subjectWords(s: SubjectLabel): readonly string[] {
  if ('word' in s) return typeof s.word === 'string' ? [s.word] : s.word;
  return subjectIds(s).map((id) => id.replace(/-/g, ' '));
}

/** The 45 hand-drawn motifs of the generator before issue 22 (motifs/*.ts): they keep these ids. */
export const OLD_MOTIFS: ReadonlySet<string> = new Set([
  'paw', 'cat', 'dog', 'fox', 'bird', 'butterfly', 'bee', 'honeycomb',
  'music', 'basketball', 'soccer', 'baseball', 'tennis', 'football', 'dumbbell',
  'leaf', 'tree', 'flower', 'rose', 'lotus', 'clover', 'wave', 'mountain', 'feather',
  'dna', 'heartbeat', 'caduceus', 'atom',
  'star', 'moon', 'sun', 'snowflake', 'lightning', 'compass',
  'heart', 'infinity', 'rings', 'gem', 'key', 'crown', 'horseshoe', 'anchor', 'cross', 'celtic-cross', 'triquetra',
]);

/** True when some expected subject cannot be any of the 45 old motifs. */
export function beyondOldMotifs(p: EvalPrompt): boolean {
  return p.subjects.some((s) => !subjectIds(s).some((id) => OLD_MOTIFS.has(id)));
}

// How the evaluation set is written down (prompts.ts, personal-prompts.ts, form-prompts.ts): one row per
// prompt, a theme numbers its rows into ids. Kept apart from these files so each can use it without
// importing the others.
import type { FeaturedCategory } from '@shared/options';
import type { EvalPrompt, FormLabel, Relation, SubjectLabel, Theme } from './labels';

export const PA: FeaturedCategory = 'pets-animals';
export const NE: FeaturedCategory = 'nature-elements';
export const SC: FeaturedCategory = 'science-medical';
export const SH: FeaturedCategory = 'sports-hobbies';
export const SM: FeaturedCategory = 'symbols-myth';
export const EN: FeaturedCategory = 'engagement';

/** A subject the customer names by a word that is none of its ids: said('beagle', 'dog'). */
export const said = (word: string | string[], ...ids: string[]): SubjectLabel => ({ ids, word });

export type Extra = { monogram?: true; engraving?: string | string[]; tooLong?: true; form?: FormLabel | FormLabel[] };
export type Row = [prompt: string, subjects: SubjectLabel[], relation: Relation | null, collection: FeaturedCategory, extra?: Extra];

/** A theme's rows as labelled prompts, numbered `${name}-1`, `${name}-2`, ... in row order. */
export function theme(name: Theme, rows: Row[]): EvalPrompt[] {
  return rows.map(([prompt, subjects, relation, collection, extra], i) => ({
    id: `${name}-${i + 1}`,
    theme: name,
    prompt,
    subjects,
    relation,
    collection,
    monogram: extra?.monogram ?? false,
    ...(extra?.engraving ? { engraving: extra.engraving } : {}),
    ...(extra?.tooLong ? { tooLong: true } : {}),
    ...(extra?.form ? { form: extra.form } : {}),
  }));
}

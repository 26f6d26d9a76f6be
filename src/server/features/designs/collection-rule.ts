/**
 * The one rule that files a design in a collection (issue 22, point 5): a pendant, a bar, a tag, a
 * letter or a name necklace is filed under Necklaces, a pair of earrings under Earrings, a bangle or
 * charm bracelet under Bracelets; a charm, and a silhouette (its subject's own outline), under its main
 * subject's collection, which the drawing answers (the embedded generator from the
 * subject library's rule, subjects/category-rule.ts; OpenAI from its model's answer).
 */
import type { DesignForm } from '../../providers/images/types';

const FORM_COLLECTIONS: Partial<Record<DesignForm, string>> = { pendant: 'necklaces', earrings: 'earrings', bracelet: 'bracelets', bar: 'necklaces', tag: 'necklaces', letter: 'necklaces', name: 'necklaces' };

export function collectionFor(form: DesignForm, mainSubjectCollection: string): string {
  return FORM_COLLECTIONS[form] ?? mainSubjectCollection;
}

/** The form a form collection's pieces take (a charm for the subject collections). */
export function formFor(collection: string): DesignForm {
  const entry = Object.entries(FORM_COLLECTIONS).find(([, c]) => c === collection);
  return (entry?.[0] as DesignForm | undefined) ?? 'charm';
}

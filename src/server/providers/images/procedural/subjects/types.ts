/**
 * The subject library's shapes (decision 0020): every subject a customer can name, drawn from an
 * icon of a vector set, found in a prompt through WordNet's words and broader terms.
 */
import type { FeaturedCategory } from '@shared/options';

/** An icon from a vector set, as the library keeps it. */
export interface IconShape {
  /** 'game-icons:owl' (Iconify's prefix and name). */
  id: string;
  /** The icon's SVG elements (Iconify's body), drawn in currentColor. */
  body: string;
  /** Its viewBox: 0 0 width height. */
  width: number;
  height: number;
  /** Drawn with strokes (Tabler's 2 px lines) rather than filled shapes. */
  stroked: boolean;
}

/** A drawable subject. */
export interface Subject {
  /** Canonical, lower case, singular: 'owl', 'sea turtle', 'dog'. */
  id: string;
  /** Title case for names: 'Sea Turtle'. */
  title: string;
  /** With its article for descriptions: 'a sea turtle', 'an owl'. */
  noun: string;
  /** The collection a piece whose main subject this is belongs in. */
  category: FeaturedCategory;
  icon: IconShape;
}

/** A subject found in a prompt. */
export interface FoundSubject {
  subject: Subject;
  /** The customer's own words for it, as written ('beagle', 'Kitten', 'sea turtles'). */
  words: string;
  /** Where those words start in the prompt: subjects come in prompt order. */
  at: number;
  /**
   * exact: the library draws the very thing named (owl, lighthouse);
   * kind: a kind drawn as its everyday form, faithfully (a beagle as a dog, a kitten as a cat, a
   *   hibiscus as a flower): the name and description keep the customer's word;
   * nearest: the library has nothing close enough; the result must say what it drew instead.
   */
  match: 'exact' | 'kind' | 'nearest';
  /** The young of the animal named before it ('an elephant with its calf'): the same subject, drawn small. */
  young?: true;
  /** A place's own name ('Mount Rainier'): named as written, with no article. */
  proper?: true;
}

/**
 * Misspelt subjects ('hummingbrid', 'sunflwer', 'dragonfy'): a word one letter off a subject's word.
 * The build lists the real English words that are one letter off a subject's word ('sister' from
 * 'sitter', 'wizard' from 'lizard'), so a real word is never read as a slip; that list is the
 * library's `realWords`.
 */

/** Words shorter than this are never corrected: too many real words lie one letter apart. */
export const MIN_LENGTH = 5;

/** Every word one letter off: a letter missing, added, changed, or two side by side swapped. */
export function oneLetterOff(word: string): Set<string> {
  const out = new Set<string>();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let k = 0; k <= word.length; k++) {
    for (const c of letters) out.add(word.slice(0, k) + c + word.slice(k));
    if (k === word.length) continue;
    out.add(word.slice(0, k) + word.slice(k + 1));
    for (const c of letters) out.add(word.slice(0, k) + c + word.slice(k + 1));
    if (k < word.length - 1) out.add(word.slice(0, k) + word[k + 1] + word[k] + word.slice(k + 2));
  }
  out.delete(word);
  return out;
}

/**
 * The words a slip may stand for, each marked likely when it is the commonest kind of slip: a doubled
 * letter undone ('cleff'), two letters swapped ('hummingbrid'), or 'f' for 'ph' ('elefant').
 */
export function slips(word: string): Map<string, boolean> {
  const out = new Map<string, boolean>([...oneLetterOff(word)].map((w) => [w, false]));
  for (let k = 0; k < word.length - 1; k++) {
    if (word[k] === word[k + 1]) out.set(word.slice(0, k) + word.slice(k + 1), true);
    out.set(word.slice(0, k) + word[k + 1] + word[k] + word.slice(k + 2), true);
  }
  for (let k = word.indexOf('f'); k >= 0; k = word.indexOf('f', k + 1)) out.set(`${word.slice(0, k)}ph${word.slice(k + 1)}`, true);
  out.delete(word);
  return out;
}

/** A word that may be a slip: lower-case letters only, long enough, not a verb or adverb form. */
export function mayBeMisspelt(word: string): boolean {
  return word.length >= MIN_LENGTH && /^[a-z]+$/.test(word) && !/(ing|ed|ly|s)$/.test(word);
}

/**
 * The form a prompt's words ask for (issue 23, point 2): 'a bee necklace' is a pendant, 'star studs'
 * a pair of earrings, 'a bangle with waves' a bracelet. Null when the words name no form, and the
 * request's own form stands.
 */
import type { DesignForm } from '../types';

const FORMS: [RegExp, DesignForm][] = [
  [/\b(?:earrings?|studs?|stud earrings|drops?|drop earrings|ear ?rings?|huggies|dangles?)\b/i, 'earrings'],
  [/\b(?:bracelets?|bangles?|anklets?|cuffs?|charm bracelets?)\b/i, 'bracelet'],
  [/\b(?:necklaces?|pendants?|lockets?|on a chain|chokers?)\b/i, 'pendant'],
  [/\bcharms?\b/i, 'charm'],
];

export function formInWords(prompt: string): DesignForm | null {
  // 'a charm bracelet' is a bracelet, 'a necklace charm' a pendant: the first form the words name wins,
  // a bare 'charm' only when nothing else is named.
  let best: { form: DesignForm; at: number } | null = null;
  for (const [re, form] of FORMS) {
    const m = re.exec(prompt);
    if (m && form !== 'charm' && (!best || m.index < best.at)) best = { form, at: m.index };
  }
  return best?.form ?? (FORMS[3][0].test(prompt) ? 'charm' : null);
}

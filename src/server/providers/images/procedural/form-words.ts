/**
 * The form a prompt's words ask for (issue 23, point 2): 'a bee necklace' is a pendant, 'star studs'
 * a pair of earrings, 'a bangle with waves' a bracelet. Null when the words name no form, and the
 * request's own form stands.
 */
import type { DesignForm } from '../types';

// Each form's words, with the slips people make in them ('earings', 'pendent', 'braclet', 'neckalce').
const FORMS: [RegExp, DesignForm][] = [
  [/\b(?:ear+ings?|earrings?|studs?|stud earrings|drops?|drop earrings|ear ?rings?|huggies|dangles?)\b/i, 'earrings'],
  [/\b(?:brac?e?lets?|braclets?|bangles?|anklets?|cuffs?|charm bracelets?)\b/i, 'bracelet'],
  [/\b(?:neck(?:lace|alce|lac|less)s?|pend[ae]nts?|lockets?|on a chain|chokers?|around (?:my|her|his|your) neck)\b/i, 'pendant'],
  [/\bcharms?\b/i, 'charm'],
];
// A plate the words name is the form whatever hangs it: 'bar necklace', 'a name bar', 'a dog tag pendant'.
const PLATES: [RegExp, DesignForm][] = [
  [/\bbars?\b(?! of\b)|\bbar (?:necklace|pendant|bracelet)\b/i, 'bar'],
  [/\b(?:dog ?tags?|tags?\b(?! along)|signet(?:-style)? plate|id plate)\b/i, 'tag'],
];
// A charm for a bracelet or a necklace is still a charm: 'a bracelet charm', 'a charm for my pandora bracelet'.
const CHARM_FOR = /\b(?:bracelet|necklace|anklet|chain)\s+charms?\b|\bcharms?\s+(?:for|to (?:add to|go on))\s+(?:my|a|her|his|the)\s+(?:\w+\s+)?(?:bracelet|necklace|anklet|chain)\b/i;

/** Words that make a single engraved letter the piece itself: 'letter J pendant', 'an initial charm, the letter T'. */
const LETTER_PIECE = /\b(?:initial|letter|block letter)\b/i;

/**
 * The form for a prompt and its engraving: the words' form, or the letter itself when they ask for an
 * initial or a letter and the engraving is one capital (earrings stay earrings: a letter in each ear).
 */
export function formFor(prompt: string, engraving: string | null): DesignForm | null {
  const named = formInWords(prompt);
  const single = /^[A-Z]$/.test((engraving ?? '').replace(/[\s.]/g, ''));
  if (single && LETTER_PIECE.test(prompt) && named !== 'earrings' && named !== 'bar' && named !== 'tag') return 'letter';
  return named;
}

export function formInWords(prompt: string): DesignForm | null {
  if (CHARM_FOR.test(prompt)) return 'charm';
  const plate = PLATES.map(([re, form]) => ({ form, m: re.exec(prompt) })).filter((p) => p.m).sort((a, b) => a.m!.index - b.m!.index)[0];
  if (plate) return plate.form;
  // 'a charm bracelet' is a bracelet, 'a necklace charm' a pendant: the first form the words name wins,
  // a bare 'charm' only when nothing else is named.
  let best: { form: DesignForm; at: number } | null = null;
  for (const [re, form] of FORMS) {
    const m = re.exec(prompt);
    if (m && form !== 'charm' && (!best || m.index < best.at)) best = { form, at: m.index };
  }
  return best?.form ?? (FORMS[3][0].test(prompt) ? 'charm' : null);
}

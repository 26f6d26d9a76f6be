/**
 * The form a prompt's words ask for (issue 23, point 2): 'a bee necklace' is a pendant, 'star studs'
 * a pair of earrings, 'a bangle with waves' a bracelet, 'a fox-shaped charm' a silhouette, 'a name
 * necklace that says Sophia' a name in script. Null when the words name no form, and the request's
 * own form stands.
 */
import type { DesignForm } from '../types';
import { ASKS_FOR_LETTERS } from './personal-text';
import { canScript } from './script-alphabet';

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
/** Words that make two or three letters pieces of their own on one chain: 'two initial charms, L and M'. */
const LETTER_PIECES = /\b(?:two|three|2|3)\s+(?:initial|letter)s?\b|\b(?:initial|letter)\s+(?:charms|pendants)\b/i;

/**
 * Words that make the subject's own outline the piece, whatever hangs it: 'fox-shaped', 'heart shaped',
 * 'shaped like', 'in the shape of', 'a cut-out of my dog', 'butterfly cut-out', 'a silhouette of', 'in
 * silhouette', 'the outline of our house', 'in her exact shape', 'can the charm BE the paw print'. A
 * silhouette drawn on a medallion ('a dog silhouette and the letter B') is no cut-out.
 */
const SILHOUETTE =
  /\b[a-z]+[- ]shaped\b|\bshaped like\b|\b(?:in )?the shape of\b|\bexact shape\b|\bcut[- ]?outs?\b|\bcut out (?:of|in)\b|\bsilhouette (?:of|charm|pendant|necklace)\b|\b(?:in|as a|like a) silhouette\b|\boutline (?:of|is)\b|\b(?:charm|pendant|piece|it) be the\b/i;

/**
 * Words that make a name, written in joined script, the piece itself: 'name necklace', 'nameplate',
 * 'a script name pendant', 'my name in script', 'in cursive', 'in joined-up writing', 'two names
 * joined in script'.
 */
const NAME_PIECE =
  /\bname\s*(?:necklace|pendant|chain|choker|plate)s?\b|\bnameplates?\b|\bscript name\b|\bnames? in (?:script|cursive)\b|\bin (?:script|cursive)\b|\bjoined[- ]up\b|\bjoined in (?:script|cursive)\b/i;

/** One letter ('J', 'b'), or two or three capitals written apart ('L and M', 'A, B & C'). */
const ONE_LETTER = /^\p{L}$/u;
const SEVERAL_LETTERS = /^[A-Z](?:\|[A-Z]){1,2}$/;

/**
 * The form for a prompt and its engraving: the words' form; the letter itself when they ask for an
 * initial or a letter and the engraving is one letter, or two or three letter pieces on one chain
 * (earrings stay earrings: a letter in each ear); the name itself when they ask for a name piece and
 * the name can be written in script or in block capitals (names in other scripts keep the words' form:
 * the generate call refuses them, engraving-limit.ts).
 */
export function formFor(prompt: string, engraving: string | null): DesignForm | null {
  const named = formInWords(prompt);
  const letters = (engraving ?? '').replace(/[\s.]/g, '');
  const apart = (engraving ?? '').trim().replace(/\s*(?:,|&|\+|\band\b)\s*/g, '|');
  const plain = named !== 'earrings' && named !== 'bar' && named !== 'tag';
  if (plain && ((ONE_LETTER.test(letters) && LETTER_PIECE.test(prompt)) || (SEVERAL_LETTERS.test(apart) && LETTER_PIECES.test(prompt)))) return 'letter';
  if ((named === null || named === 'pendant' || named === 'charm') && engraving && NAME_PIECE.test(prompt) && !ASKS_FOR_LETTERS.test(prompt) && canScript(engraving)) return 'name';
  return named;
}

export function formInWords(prompt: string): DesignForm | null {
  const worn = wornForm(prompt);
  // A cut-out is the piece whatever hangs it ('a cat shaped pendant'); earrings and bracelets stay what is worn.
  if (SILHOUETTE.test(prompt) && (worn === null || worn === 'charm' || worn === 'pendant')) return 'silhouette';
  return worn;
}

/** Words that cut the subject's outline as the piece: earrings so shaped are a pair of cut-outs. */
export const SHAPE_WORDS = SILHOUETTE;
/** Words that hang the piece round the neck: a silhouette on a chain rather than as a charm. */
export const NECK_WORDS = FORMS[2][0];
/** Words that ask for a name as the piece. */
export const NAME_WORDS = NAME_PIECE;

function wornForm(prompt: string): DesignForm | null {
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

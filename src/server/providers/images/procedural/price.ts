import type { DesignStyle, Finish, Metal } from '@shared/options';
import type { DesignForm } from '../types';
import { FINISH_WORDS } from './finishes';
import { STYLE_WORDS } from './styles';

// The price model (14k gold; the silver price is the shared 65% rule applied to this figure):
//
//   metal    = weight in grams × GOLD_14K_PER_GRAM (a 14k retail figure that covers the alloy,
//              casting loss and refining)
//   labour   = LABOUR_BASE (model, cast, clean, set the jump ring)
//            + LABOUR_PER_MOTIF for each motif drawn (hand finishing of the relief)
//            + the style's work (0 for None and Flat up to $100 for Ornate: milgrain, wire lace, braids)
//            + the finish (Brushed $20, Vintage $35 for the oxidising and relief polishing)
//            + ENGRAVING_BASE + ENGRAVING_PER_CHAR per engraved character
//            + the metal mix (two-tone $45, tri-tone $70: separate alloys soldered or plated)
//            + the form (a pendant includes its fine chain, earrings are a pair, a bracelet its band,
//              a silhouette is sawn to its outline, a name bent from wire and soldered)
//   retail   = metal + labour, rounded to a retail figure: below $1,000 to the nearest $10 less $1
//              ($489), from $1,000 to the nearest $25 ($1,275).

export const GOLD_14K_PER_GRAM_CENTS = 7500;
export const LABOUR_BASE_CENTS = 12000;
export const LABOUR_PER_MOTIF_CENTS = 4500;
export const ENGRAVING_BASE_CENTS = 3500;
export const ENGRAVING_PER_CHAR_CENTS = 200;
const METAL_MIX_CENTS: Record<Metal, number> = {
  'Yellow Gold': 0,
  'White Gold': 0,
  'Rose Gold': 0,
  'Sterling Silver': 0,
  'Two-Tone (Yellow & White)': 4500,
  'Two-Tone (Rose & White)': 4500,
  'Two-Tone (Yellow & Rose)': 4500,
  'Tri-Tone Mix': 7000,
};
// A bar and a tag are cut from plate and hang on their own chain, like a pendant's. A silhouette is
// sawn and filed to its subject's outline and its rim raised by hand, hung as a charm or on a chain
// (one figure for both, the chain included: $90); a name is bent from wire letter by letter, its joins
// soldered, and hung on its chain ($200).
const FORM_CENTS: Record<DesignForm, number> = { charm: 0, pendant: 12000, earrings: 9000, bracelet: 9000, bar: 12000, tag: 11000, letter: 12000, silhouette: 9000, name: 20000 };

export interface PriceInput {
  weightGrams: number;
  motifCount: number;
  style: DesignStyle;
  finish: Finish;
  metal: Metal;
  form: DesignForm;
  engravingChars: number;
}

export function labourCents(input: PriceInput): number {
  let cents =
    LABOUR_BASE_CENTS +
    LABOUR_PER_MOTIF_CENTS * Math.max(1, input.motifCount) +
    STYLE_WORDS[input.style].labourDollars * 100 +
    FINISH_WORDS[input.finish].labourDollars * 100 +
    (input.engravingChars > 0 ? ENGRAVING_BASE_CENTS + ENGRAVING_PER_CHAR_CENTS * input.engravingChars : 0) +
    METAL_MIX_CENTS[input.metal] +
    FORM_CENTS[input.form];
  if (input.form === 'earrings') cents = Math.round(cents * 1.6);
  return cents;
}

/** A retail figure: under $1,000 ends in 9 ($489), from $1,000 in 00, 25, 50 or 75. */
export function retailDollars(dollars: number): number {
  if (dollars < 1000) return Math.max(9, Math.round(dollars / 10) * 10 - 1);
  return Math.round(dollars / 25) * 25;
}

/** The 14k gold price, USD cents (whole retail dollars). */
export function priceCents(input: PriceInput): number {
  const raw = input.weightGrams * GOLD_14K_PER_GRAM_CENTS + labourCents(input);
  return retailDollars(raw / 100) * 100;
}

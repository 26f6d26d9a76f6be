import type { DesignStyle, Finish, Metal } from '@shared/options';
import type { DesignForm } from '../types';
import { FINISH_WORDS } from './finishes';
import { STYLE_WORDS } from './styles';

// The price model (14k gold; the silver price is the shared 65% rule applied to this figure):
//
//   metal    = weight in grams (the castable model's volume × 14k density, providers/models) ×
//              the gold price per gram (PriceRates; a 14k retail figure that covers the alloy,
//              casting loss and refining)
//   labour   = the form's labour (PriceRates: LABOUR_BASE to model, cast, clean and set the jump ring,
//              plus the form's own below)
//            + LABOUR_PER_MOTIF for each motif drawn (hand finishing of the relief)
//            + the style's work (0 for None and Flat up to $100 for Ornate: milgrain, wire lace, braids)
//            + the finish (Brushed $20, Vintage $35 for the oxidising and relief polishing)
//            + ENGRAVING_BASE + ENGRAVING_PER_CHAR per engraved character
//            + the metal mix (two-tone $45, tri-tone $70: separate alloys soldered or plated)
//   (a pendant's labour includes its fine chain, earrings are a pair, a bracelet its band, a silhouette
//   is sawn to its outline, a name bent from wire and soldered)
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

/**
 * What the shop charges, set in the configuration (config.ts: PRICE_GOLD_PER_GRAM and
 * PRICE_LABOUR_<FORM>, docs/pricing.md): the 14k metal per gram and each form's labour (the base
 * labour of modelling, casting and cleaning the piece and setting its jump ring, plus the form's own).
 */
export interface PriceRates {
  goldPerGramCents: number;
  labourCents: Record<DesignForm, number>;
}

export const DEFAULT_RATES: PriceRates = {
  goldPerGramCents: GOLD_14K_PER_GRAM_CENTS,
  labourCents: Object.fromEntries(Object.entries(FORM_CENTS).map(([form, cents]) => [form, LABOUR_BASE_CENTS + cents])) as Record<DesignForm, number>,
};

export interface PriceInput {
  weightGrams: number;
  motifCount: number;
  style: DesignStyle;
  finish: Finish;
  metal: Metal;
  form: DesignForm;
  engravingChars: number;
}

export function labourCents(input: PriceInput, rates: PriceRates = DEFAULT_RATES): number {
  let cents =
    rates.labourCents[input.form] +
    LABOUR_PER_MOTIF_CENTS * Math.max(1, input.motifCount) +
    STYLE_WORDS[input.style].labourDollars * 100 +
    FINISH_WORDS[input.finish].labourDollars * 100 +
    (input.engravingChars > 0 ? ENGRAVING_BASE_CENTS + ENGRAVING_PER_CHAR_CENTS * input.engravingChars : 0) +
    METAL_MIX_CENTS[input.metal];
  if (input.form === 'earrings') cents = Math.round(cents * 1.6);
  return cents;
}

/** A retail figure: under $1,000 ends in 9 ($489), from $1,000 in 00, 25, 50 or 75. */
export function retailDollars(dollars: number): number {
  if (dollars < 1000) return Math.max(9, Math.round(dollars / 10) * 10 - 1);
  return Math.round(dollars / 25) * 25;
}

/** The 14k gold price, USD cents (whole retail dollars). */
export function priceCents(input: PriceInput, rates: PriceRates = DEFAULT_RATES): number {
  const raw = input.weightGrams * rates.goldPerGramCents + labourCents(input, rates);
  return retailDollars(raw / 100) * 100;
}

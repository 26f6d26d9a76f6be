/**
 * The curated catalogue the first start draws with the embedded generator: fourteen pieces for each
 * featured category, written the way customers describe what they want. Necklaces are pendants on a
 * chain, earrings pairs, bracelets bangles or charm bracelets; the rest are charms.
 */
import type { DesignStyle, Finish, Metal } from '@shared/options';

export interface CataloguePiece {
  prompt: string;
  style: DesignStyle;
  metal: Metal;
  finish: Finish;
}

const piece = (prompt: string, style: DesignStyle = 'None', metal: Metal = 'Yellow Gold', finish: Finish = 'Polished'): CataloguePiece => ({ prompt, style, metal, finish });

export const CATALOGUE: Record<string, CataloguePiece[]> = {
  'pets-animals': [
    piece('a sleeping fox curled around a crescent moon'),
    piece('paw print with the name "Luna"', 'Minimalist', 'Rose Gold'),
    piece('a cat sitting beside a small heart', 'Detailed', 'White Gold'),
    piece('a loyal dog with a tiny star', 'None', 'Yellow Gold', 'Brushed'),
    piece('an owl perched on a branch', 'Ornate', 'Yellow Gold', 'Vintage'),
    piece('a hummingbird at a flower', 'Floral', 'Rose Gold'),
    piece('a horse with a horseshoe', 'Celtic', 'Yellow Gold', 'Vintage'),
    piece('a butterfly with open wings', 'Filigree', 'White Gold'),
    piece('a honey bee on a honeycomb', 'Geometric', 'Yellow Gold'),
    piece('a sea turtle swimming through waves', 'None', 'Two-Tone (Yellow & White)'),
    piece('two paw prints and a heart', 'Minimalist', 'Sterling Silver'),
    piece('a dove carrying an olive leaf', 'Celestial', 'White Gold'),
    piece('a fish leaping from a wave', 'Abstract', 'Rose Gold', 'Brushed'),
    piece('a rabbit under the moon', 'None', 'Tri-Tone Mix'),
  ],
  'symbols-myth': [
    piece('an evil eye amulet', 'Ornate', 'Yellow Gold'),
    piece('an antique key with a heart', 'Baroque', 'Yellow Gold', 'Vintage'),
    piece('a serpent coiled around a star', 'Gothic', 'White Gold'),
    piece('the infinity sign', 'Minimalist', 'Rose Gold'),
    piece('a celtic knot cross', 'Celtic', 'Yellow Gold', 'Vintage'),
    piece('an anchor with a rope', 'None', 'Two-Tone (Yellow & White)'),
    piece('a compass rose', 'Geometric', 'Yellow Gold', 'Brushed'),
    piece('a lightning bolt', 'Flat', 'White Gold'),
    piece('a crown with a small gem', 'Ornate', 'Yellow Gold'),
    piece('a four leaf clover for luck', 'Floral', 'Two-Tone (Yellow & Rose)'),
    piece('a phoenix feather', 'Filigree', 'Rose Gold'),
    piece('a hamsa hand', 'Detailed', 'Yellow Gold'),
    piece('a lotus flower with the letter "A"', 'Minimalist', 'Sterling Silver'),
    piece('sun and moon together', 'Celestial', 'Tri-Tone Mix'),
  ],
  'nature-elements': [
    piece('a mountain range at sunrise', 'None', 'Yellow Gold', 'Brushed'),
    piece('an ocean wave', 'Abstract', 'White Gold'),
    piece('a tree of life', 'Celtic', 'Yellow Gold', 'Vintage'),
    piece('a snowflake', 'Geometric', 'White Gold'),
    piece('a single rose', 'Floral', 'Rose Gold'),
    piece('an oak leaf and acorn', 'Detailed', 'Yellow Gold', 'Vintage'),
    piece('a crescent moon and stars', 'Celestial', 'Yellow Gold'),
    piece('a pine tree in the forest', 'Minimalist', 'Sterling Silver'),
    piece('a sunflower', 'Floral', 'Yellow Gold'),
    piece('a raindrop', 'Minimalist', 'White Gold'),
    piece('a flame', 'Abstract', 'Rose Gold'),
    piece('a fern leaf', 'Filigree', 'Two-Tone (Yellow & White)'),
    piece('a seashell from the beach', 'Baroque', 'Rose Gold', 'Vintage'),
    piece('the sun with rays', 'Ornate', 'Yellow Gold'),
  ],
  'science-medical': [
    piece('a DNA helix', 'Geometric', 'Yellow Gold'),
    piece('a heartbeat line into a heart', 'Minimalist', 'Rose Gold'),
    piece('a caduceus for a nurse', 'Detailed', 'Yellow Gold'),
    piece('an atom', 'Geometric', 'White Gold'),
    piece('a stethoscope and heart', 'None', 'Yellow Gold', 'Brushed'),
    piece('a planet with rings', 'Celestial', 'Two-Tone (Yellow & White)'),
    piece('a molecule of serotonin', 'Abstract', 'Sterling Silver'),
    piece('a telescope and a star', 'Detailed', 'Yellow Gold', 'Vintage'),
    piece('a brain', 'Filigree', 'Rose Gold'),
    piece('a microscope', 'None', 'White Gold'),
    piece('a rocket among stars', 'Flat', 'Yellow Gold'),
    piece('the rod of asclepius', 'Gothic', 'White Gold'),
    piece('a lightbulb idea', 'Minimalist', 'Yellow Gold'),
    piece('a compass and a mountain', 'None', 'Tri-Tone Mix', 'Brushed'),
  ],
  'sports-hobbies': [
    piece('a basketball', 'None', 'Yellow Gold'),
    piece('a soccer ball', 'Geometric', 'White Gold'),
    piece('a dumbbell', 'Flat', 'Yellow Gold', 'Brushed'),
    piece('a music note', 'Minimalist', 'Rose Gold'),
    piece('a guitar', 'Detailed', 'Yellow Gold', 'Vintage'),
    piece('a tennis racket and ball', 'None', 'White Gold'),
    piece('a baseball with the number "23"', 'None', 'Yellow Gold'),
    piece('a mountain with a hiking trail', 'Abstract', 'Sterling Silver', 'Brushed'),
    piece('a camera', 'Detailed', 'Two-Tone (Yellow & White)'),
    piece('a paint palette and brush', 'Floral', 'Rose Gold'),
    piece('a chess knight', 'Baroque', 'Yellow Gold', 'Vintage'),
    piece('a surfboard and a wave', 'None', 'White Gold'),
    piece('a football', 'Flat', 'Yellow Gold'),
    piece('a coffee cup', 'Minimalist', 'Rose Gold'),
  ],
  engagement: [
    piece('two interlocking wedding rings with the date "06.21.2025"', 'Minimalist', 'Yellow Gold'),
    piece('a heart with initials "A & M"', 'Ornate', 'Rose Gold'),
    piece('a diamond solitaire ring', 'Detailed', 'White Gold'),
    piece('two hearts entwined', 'Filigree', 'Rose Gold'),
    piece('a key to my heart', 'Baroque', 'Yellow Gold', 'Vintage'),
    piece('infinity with a heart', 'Minimalist', 'White Gold'),
    piece('a lock and key', 'Gothic', 'Yellow Gold'),
    piece('a rose for my love', 'Floral', 'Rose Gold'),
    piece('the letter "J" with a small gem', 'Ornate', 'Yellow Gold'),
    piece('a heart with the word "forever"', 'Celtic', 'Two-Tone (Rose & White)'),
    piece('a swan pair', 'Detailed', 'White Gold'),
    piece('two doves and a heart', 'Celestial', 'Yellow Gold'),
    piece('a date "02.14.2026" in a heart', 'None', 'Rose Gold'),
    piece('a promise ring with a star', 'Minimalist', 'Tri-Tone Mix'),
  ],
  necklaces: [
    piece('a crescent moon pendant', 'Celestial', 'Yellow Gold'),
    piece('a heart locket', 'Ornate', 'Rose Gold'),
    piece('a north star', 'Minimalist', 'White Gold'),
    piece('a cross', 'Celtic', 'Yellow Gold', 'Vintage'),
    piece('the initial "E"', 'Minimalist', 'Yellow Gold'),
    piece('a teardrop gem', 'Detailed', 'White Gold'),
    piece('a feather', 'Filigree', 'Rose Gold'),
    piece('a bee', 'None', 'Yellow Gold'),
    piece('a sun medallion', 'Baroque', 'Yellow Gold', 'Vintage'),
    piece('a wave', 'Abstract', 'Sterling Silver'),
    piece('an evil eye', 'Geometric', 'Two-Tone (Yellow & White)'),
    piece('a rose', 'Floral', 'Rose Gold'),
    piece('a compass', 'Detailed', 'Yellow Gold', 'Brushed'),
    piece('a butterfly', 'Gothic', 'White Gold'),
  ],
  earrings: [
    piece('small stars', 'Minimalist', 'Yellow Gold'),
    piece('crescent moons', 'Celestial', 'White Gold'),
    piece('little hearts', 'None', 'Rose Gold'),
    piece('lightning bolts', 'Flat', 'Yellow Gold'),
    piece('snowflakes', 'Geometric', 'White Gold'),
    piece('tiny bees', 'Detailed', 'Yellow Gold'),
    piece('feathers', 'Filigree', 'Rose Gold'),
    piece('teardrop gems', 'Ornate', 'White Gold'),
    piece('leaves', 'Floral', 'Yellow Gold', 'Brushed'),
    piece('music notes', 'Minimalist', 'Sterling Silver'),
    piece('celtic knots', 'Celtic', 'Yellow Gold', 'Vintage'),
    piece('suns', 'Baroque', 'Yellow Gold'),
    piece('butterflies', 'None', 'Two-Tone (Rose & White)'),
    piece('roses', 'Floral', 'Rose Gold'),
  ],
  bracelets: [
    piece('a bangle with stars'),
    piece('a charm bracelet of hearts', 'None', 'Rose Gold'),
    piece('a bangle with waves', 'Abstract', 'White Gold'),
    piece('a charm bracelet with a paw and a bone', 'None', 'Yellow Gold'),
    piece('a bangle engraved "courage"', 'Minimalist', 'Yellow Gold', 'Brushed'),
    piece('a charm bracelet of moons and stars', 'Celestial', 'Tri-Tone Mix'),
    piece('a leaf vine bangle', 'Floral', 'Yellow Gold'),
    piece('a celtic knot bangle', 'Celtic', 'White Gold', 'Vintage'),
    piece('a charm bracelet with an anchor and a compass', 'None', 'Two-Tone (Yellow & White)'),
    piece('a bangle with a single gem', 'Detailed', 'White Gold'),
    piece('a charm bracelet of music notes', 'None', 'Sterling Silver'),
    piece('a filigree bangle', 'Filigree', 'Rose Gold'),
    piece('a bangle with initials "K.L."', 'Minimalist', 'Rose Gold'),
    piece('a charm bracelet of flowers', 'Floral', 'Yellow Gold'),
  ],
};

/** The form a category's pieces take. */
export function formOf(category: string): 'charm' | 'pendant' | 'earrings' | 'bracelet' {
  if (category === 'necklaces') return 'pendant';
  if (category === 'earrings') return 'earrings';
  if (category === 'bracelets') return 'bracelet';
  return 'charm';
}

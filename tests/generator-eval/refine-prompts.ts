/**
 * Issue 23, point 3: follow-ups a customer types under a result ('make the fox smaller', 'add her
 * initials E.J.', 'in rose gold', 'without the stars', 'as earrings'), each labelled with what it asks
 * to change. Everything a label does not name must stay as the design before it had it: its subjects
 * in their order, the engraving, the form, the metal, finish and style, the size.
 *
 * LABELLING RULE: a follow-up is a first prompt, the options it was made with, and one or more changes
 * in order, each with its effect:
 * - add / remove / replace: library subject ids ('moon', 'star'); an added subject goes last;
 *   a replaced one keeps its place.
 * - engraving: the whole text engraved after the change (null: none); 'add her initials E.J.' to a
 *   piece engraved 'Luna' gives 'Luna · E.J.'.
 * - form, metal, finish, style: the new value.
 * - smaller / larger: the subject id made smaller or larger, or 'piece' for the whole piece.
 */
import type { DesignStyle, Finish, Metal } from '@shared/options';
import type { FormLabel } from './labels';

export interface Effect {
  add?: string[];
  remove?: string[];
  replace?: [from: string, to: string][];
  engraving?: string | null;
  form?: FormLabel;
  metal?: Metal;
  finish?: Finish;
  style?: DesignStyle;
  smaller?: string;
  larger?: string;
}

export interface FollowUp {
  id: string;
  prompt: string;
  options?: { metal?: Metal; finish?: Finish; designStyle?: DesignStyle };
  steps: [change: string, effect: Effect][];
}

type Row = [prompt: string, steps: [string, Effect][], options?: FollowUp['options']];

const FOX = 'a sleeping fox curled around a crescent moon';
const rows: Row[] = [
  // Metal, finish and style
  [FOX, [['in rose gold', { metal: 'Rose Gold' }]]],
  ['an owl on a branch', [['can I see it in silver?', { metal: 'Sterling Silver' }]]],
  ['a sea turtle with the name Kai', [['white gold please', { metal: 'White Gold' }]]],
  ['a lighthouse on the rocks', [['make it two-tone, yellow and white', { metal: 'Two-Tone (Yellow & White)' }]], { metal: 'Rose Gold' }],
  ['a honeybee on a sunflower', [['brushed finish', { finish: 'Brushed' }]]],
  ['a compass rose', [['give it an antique look', { finish: 'Vintage' }]]],
  ['a dragon', [['make it gothic', { style: 'Gothic' }]]],
  ['a mountain range with the sun', [['simpler, more minimal', { style: 'Minimalist' }]], { designStyle: 'Ornate' }],
  ['a cat with the name Miso', [['in white gold with a matte finish', { metal: 'White Gold', finish: 'Brushed' }]]],
  // Form
  [FOX, [['as earrings', { form: 'earrings' }]]],
  ['a little elephant', [['make it a necklace', { form: 'pendant' }]]],
  ['a paw print with the name Luna', [['as a bar necklace instead', { form: 'bar' }]]],
  ['a four leaf clover', [['turn it into a bracelet', { form: 'bracelet' }]]],
  ['a dog tag with our dates', [['as a charm', { form: 'charm' }]]],
  // Subjects added, removed, replaced
  ['a fox', [['add a crescent moon', { add: ['moon'] }]]],
  ['a whale with the name Finn', [['add a little star', { add: ['star'] }]]],
  ['an anchor', [['with a rope heart too', { add: ['heart'] }]]],
  ['a crescent moon with stars and a cat', [['without the stars', { remove: ['star'] }]]],
  ['a mountain with the sun and a tree', [['remove the tree', { remove: ['tree'] }]]],
  ['a lotus and a butterfly', [['take out the butterfly', { remove: ['butterfly'] }]]],
  ['a cat sleeping on the moon', [['make the cat a dog', { replace: [['cat', 'dog']] }]]],
  ['an owl on a book', [['swap the owl for an eagle', { replace: [['owl', 'eagle']] }]]],
  ['a sun over the waves', [['a moon instead of the sun', { replace: [['sun', 'moon']] }]]],
  ['a rose and a heart', [['replace the rose with a tulip', { replace: [['rose', 'tulip']] }]]],
  // Engraving
  [FOX, [['add her initials E.J.', { engraving: 'E.J.' }]]],
  ['a paw print with the name Luna', [['add the date 06.21.2025', { engraving: 'Luna \u00b7 06.21.2025' }]]],
  ['a horse with the name Dakota', [['change the name to Bella', { engraving: 'Bella' }]]],
  ['a soccer ball with the number 10', [['remove the number', { engraving: null }]]],
  ['a heart that says "always"', [['no text please', { engraving: null }]]],
  ['a bee', [['engrave "bee kind" on it', { engraving: 'bee kind' }]]],
  // Size
  [FOX, [['make the fox smaller', { smaller: 'fox' }]]],
  ['a sun over the mountains', [['make the sun a bit bigger', { larger: 'sun' }]]],
  ['an elephant', [['make it smaller', { smaller: 'piece' }]]],
  ['a tree of life', [['a bit larger overall', { larger: 'piece' }]]],
  // Two or three changes in turn
  [FOX, [['add her initials E.J.', { engraving: 'E.J.' }], ['in rose gold', { metal: 'Rose Gold' }]]],
  ['an owl on a book', [['without the book', { remove: ['book'] }], ['as earrings', { form: 'earrings' }]]],
  ['a cat with the name Miso', [['add a fish', { add: ['fish'] }], ['change the name to Mochi', { engraving: 'Mochi' }], ['make the fish smaller', { smaller: 'fish' }]]],
];

export const REFINE_SET: FollowUp[] = rows.map(([prompt, steps, options], i) => ({ id: `refine-${i + 1}`, prompt, steps, ...(options ? { options } : {}) }));

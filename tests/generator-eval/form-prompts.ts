/**
 * Issue 23, point 2: prompts that ask for a form, the way customers buy custom jewelry: the forms the
 * generator makes today (charm, pendant, earrings, bracelet) asked in everyday words, and the forms the
 * issue asks for next (a silhouette, a bar, a letter, a name in script, a tag). Labelled like
 * prompts.ts (its LABELLING RULE for subjects, collection and monogram), with the engraving rule of
 * personal-prompts.ts, and appended to EVAL_SET.
 *
 * FORM RULE: `form` is the form the words ask the piece to take (FormLabel in labels.ts).
 * - The thing the customer will wear decides: 'a fox necklace' is a pendant, 'star studs' earrings,
 *   'an anklet' a bracelet; 'a charm for my pandora bracelet' and 'a bracelet charm' are charms (the
 *   customer has the bracelet), 'a charm bracelet' is a bracelet.
 * - Everyday words count as well as shop words: 'something to wear around my neck', 'on a chain'.
 * - The outline of the subject as the piece is a silhouette ('fox-shaped', 'a cut-out of my dog', 'in
 *   the shape of'), whatever it hangs from: 'a cat shaped pendant' is a silhouette, not a disc.
 * - The text as the piece: 'initial charm E', 'letter J pendant' are letters; 'name necklace',
 *   'nameplate', 'my name in script' names; a bar or a tag carries its text ('bar necklace', 'dog tag'
 *   - a dog tag draws no dog).
 * - Two forms when the words ask for both and either honours them: 'a name bar' ['bar', 'name'],
 *   'initial earrings' ['letter', 'earrings'], 'matching necklace and earrings' ['pendant', 'earrings'].
 *
 * Subjects, collection, monogram and engraving as in prompts.ts and personal-prompts.ts: the pet or
 * person a piece is for is no subject, a letter or name alone has no subjects and files in
 * symbols-myth; a letter piece sets `monogram` and engraves its letter, a name piece engraves the name.
 */
import type { EvalPrompt } from './labels';
import { EN, NE, PA, SC, SM, said, theme } from './rows';

const worn = theme('form-worn', [
  ['a little fox necklace for my daughter', [['fox']], null, PA, { form: 'pendant' }],
  ['tiny star studs', [['star']], null, NE, { form: 'earrings' }],
  ['a bangle with little waves running all the way around', [['wave']], null, NE, { form: 'bracelet' }],
  ['something to wear around my neck with a compass on it', [['compass']], null, SM, { form: 'pendant' }],
  ['moon earings, the dangly kind', [['moon', 'crescent moon']], null, NE, { form: 'earrings' }],
  ['a charm for my pandora bracelet, a sea turtle', [['sea turtle', 'turtle']], null, PA, { form: 'charm' }],
  ['anklet with a tiny starfish for the beach', [['starfish', 'sea star']], null, PA, { form: 'bracelet' }],
  ['a locket with a rose on the front', [['rose']], null, NE, { form: 'pendant' }],
  ['choker with a little crescent moon in the middle', [['moon', 'crescent moon']], null, NE, { form: 'pendant' }],
  ['a pair of cat studs, one for each ear', [['cat']], null, PA, { form: 'earrings' }],
  ['owl pendent for my grandma', [['owl']], null, PA, { form: 'pendant' }],
  ['cuff bracelet with a mountain range', [['mountain']], null, NE, { form: 'bracelet' }],
  ['a honeybee charm please', [said('honeybee', 'bee')], null, PA, { form: 'charm' }],
  ['hoop earrings with little hearts hanging off them', [['heart']], null, EN, { form: 'earrings' }],
  ['a dainty necklace with a four leaf clover', [['clover']], null, NE, { form: 'pendant' }],
  ['a bracelet charm of a horse', [['horse']], null, PA, { form: 'charm' }],
  ['matching necklace and earrings with daisies, for my bridesmaids', [said('daisy', 'daisy', 'flower')], null, NE, { form: ['pendant', 'earrings'] }],
  ['for my wrist: a lotus on a thin bangle', [['lotus']], null, NE, { form: 'bracelet' }],
  ['butterfly drop earrings', [['butterfly']], null, PA, { form: 'earrings' }],
  ['a keyring charm with a paw print for my dad', [['paw']], null, PA, { form: 'charm' }],
  ['i want a necklace. a dragon curled around a gem', [['dragon'], ['gem', 'crystal']], 'around', SM, { form: 'pendant' }],
  ['ankle bracelet, a tiny palm tree', [['palm tree', 'palm']], null, NE, { form: 'bracelet' }],
  ['pendant on a long chain with two interlocking wedding rings', [['rings', 'ring', 'wedding ring']], null, EN, { form: 'pendant' }],
  ['earrings for my mom: little hummingbirds', [said('hummingbird', 'hummingbird', 'bird')], null, PA, { form: 'earrings' }],
  ['charm bracelet with a horseshoe and a clover', [['horseshoe'], ['clover']], null, SM, { form: 'bracelet' }],
  ['could you make the anchor as a necklace, not a charm', [['anchor']], null, SM, { form: 'pendant' }],
  ['a sunflower on a chain for my sister', [said('sunflower', 'sunflower', 'flower')], null, NE, { form: 'pendant' }],
  [
    "Hi, I'd like a pair of earrings for my wife's birthday. She loves snowflakes and we met in the winter, so maybe small snowflake studs?",
    [['snowflake']], null, NE, { form: 'earrings' },
  ],
  ['a braclet with a dolphin', [['dolphin']], null, PA, { form: 'bracelet' }],
  ['a tiny mushroom charm to clip on my necklace', [['mushroom']], null, NE, { form: ['charm', 'pendant'] }],
  ['a heart locket necklace with Mom engraved inside', [['heart']], null, EN, { form: 'pendant', engraving: 'Mom' }],
  ['a cross necklace for her first communion, with the date 5.4.2025', [['cross']], null, SM, { form: 'pendant', engraving: '5.4.2025' }],
  ['a lil necklace w/ a cactus', [['cactus']], null, NE, { form: 'pendant' }],
]);

const silhouette = theme('form-silhouette', [
  ['a fox-shaped charm', [['fox']], null, PA, { form: 'silhouette' }],
  ['a cut-out of my dog, a westie named Angus', [said('westie', 'dog')], null, PA, { form: 'silhouette', engraving: 'Angus' }],
  ['lighthouse-shaped charm', [['lighthouse']], null, SM, { form: 'silhouette' }],
  ['a silhouette of my cat sitting, the outline is the whole pendant', [['cat']], null, PA, { form: 'silhouette' }],
  ['a pendant in the shape of the state of Michigan', [said('michigan', 'michigan', 'map')], null, NE, { form: 'silhouette' }],
  ['heart shaped necklace, just the heart, nothing inside it', [['heart']], null, EN, { form: 'silhouette' }],
  ['earrings shaped like tiny cacti', [['cactus']], null, NE, { form: ['silhouette', 'earrings'] }],
  ['my horse in silhouette, cut from gold, as a necklace', [['horse']], null, PA, { form: 'silhouette' }],
  ['can the charm BE the paw print? like paw-shaped, not a circle with a paw on it', [['paw']], null, PA, { form: 'silhouette' }],
  ['a crescent moon shaped pendant', [['moon', 'crescent moon']], null, NE, { form: 'silhouette' }],
  ['a cutout silhouette of a whale tail', [said('whale', 'whale', 'whale tail')], null, PA, { form: 'silhouette' }],
  ['I want the outline of our house as the charm, a little cottage with a chimney', [said('cottage', 'house', 'home', 'cottage')], null, SM, { form: 'silhouette' }],
  ['a star-shaped charm, a 5 point star, no circle around it', [['star']], null, NE, { form: 'silhouette' }],
  ['butterfly cut-out necklace', [['butterfly']], null, PA, { form: 'silhouette' }],
  ['a cat shaped pendent with her name Miso on the back', [['cat']], null, PA, { form: 'silhouette', engraving: 'Miso' }],
  ['a silhouette of the Eiffel Tower to wear', [['eiffel tower']], null, SM, { form: 'silhouette' }],
  ['a pendant that is just the outline of a mountain range', [['mountain']], null, NE, { form: 'silhouette' }],
  [
    "Hello! My dog Pepper is a dachshund and I'd love a pendant in her exact shape, long body and little legs, like a silhouette",
    [said('dachshund', 'dog')], null, PA, { form: 'silhouette', engraving: 'Pepper' },
  ],
]);

const bar = theme('form-bar', [
  ['bar necklace with our coordinates 34.0522° N, 118.2437° W', [], null, SM, { form: 'bar', engraving: '34.0522° N, 118.2437° W' }],
  ['a horizontal bar with the kids names Ava, Leo and Mia', [], null, SM, { form: 'bar', engraving: ['Ava', 'Leo', 'Mia'] }],
  ['vertical bar with the date 06.21.2025', [], null, SM, { form: 'bar', engraving: '06.21.2025' }],
  ['a skinny bar pendant that says fearless', [], null, SM, { form: 'bar', engraving: 'fearless' }],
  ['bar neckalce with a tiny heart and the name Nora', [['heart']], null, EN, { form: 'bar', engraving: 'Nora' }],
  ['a name bar, Eleanor', [], null, SM, { form: ['bar', 'name'], engraving: 'Eleanor' }],
  ['a bar bracelet with est. 2015', [], null, SM, { form: ['bar', 'bracelet'], engraving: '2015' }],
  ['a vertical bar with a little mountain at the top and our initials J & K', [['mountain']], null, NE, { form: 'bar', monogram: true, engraving: 'J & K' }],
  ['long bar pendant, roman numerals for 9.9.2009', [], null, SM, { form: 'bar', engraving: 'IX.IX.MMIX' }],
  ['a bar with three names, one per side: Ella, Max and Ruby', [], null, SM, { form: 'bar', engraving: ['Ella', 'Max', 'Ruby'] }],
  ['bar with a heartbeat line and his name, Tomas', [['heartbeat']], null, SC, { form: 'bar', engraving: 'Tomas' }],
  ['minimalist bar necklace, just the word breathe', [], null, SM, { form: 'bar', engraving: 'breathe' }],
  ['bar w/ a paw print and the name Rocco', [['paw']], null, PA, { form: 'bar', engraving: 'Rocco' }],
  [
    "I'm looking for a gift for my husband, a thin horizontal bar he can wear under his shirt, with our son's birth date 11.02.2023 engraved",
    [], null, SM, { form: 'bar', engraving: '11.02.2023' },
  ],
  ['a bar with a wave on one end and the coords of our beach 32.7157, -117.1611', [['wave']], null, NE, { form: 'bar', engraving: '32.7157, -117.1611' }],
  ['a gold bar necklace with the time she was born, 7:42 am', [], null, SM, { form: 'bar', engraving: '7:42 am' }],
]);

const letter = theme('form-letter', [
  ['initial charm E', [], null, SM, { form: 'letter', monogram: true, engraving: 'E' }],
  ['letter J pendant', [], null, SM, { form: 'letter', monogram: true, engraving: 'J' }],
  ['a letter A necklace for my daughter', [], null, SM, { form: 'letter', monogram: true, engraving: 'A' }],
  ['a big initial M pendant, in script', [], null, SM, { form: 'letter', monogram: true, engraving: 'M' }],
  ['initial earrings, a tiny R in each ear', [], null, SM, { form: ['letter', 'earrings'], monogram: true, engraving: 'R' }],
  ['the letter K cut out in gold, just the letter', [], null, SM, { form: 'letter', monogram: true, engraving: 'K' }],
  ['initial necklace with a little heart next to the letter, S', [['heart']], null, EN, { form: 'letter', monogram: true, engraving: 'S' }],
  ['lowercase initial charm: b', [], null, SM, { form: 'letter', monogram: true, engraving: 'b' }],
  ['a letter D with a tiny diamond set in it', [said('diamond', 'gem', 'diamond')], null, EN, { form: 'letter', monogram: true, engraving: 'D' }],
  ['an initial charm for my bracelet, the letter T', [], null, SM, { form: 'letter', monogram: true, engraving: 'T' }],
  ['my sons initial, a block letter W, as a pendant', [], null, SM, { form: 'letter', monogram: true, engraving: 'W' }],
  ['two initial charms, L and M, on one chain', [], null, SM, { form: 'letter', monogram: true, engraving: ['L', 'M'] }],
  ['a letter B pendant with little flowers growing through it', [['flower']], null, NE, { form: 'letter', monogram: true, engraving: 'B' }],
  ['greek letter Ω as a pendant', [], null, SM, { form: 'letter', monogram: true, engraving: 'Ω' }],
  ['the letter "H" as the charm itself, not a circle with an H on it', [], null, SM, { form: 'letter', monogram: true, engraving: 'H' }],
  [
    "Hi! I'd love an initial necklace for my best friend's birthday, just a G in a pretty serif font",
    [], null, SM, { form: 'letter', monogram: true, engraving: 'G' },
  ],
  ['initial pendent, Z', [], null, SM, { form: 'letter', monogram: true, engraving: 'Z' }],
]);

const name = theme('form-name', [
  ['name necklace that says Sophia', [], null, SM, { form: 'name', engraving: 'Sophia' }],
  ['my name in script as a necklace: Isabella', [], null, SM, { form: 'name', engraving: 'Isabella' }],
  ['nameplate necklace, Jasmine, in cursive', [], null, SM, { form: 'name', engraving: 'Jasmine' }],
  ['a name necklace for my mom with her name Maria and a little heart at the end', [['heart']], null, EN, { form: 'name', engraving: 'Maria' }],
  ['the name Olivia in joined-up writing, gold, on a chain', [], null, SM, { form: 'name', engraving: 'Olivia' }],
  ['custom name necklace "Chloé"', [], null, SM, { form: 'name', engraving: 'Chloé' }],
  ['name bracelet that spells out Luca', [], null, SM, { form: ['name', 'bracelet'], engraving: 'Luca' }],
  ["a nameplate like carrie bradshaw's but with my name, Harper", [], null, SM, { form: 'name', engraving: 'Harper' }],
  ['my dogs name Biscuit in cursive as a pendant, with a paw print at the end', [['paw']], null, PA, { form: 'name', engraving: 'Biscuit' }],
  ['a script name pendant: Aaliyah', [], null, SM, { form: 'name', engraving: 'Aaliyah' }],
  ['name necklace w/ the word Mama', [], null, SM, { form: 'name', engraving: 'Mama' }],
  ['arabic name necklace that says أمل', [], null, SM, { form: 'name', engraving: 'أمل' }],
  ['two names joined in script, Sam & Alex', [], null, SM, { form: 'name', engraving: 'Sam & Alex' }],
  ['a name necklace in all caps, BROOKLYN', [], null, SM, { form: 'name', engraving: 'BROOKLYN' }],
  [
    "Hello, I'm after a dainty name necklace for my granddaughter's christening. Her name is Evangeline, and I'd like a tiny cross after the name",
    [['cross']], null, SM, { form: 'name', engraving: 'Evangeline' },
  ],
  ['nameplate choker with Mia', [], null, SM, { form: 'name', engraving: 'Mia' }],
]);

const tag = theme('form-tag', [
  ['dog tag with his service number 4417823', [], null, SM, { form: 'tag', engraving: '4417823' }],
  ["a military style dog tag necklace with my dad's name, Robert Hayes", [], null, SM, { form: 'tag', engraving: 'Robert Hayes' }],
  ['signet-style plate with the initials A.W.', [], null, SM, { form: 'tag', monogram: true, engraving: 'A.W.' }],
  ['a rectangular tag with our wedding date 04.12.2019', [], null, SM, { form: 'tag', engraving: '04.12.2019' }],
  ['a pet id tag for our cat Nala with my phone number 555-0142', [], null, SM, { form: 'tag', engraving: ['Nala', '555-0142'] }],
  ['dog tag with a cross and Joshua 1:9', [['cross']], null, SM, { form: 'tag', engraving: 'Joshua 1:9' }],
  ["a tag for my dog's collar with his name Rocky", [], null, SM, { form: 'tag', engraving: 'Rocky' }],
  ['a small square tag with a bee stamped in the corner', [['bee']], null, PA, { form: 'tag' }],
  ['engraved tag necklace, "stay wild"', [], null, SM, { form: 'tag', engraving: 'stay wild' }],
  ['a flat signet-style plate with a compass on it', [['compass']], null, SM, { form: 'tag' }],
  ['dogtag w/ the coordinates of fort bragg 35.1415, -79.0060', [], null, SM, { form: 'tag', engraving: '35.1415, -79.0060' }],
  [
    "Hi there - my brother is deploying next month and I want to get him a dog tag with our family's motto, semper fortis, and a little anchor",
    [['anchor']], null, SM, { form: 'tag', engraving: 'semper fortis' },
  ],
  ['tag pendant stamped with his badge number 2291 and a star', [['star']], null, NE, { form: 'tag', engraving: '2291' }],
  ['a little rectangle tag that says Wren, for my keys', [], null, SM, { form: 'tag', engraving: 'Wren' }],
]);

/** The issue 23 form prompts, appended to EVAL_SET (prompts.ts) in this order. */
export const FORM_SET: readonly EvalPrompt[] = [...worn, ...silhouette, ...bar, ...letter, ...name, ...tag];

import { describe, expect, it } from 'vitest';
import { engravingRefusal, nameRefusal } from '../engraving-limit';
import { extractEngraving } from './engraving';
import { formFor, formInWords } from './form-words';
import { labourCents, priceCents } from './price';
import { generateDesign } from './generate';

describe('the form the words name (issue 23)', () => {
  it('reads necklaces, earrings and bracelets in their everyday words, the first named winning', () => {
    expect(formInWords('a bee necklace')).toBe('pendant');
    expect(formInWords('a heart locket')).toBe('pendant');
    expect(formInWords('tiny star studs')).toBe('earrings');
    expect(formInWords('butterfly drop earrings')).toBe('earrings');
    expect(formInWords('a bangle with waves')).toBe('bracelet');
    expect(formInWords('a charm bracelet with a heart')).toBe('bracelet');
    expect(formInWords('a fox charm')).toBe('charm');
    expect(formInWords('a sleeping fox')).toBeNull();
  });

  it('draws the piece in that form and says so, whatever form was requested', () => {
    const d = generateDesign({ prompt: 'a bee necklace', designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 1 });
    expect(d.form).toBe('pendant');
    expect(d.name).toMatch(/Pendant$/);
    expect(d.description).toMatch(/pendant on a fine cable chain/);
    expect(d.motifs).toEqual(['bee']);
    const plain = generateDesign({ prompt: 'a bee', designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 1 });
    expect(plain.form).toBe('charm');
  });
});

describe('form words as people write them', () => {
  it('reads the usual slips, and a charm for a bracelet stays a charm', () => {
    expect(formInWords('moon earings, the dangly kind')).toBe('earrings');
    expect(formInWords('owl pendent for my grandma')).toBe('pendant');
    expect(formInWords('a braclet with a dolphin')).toBe('bracelet');
    expect(formInWords('something to wear around my neck with a compass')).toBe('pendant');
    expect(formInWords('a charm for my pandora bracelet, a sea turtle')).toBe('charm');
    expect(formInWords('a bracelet charm of a horse')).toBe('charm');
  });
});

describe('plates: a bar and a tag', () => {
  it('reads a bar or a tag the words name, whatever hangs it', () => {
    expect(formInWords('bar necklace with our coordinates')).toBe('bar');
    expect(formInWords('a name bar, Eleanor')).toBe('bar');
    expect(formInWords('a dog tag necklace with my dad\'s name')).toBe('tag');
    expect(formInWords('a signet-style plate with a crest')).toBe('tag');
    expect(formInWords('a bar of soap charm')).toBe('charm');
  });

  it('draws the text along the bar and the subject at its end, named and priced as a bar necklace', () => {
    const request = { designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 1 } as const;
    const bar = generateDesign({ ...request, prompt: 'a bar necklace with a paw print and the name Luna' });
    expect([bar.form, bar.engraving, bar.motifs]).toEqual(['bar', 'Luna', ['paw']]);
    expect(bar.name).toMatch(/Bar Necklace$/);
    expect(bar.description).toMatch(/bar on a fine cable chain/);
    expect(bar.widthMm).toBeGreaterThan(2.5 * bar.heightMm * 0.5);
    const tag = generateDesign({ ...request, prompt: 'engraved tag necklace, "stay wild"' });
    expect([tag.form, tag.engraving, tag.motifs]).toEqual(['tag', 'stay wild', []]);
    expect(tag.name).toMatch(/Tag Necklace$/);
    const upright = generateDesign({ ...request, prompt: 'vertical bar with the date 06.21.2025' });
    expect([upright.form, upright.engraving]).toEqual(['bar', '06.21.2025']);
    expect(upright.description).toMatch(/vertical bar on a fine cable chain/);
    expect(upright.heightMm).toBeGreaterThan(upright.widthMm * 2);
    // Priced as a bar necklace: the same gold as a charm costs more, for the chain and the plate's work.
    const asCharm = priceCents({ weightGrams: bar.weightGrams, motifCount: 1, style: 'None', finish: 'Polished', metal: 'Yellow Gold', form: 'charm', engravingChars: 4 });
    expect(bar.priceCents).toBeGreaterThan(asCharm);
  });
});

describe('a letter pendant', () => {
  const request = { designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 1 } as const;
  it('makes the letter itself the piece when the words ask for an initial or a letter and name one capital', () => {
    const j = generateDesign({ ...request, prompt: 'letter J pendant' });
    expect([j.form, j.engraving, j.name]).toEqual(['letter', 'J', 'Letter J Pendant']);
    const b = generateDesign({ ...request, prompt: 'a letter B pendant with little flowers growing through it' });
    expect([b.form, b.motifs, b.name]).toEqual(['letter', ['flower'], 'Letter B Pendant with Flower']);
    // Earrings stay earrings, with the letter on each; a name is no letter.
    expect(generateDesign({ ...request, prompt: 'initial earrings, a tiny R in each ear' }).form).toBe('earrings');
    expect(generateDesign({ ...request, prompt: 'a heart with the letters RN' }).form).toBe('charm');
  });
});

describe('the kind of earring or bracelet the words name', () => {
  const request = { designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', seed: 1 } as const;
  it('makes studs or drops, a bangle or a charm bracelet, as asked', () => {
    for (const seed of [1, 2, 3]) {
      expect(generateDesign({ ...request, seed, form: 'charm', prompt: 'tiny star studs' }).name).toMatch(/Stud Earrings$/);
      expect(generateDesign({ ...request, seed, form: 'charm', prompt: 'moon earrings, the dangly kind' }).name).toMatch(/Drop Earrings$/);
      expect(generateDesign({ ...request, seed, form: 'bracelet', prompt: 'a bangle with stars' }).name).toMatch(/Bangle$/);
      expect(generateDesign({ ...request, seed, form: 'bracelet', prompt: 'a charm bracelet of hearts' }).name).toMatch(/Charm Bracelet$/);
    }
  });
});

describe('a silhouette: the subject\'s own outline as the piece', () => {
  const request = { designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 1 } as const;
  it('reads a shape, a cut-out, a silhouette or an outline as the piece, whatever hangs it', () => {
    expect(formInWords('a fox-shaped charm')).toBe('silhouette');
    expect(formInWords('heart shaped necklace, just the heart')).toBe('silhouette');
    expect(formInWords('a cut-out of my dog, a westie named Angus')).toBe('silhouette');
    expect(formInWords('butterfly cut-out necklace')).toBe('silhouette');
    expect(formInWords('a crescent moon shaped pendant')).toBe('silhouette');
    expect(formInWords('a pendant in the shape of the state of Michigan')).toBe('silhouette');
    expect(formInWords('I want the outline of our house as the charm')).toBe('silhouette');
    expect(formInWords('my horse in silhouette, cut from gold, as a necklace')).toBe('silhouette');
    expect(formInWords('a pendant in her exact shape')).toBe('silhouette');
    expect(formInWords('can the charm BE the paw print?')).toBe('silhouette');
    // Earrings and bracelets stay what is worn; a silhouette drawn on a medallion is no cut-out.
    expect(formInWords('earrings shaped like tiny cacti')).toBe('earrings');
    expect(formInWords('a dog silhouette and the letter B')).toBeNull();
    expect(formInWords('memorial charm w/ my cats silhouette & her name Pepper')).toBe('charm');
  });

  it('names and describes the cut-out, hung as a charm or on a chain as the words say', () => {
    const fox = generateDesign({ ...request, prompt: 'a fox-shaped charm' });
    expect([fox.form, fox.motifs, fox.category]).toEqual(['silhouette', ['fox'], 'pets-animals']);
    expect(fox.name).toMatch(/Fox Silhouette Charm$/);
    expect(fox.description).toMatch(/cut-out fox charm with a bail and jump ring/);
    const moon = generateDesign({ ...request, prompt: 'a crescent moon shaped pendant' });
    expect(moon.name).toMatch(/Crescent Moon Silhouette Pendant$/);
    expect(moon.description).toMatch(/cut-out crescent moon pendant on a fine cable chain/);
    // Earrings so shaped are a pair of cut-outs.
    const studs = generateDesign({ ...request, prompt: 'star-shaped studs' });
    expect(studs.form).toBe('earrings');
    expect(studs.name).toMatch(/Star Silhouette Stud Earrings$/);
    expect(studs.description).toMatch(/pair of cut-out star stud earrings/);
    const dog = generateDesign({ ...request, prompt: 'a cut-out of my dog, a westie named Angus' });
    expect([dog.form, dog.engraving]).toEqual(['silhouette', 'Angus']);
    expect(dog.description).toMatch(/Engraved with .Angus./);
  });
});

describe('a name necklace: the name in joined script is the piece', () => {
  const request = { designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 1 } as const;
  it('reads a name piece and a name written in script', () => {
    expect(formFor('name necklace that says Sophia', 'Sophia')).toBe('name');
    expect(formFor('nameplate necklace, Jasmine, in cursive', 'Jasmine')).toBe('name');
    expect(formFor('my name in script as a necklace: Isabella', 'Isabella')).toBe('name');
    expect(formFor('name necklace w/ the word Mama', 'Mama')).toBe('name');
    expect(formFor('the name Olivia in joined-up writing, gold, on a chain', 'Olivia')).toBe('name');
    expect(formFor('two names joined in script, Sam & Alex', 'Sam & Alex')).toBe('name');
    expect(formFor('a name necklace in all caps, BROOKLYN', 'BROOKLYN')).toBe('name');
    expect(formFor('custom name necklace "Chlo\u00e9"', 'Chlo\u00e9')).toBe('name');
    // A plate the words name stays a plate; a monogram in script is a monogram; with no name, the words' form.
    expect(formFor('a name bar, Eleanor', 'Eleanor')).toBe('bar');
    expect(formFor('monogram SKW in script', 'SKW')).toBeNull();
    expect(formFor('a name necklace', null)).toBe('pendant');
  });

  it('names it by the name, with a subject at its end, priced by its weight with more labour than a charm', () => {
    const sophia = generateDesign({ ...request, prompt: 'name necklace that says Sophia' });
    expect([sophia.form, sophia.name, sophia.engraving, sophia.motifs]).toEqual(['name', 'Sophia Name Necklace', 'Sophia', []]);
    expect(sophia.description).toMatch(/^The name .Sophia. written as one wire in joined script, made as a name necklace on a fine cable chain/);
    expect(sophia.description).not.toMatch(/Engraved/);
    const maria = generateDesign({ ...request, prompt: 'a name necklace for my mom with her name Maria and a little heart at the end' });
    expect([maria.form, maria.name, maria.motifs]).toEqual(['name', 'Maria Name Necklace with Heart', ['heart']]);
    expect(maria.description).toMatch(/with a heart at its end/);
    // Its price is its model's weight and a name's labour (issue 25): bent from wire letter by letter, it
    // costs more work than a charm with the same name engraved, though its wire weighs less than a disc.
    const heart = generateDesign({ ...request, prompt: 'a heart with the name Sophia' });
    const priced = { motifCount: 0, style: request.designStyle, finish: request.finish, metal: request.metal, engravingChars: 6 };
    expect(sophia.priceCents).toBe(priceCents({ ...priced, weightGrams: sophia.weightGrams, form: 'name' }));
    expect(heart.priceCents).toBe(priceCents({ ...priced, motifCount: 1, weightGrams: heart.weightGrams, form: 'charm' }));
    expect(labourCents({ ...priced, weightGrams: 0, form: 'name' })).toBeGreaterThan(labourCents({ ...priced, motifCount: 1, weightGrams: 0, form: 'charm' }));
    const block = generateDesign({ ...request, prompt: 'a name necklace in all caps, BROOKLYN' });
    expect(block.description).toMatch(/in block capitals standing on a baseline bar/);
  });

  it('holds twelve characters, and refuses a name it cannot write in script rather than drawing another piece', () => {
    expect(engravingRefusal('Sam & Alex', 'name')).toBeNull();
    expect(engravingRefusal('Christopher Alexander', 'name')).toMatch(/has 21 characters; a name necklace holds at most 12\./);
    const arabic = 'arabic name necklace that says \u0623\u0645\u0644';
    expect(formFor(arabic, extractEngraving(arabic))).toBe('pendant');
    expect(nameRefusal(arabic)).toMatch(/names only in Latin letters/);
    expect(nameRefusal('name necklace that says Sophia')).toBeNull();
    expect(nameRefusal('a bee necklace')).toBeNull();
  });
});

describe('letter pieces beyond one capital', () => {
  const request = { designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 1 } as const;
  it('makes a small letter the piece, and two or three letters each their own piece on one chain', () => {
    const b = generateDesign({ ...request, prompt: 'lowercase initial charm: b' });
    expect([b.form, b.engraving, b.name]).toEqual(['letter', 'b', 'Letter b Pendant']);
    const two = generateDesign({ ...request, prompt: 'two initial charms, L and M, on one chain' });
    expect([two.form, two.engraving, two.name]).toEqual(['letter', 'L and M', 'Letter L & M Pendant']);
    expect(two.description).toMatch(/pair of letter pendants on one fine cable chain/);
    expect(engravingRefusal('L and M', 'letter')).toBeNull();
    // Initials on a charm are still a monogram on the charm.
    expect(generateDesign({ ...request, prompt: 'a heart with our initials T & M' }).form).toBe('charm');
  });
});

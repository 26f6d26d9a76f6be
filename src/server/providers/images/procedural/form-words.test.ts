import { describe, expect, it } from 'vitest';
import { formInWords } from './form-words';
import { priceCents } from './price';
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

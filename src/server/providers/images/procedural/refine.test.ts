import { describe, expect, it } from 'vitest';
import { generateDesign } from './generate';
import { asksForSomething, readChange } from './refine';

const base = { prompt: 'a sleeping fox curled around a crescent moon with the name Luna', designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 3 } as const;

describe('refining a design in words', () => {
  it('reads what a change asks for, and nothing when it asks for nothing the shop makes', () => {
    expect(readChange('in rose gold').metal).toBe('Rose Gold');
    expect(readChange('a brushed finish').finish).toBe('Brushed');
    expect(readChange('make it gothic').style).toBe('Gothic');
    expect(readChange('as earrings').form).toBe('earrings');
    expect(readChange('add her initials E.J.').engraving).toEqual({ add: 'E.J.' });
    expect(readChange('change the name to Bella').engraving).toEqual({ set: 'Bella' });
    expect(readChange('remove the engraving').engraving).toEqual({ set: null });
    expect(readChange('without the stars').remove.map((f) => f.subject.id)).toEqual(['star']);
    expect(readChange('swap the owl for an eagle').replace.map((r) => [r.from.subject.id, r.to.subject.id])).toEqual([['owl', 'eagle']]);
    expect(readChange('make the fox smaller').resize).toMatchObject({ of: { subject: { id: 'fox' } }, by: 0.8 });
    expect(asksForSomething(readChange('hmm, not sure'))).toBe(false);
    expect(asksForSomething(readChange('please'))).toBe(false);
  });

  it('keeps what a change does not name: the subjects, the engraving, the form and the layout', () => {
    const first = generateDesign(base);
    const smaller = generateDesign({ ...base, changes: ['make the fox smaller'] });
    expect([smaller.motifs, smaller.engraving, smaller.form]).toEqual([first.motifs, first.engraving, first.form]);
    expect(smaller.svg).not.toBe(first.svg);
    // A finish is a surface: the layout holds, so only the metal's paint differs.
    const brushed = generateDesign({ ...base, finish: 'Brushed' });
    expect(brushed.svg.match(/translate\([^)]*\)/g)).toEqual(first.svg.match(/translate\([^)]*\)/g));
    const initials = generateDesign({ ...base, changes: ['add her initials E.J.'] });
    expect([initials.motifs, initials.engraving]).toEqual([first.motifs, 'Luna \u00b7 E.J.']);
    const earrings = generateDesign({ ...base, changes: ['add her initials E.J.', 'as earrings'] });
    expect([earrings.form, earrings.motifs, earrings.engraving]).toEqual(['earrings', first.motifs, 'Luna \u00b7 E.J.']);
  });

  it('takes away, swaps and adds subjects as asked, and says when a piece is full', () => {
    const owl = { ...base, prompt: 'an owl on a book' };
    expect(generateDesign({ ...owl, changes: ['swap the owl for an eagle'] }).motifs).toEqual(['eagle', 'book']);
    expect(generateDesign({ ...owl, changes: ['without the book'] }).motifs).toEqual(['owl']);
    const full = generateDesign({ ...owl, changes: ['add a moon and a star'] });
    expect(full.motifs).toEqual(['owl', 'book', 'moon']);
    expect(full.note).toMatch(/at most 3 subjects/);
  });
});

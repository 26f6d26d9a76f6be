import { describe, expect, it } from 'vitest';
import { readRelation, type Relation, type Scene } from './relations';

/** The relation between the first two named words, found by their text. */
function sceneOf(prompt: string, a: string, b: string): Scene | null {
  const at0 = prompt.toLowerCase().indexOf(a);
  const at1 = prompt.toLowerCase().indexOf(b, at0 + a.length);
  return readRelation(prompt, { at: at0, length: a.length }, { at: at1, length: b.length });
}
const relationOf = (prompt: string, a: string, b: string): Relation | null => sceneOf(prompt, a, b)?.relation ?? null;

describe('readRelation', () => {
  it.each<[string, string, string, Relation | null]>([
    ['an owl perched on a book', 'owl', 'book', 'on'],
    ['an owl perched quietly on a stack of old books', 'owl', 'books', 'on'],
    ['a cat sleeping on a stack of books', 'cat', 'books', 'on'],
    ['a butterfly landing on a rose', 'butterfly', 'rose', 'on'],
    ['a bee on a honeycomb', 'bee', 'honeycomb', 'on'],
    ['a sleeping fox curled around a crescent moon', 'fox', 'moon', 'around'],
    ['a fox curled up around the moon', 'fox', 'moon', 'around'],
    ['a dragon wrapped around a sword', 'dragon', 'sword', 'around'],
    ['a goldfish in a bowl', 'goldfish', 'bowl', 'inside'],
    ['an evil eye inside a hamsa hand', 'eye', 'hamsa', 'inside'],
    ['a baby dragon hatching from an egg', 'dragon', 'egg', 'inside'],
    ['an owl under a full moon', 'owl', 'moon', 'under'],
    ['a tent beneath the stars', 'tent', 'stars', 'under'],
    ['the sun rising above the mountains', 'sun', 'mountains', 'above'],
    ['a dolphin jumping over a wave', 'dolphin', 'wave', 'above'],
    ['a dragon in flight above a castle', 'dragon', 'castle', 'above'],
    ['a dove carrying an olive branch', 'dove', 'branch', 'holding'],
    ['a crow with a key in its beak', 'crow', 'key', 'holding'],
    ['praying hands holding a rosary', 'hands', 'rosary', 'holding'],
    ['rainbow with a paw print underneath', 'rainbow', 'paw print', 'above'],
    ['a fox with the moon above it', 'fox', 'moon', 'under'],
    ['a heart with a keyhole', 'heart', 'keyhole', 'with'],
    ['anchor and compass', 'anchor', 'compass', 'with'],
    ['a cat next to a dog', 'cat', 'dog', 'beside'],
    ['a fox in front of the moon', 'fox', 'moon', 'beside'],
    ['a fox, a moon', 'fox', 'moon', null],
    ['a lighthouse for my father who was a keeper on the coast', 'lighthouse', 'coast', null],
    ['a fox that is curled around the moon', 'fox', 'moon', 'around'],
    ['a crown of thorns wrapped around a cross', 'crown', 'cross', 'around'],
    ['fox moon', 'fox', 'moon', null],
  ])('%s → %s', (prompt, a, b, want) => {
    expect(relationOf(prompt, a, b)).toBe(want);
  });

  it("keeps the prompt's own words for the relation", () => {
    expect(sceneOf('an owl perched quietly on a stack of old books', 'owl', 'books')).toEqual({ relation: 'on', words: 'perched quietly on', tail: '' });
    expect(sceneOf('a sleeping fox, curled up around a crescent moon', 'fox', 'moon')).toEqual({ relation: 'around', words: 'curled up around', tail: '' });
    expect(sceneOf('a crow with a key in its beak', 'crow', 'key')).toEqual({ relation: 'holding', words: 'with', tail: 'in its beak' });
    expect(sceneOf('a cat sleeping soundly on a book', 'cat', 'book')?.words).toBe('sleeping soundly on');
  });

  it('reads nothing when the second subject comes first', () => {
    expect(readRelation('fox on moon', { at: 7, length: 4 }, { at: 0, length: 3 })).toBeNull();
  });
});

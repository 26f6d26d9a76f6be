import { describe, expect, it } from 'vitest';
import { gramsText, sizeText } from './piece-figures';

describe('a piece\'s figures as the pages write them', () => {
  it('writes the model\'s box with its depth, else width × height, else nothing', () => {
    expect(sizeText({ width: 16.2, height: 23.8, sizeMm: { width: 16.2, height: 23.8, depth: 3.8 } })).toBe('16.2 × 23.8 × 3.8 mm');
    expect(sizeText({ width: 18, height: 22 })).toBe('18 × 22 mm');
    expect(sizeText({ width: null, height: 22, sizeMm: null })).toBeNull();
  });

  it('writes grams from the weight string', () => {
    expect(gramsText('4.21')).toBe('4.21 g');
    expect(gramsText('')).toBeNull();
    expect(gramsText(null)).toBeNull();
    expect(gramsText('heavy')).toBeNull();
  });
});

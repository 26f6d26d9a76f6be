import { describe, it, expect } from 'vitest';
import { PRODUCT_MATERIALS, isBagMaterial, isSilver, materialLabel, normaliseMaterial } from './materials';
import { customizationsKey, normaliseCustomizations } from './customizations';

describe('materials', () => {
  it('recognises both silver spellings and nothing else', () => {
    expect(isSilver('sterling-silver')).toBe(true);
    expect(isSilver('.925 Silver')).toBe(true);
    expect(isSilver('14k-gold')).toBe(false);
    expect(isSilver('Sterling Silver')).toBe(false);
    expect(isSilver(undefined)).toBe(false);
  });
  it('labels 14k-gold as gold and both silver spellings as silver', () => {
    expect(materialLabel('14k-gold')).toBe('14k Solid Gold');
    expect(materialLabel('sterling-silver')).toBe('.925 Sterling Silver');
    expect(materialLabel('.925 Silver')).toBe('.925 Sterling Silver');
  });
  it('labels a missing or unknown material as the gold it is normalised to and charged as', () => {
    for (const unknown of [undefined, null, '', 'gold', 'Sterling Silver', 'platinum']) {
      expect(normaliseMaterial(unknown)).toBe('14k-gold');
      expect(materialLabel(unknown)).toBe('14k Solid Gold');
      expect(materialLabel(unknown)).toBe(materialLabel(normaliseMaterial(unknown)));
    }
  });
  it('has the product toggle labels', () => {
    expect(PRODUCT_MATERIALS.map((m) => m.label)).toEqual(['14k Solid Gold', '.925 Silver']);
  });
  it('normalises to two values', () => {
    expect(normaliseMaterial('.925 Silver')).toBe('sterling-silver');
    expect(normaliseMaterial('sterling-silver')).toBe('sterling-silver');
    expect(normaliseMaterial('14k-gold')).toBe('14k-gold');
    expect(normaliseMaterial(undefined)).toBe('14k-gold');
    expect(isBagMaterial('.925 Silver')).toBe(true);
    expect(isBagMaterial('gold')).toBe(false);
  });
  it('gives identical customizations one key whatever the spelling or key order', () => {
    expect(customizationsKey({ material: '.925 Silver', engraving: 'A' })).toBe(
      customizationsKey({ engraving: 'A', material: 'sterling-silver' }),
    );
    expect(customizationsKey({ material: '14k-gold' })).not.toBe(customizationsKey({ material: 'sterling-silver' }));
    expect(normaliseCustomizations(undefined)).toEqual({ material: '14k-gold' });
  });
});

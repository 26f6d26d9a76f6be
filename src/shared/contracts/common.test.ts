import { describe, it, expect } from 'vitest';
import { Customizations, Email, Id, Quantity } from './common';

const UUID = '3f2b8c1e-6d4a-4b7e-9a51-2c8d0e7f1a23';

describe('Customizations', () => {
  it('parses the JSON string form into an object', () => {
    expect(Customizations.parse('{"material":"sterling-silver"}')).toEqual({ material: 'sterling-silver' });
  });
  it('accepts the object form with any of the three bag materials', () => {
    for (const material of ['14k-gold', 'sterling-silver', '.925 Silver']) {
      expect(Customizations.parse({ material })).toEqual({ material });
    }
  });
  it('keeps other small flat keys', () => {
    expect(Customizations.parse({ material: '14k-gold', engraving: 'JD' })).toEqual({ material: '14k-gold', engraving: 'JD' });
  });
  it('refuses bad JSON, non-objects and unknown materials', () => {
    expect(Customizations.safeParse('{material:').success).toBe(false);
    expect(Customizations.safeParse('[1,2]').success).toBe(false);
    expect(Customizations.safeParse('"14k-gold"').success).toBe(false);
    expect(Customizations.safeParse('{"material":"platinum"}').success).toBe(false);
    expect(Customizations.safeParse({ material: 'platinum' }).success).toBe(false);
    expect(Customizations.safeParse({ nested: { a: 1 } }).success).toBe(false);
    expect(Customizations.safeParse(42).success).toBe(false);
  });
  it('drops prototype keys from the string form', () => {
    const parsed = Customizations.parse('{"__proto__":{"polluted":true},"material":"14k-gold"}');
    expect(parsed).toEqual({ material: '14k-gold' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('scalars', () => {
  it('quantities are integers 1-10', () => {
    expect(Quantity.safeParse(1).success).toBe(true);
    expect(Quantity.safeParse(10).success).toBe(true);
    for (const bad of [0, 11, 2.5, -1, '2', null]) expect(Quantity.safeParse(bad).success).toBe(false);
  });
  it('ids are UUIDs', () => {
    expect(Id.safeParse(UUID).success).toBe(true);
    expect(Id.safeParse('1').success).toBe(false);
    expect(Id.safeParse('guest-123').success).toBe(false);
  });
  it('emails are trimmed, then checked', () => {
    expect(Email.parse('  Jane@Example.com ')).toBe('Jane@Example.com');
    expect(Email.safeParse('jane@').success).toBe(false);
    expect(Email.safeParse('').success).toBe(false);
  });
});

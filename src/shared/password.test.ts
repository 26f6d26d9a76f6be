import { describe, it, expect } from 'vitest';
import { passwordStrength, strengthLabel } from './password';

describe('passwordStrength', () => {
  it('scores 20 points per check', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Weak' });
    expect(passwordStrength('abcdef')).toEqual({ score: 20, label: 'Weak' }); // length >= 6
    expect(passwordStrength('abcdefgh')).toEqual({ score: 40, label: 'Fair' }); // + length >= 8
    expect(passwordStrength('Abcdefgh')).toEqual({ score: 60, label: 'Good' }); // + uppercase
    expect(passwordStrength('Abcdefg1')).toEqual({ score: 80, label: 'Strong' }); // + digit
    expect(passwordStrength('Abcdef1!')).toEqual({ score: 100, label: 'Strong' }); // + special
  });
  it('counts character classes even in short passwords', () => {
    expect(passwordStrength('A1!').score).toBe(60);
    expect(passwordStrength('abcde').score).toBe(0);
  });
  it('labels each threshold', () => {
    expect(strengthLabel(39)).toBe('Weak');
    expect(strengthLabel(40)).toBe('Fair');
    expect(strengthLabel(59)).toBe('Fair');
    expect(strengthLabel(60)).toBe('Good');
    expect(strengthLabel(79)).toBe('Good');
    expect(strengthLabel(80)).toBe('Strong');
  });
});

import { describe, it, expect } from 'vitest';
import { CollectionCategory, Metal } from './enums';

// The schema halves of the option tests in ../options.test.ts.
describe('option enums', () => {
  it('accepts the category ids and nothing else', () => {
    expect(CollectionCategory.safeParse('pets-animals').success).toBe(true);
    expect(CollectionCategory.safeParse('pets').success).toBe(false);
  });
  it('accepts the metal mixes', () => {
    expect(Metal.safeParse('Tri-Tone Mix').success).toBe(true);
  });
});

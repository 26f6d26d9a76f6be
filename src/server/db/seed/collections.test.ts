import { describe, expect, it } from 'vitest';
import { FEATURED_CATEGORIES } from '@shared/options';
import { COLLECTION_SEED } from './collections';

describe('collection seed', () => {
  it('has exactly one collection for each featured category of the spec', () => {
    expect(COLLECTION_SEED.map((c) => c.id).sort()).toEqual(FEATURED_CATEGORIES.map((c) => c.value).sort());
  });
});

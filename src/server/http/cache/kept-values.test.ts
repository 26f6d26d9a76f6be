import { describe, expect, it } from 'vitest';
import { KeptValues } from './kept-values';

describe('KeptValues', () => {
  const sized = () => new KeptValues<string>(100, { maxBytes: 10, sizeOf: (_key, value) => value.length });

  it('starts over before its bytes would pass the budget', () => {
    const kept = sized();
    kept.set('a', '1234', 0);
    kept.set('b', '1234', 0);
    expect(kept.usage).toEqual({ entries: 2, bytes: 8 });
    kept.set('c', '1234', 0);
    expect(kept.usage).toEqual({ entries: 1, bytes: 4 });
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('c')).toBe('1234');
  });

  it('counts a replaced or dropped value once', () => {
    const kept = sized();
    kept.set('a', '1234', 0);
    kept.set('a', '123456', 0);
    expect(kept.usage).toEqual({ entries: 1, bytes: 6 });
    kept.set('b', '12', 0);
    kept.drop((value) => value === '12');
    expect(kept.usage).toEqual({ entries: 1, bytes: 6 });
  });

  it('keeps nothing computed before a drop', () => {
    const kept = sized();
    const startedAt = kept.generation;
    kept.drop();
    kept.set('a', '1', startedAt);
    expect(kept.get('a')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { whileBusy } from './while-busy';

describe('whileBusy', () => {
  it('is busy while the request runs, then says it is done, and is no longer busy', async () => {
    const seen: string[] = [];
    await whileBusy((on) => seen.push(on ? 'busy' : 'free'), async () => seen.push('request'), {
      done: () => seen.push('done'),
      failed: () => seen.push('failed'),
    });
    expect(seen).toEqual(['busy', 'request', 'done', 'free']);
  });

  it('hands a failed request its error, and is no longer busy either', async () => {
    const seen: unknown[] = [];
    const error = new Error('refused');
    await whileBusy((on) => seen.push(on), () => Promise.reject(error), {
      done: () => seen.push('done'),
      failed: (e) => seen.push(e),
    });
    expect(seen).toEqual([true, error, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { singleFlight } from './catalogue';

/** A read whose answers are released by hand; `started` counts the reads begun. */
function manualRead() {
  const pending: ((n: number) => void)[] = [];
  let started = 0;
  const read = () => new Promise<number>((resolve) => {
    started++;
    pending.push(resolve);
  });
  return { read, release: (n: number) => pending.shift()!(n), started: () => started };
}

describe('singleFlight', () => {
  it('gives a caller that arrives during a read the next read, never the one already under way', async () => {
    const r = manualRead();
    const fresh = singleFlight(r.read);
    const first = fresh();
    const second = fresh();
    const third = fresh();
    expect(r.started()).toBe(1);
    r.release(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(r.started()).toBe(2);
    r.release(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(r.started()).toBe(2);
  });

  it('starts again after a failed read', async () => {
    let calls = 0;
    const fresh = singleFlight(async () => {
      calls++;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    const failed = fresh();
    const next = fresh();
    await expect(failed).rejects.toThrow('down');
    expect(await next).toBe(2);
  });
});

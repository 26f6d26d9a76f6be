import { describe, expect, it } from 'vitest';
import { batchedRead, singleFlight } from './fresh-reads';

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

describe('batchedRead', () => {
  /** Reads whose answers are released by hand; `batches` holds the keys of each read begun. */
  function manualBatches() {
    const batches: string[][] = [];
    const pending: ((rows: Map<string, string>) => void)[] = [];
    const readMany = (keys: string[]) => new Promise<Map<string, string>>((resolve) => {
      batches.push(keys);
      pending.push(resolve);
    });
    const release = () => pending.shift()!(new Map(batches[batches.length - pending.length - 1].filter((k) => k !== 'gone').map((k) => [k, `row ${k}`])));
    return { readMany, release, batches };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reads the keys asked for together in one read, and each caller gets its own row or undefined', async () => {
    const r = manualBatches();
    const read = batchedRead(r.readMany);
    const answers = Promise.all([read('a'), read('b'), read('a'), read('gone')]);
    await tick();
    expect(r.batches).toEqual([['a', 'b', 'gone']]);
    r.release();
    expect(await answers).toEqual(['row a', 'row b', 'row a', undefined]);
  });

  it('gives a key asked for during a read the next read, never the one already under way', async () => {
    const r = manualBatches();
    const read = batchedRead(r.readMany);
    const first = read('a');
    await tick();
    const again = read('a');
    const other = read('c');
    await tick();
    expect(r.batches).toEqual([['a']]);
    r.release();
    expect(await first).toBe('row a');
    await tick();
    expect(r.batches).toEqual([['a'], ['a', 'c']]);
    r.release();
    expect(await Promise.all([again, other])).toEqual(['row a', 'row c']);
  });

  it('fails every caller of a failed read, and reads again for the next', async () => {
    let calls = 0;
    const read = batchedRead(async (keys: string[]) => {
      calls++;
      if (calls === 1) throw new Error('down');
      return new Map(keys.map((k) => [k, calls]));
    });
    const failed = [read('a'), read('b')];
    for (const f of failed) await expect(f).rejects.toThrow('down');
    expect(await read('a')).toBe(2);
  });
});

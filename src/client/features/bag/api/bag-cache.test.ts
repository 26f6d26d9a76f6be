import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberBagLine } from '@shared/contracts/bag';
import { queryClient } from '../../../lib/query-client';
import { addBagLine } from './add-bag-line';
import { clearBag } from './clear-bag';
import { bagKey, bagQuery, withLine } from './get-bag';
import { removeBagLine } from './remove-bag-line';
import { updateBagLine } from './update-bag-line';

const line = (id: string, quantity = 1): MemberBagLine => ({
  id, designId: `d-${id}`, quantity, customizations: { material: '14k-gold' }, material: '14k-gold', unitPrice: 299, lineTotal: 299 * quantity, design: null, createdAt: '2026-11-23T00:00:00.000Z',
});

/** Every request the stubbed fetch saw, answering each with `answer`. */
function stubFetch(answer: (url: string, init: RequestInit) => unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    return new Response(JSON.stringify(answer(url, init)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }));
  return calls;
}

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the bag as its line', () => {
  it('keeps a line in its place, or adds it last', () => {
    const bag = [line('a'), line('b')];
    expect(withLine(bag, line('b', 3))).toEqual([line('a'), line('b', 3)]);
    expect(withLine(bag, line('c'))).toEqual([line('a'), line('b'), line('c')]);
  });
});

describe("a member's bag writes put their answer in the cached bag, with no second read", () => {
  beforeEach(() => queryClient.setQueryData(bagKey, [line('a'), line('b')]));

  it('adding: the answered line goes last, or replaces the line whose quantity rose', async () => {
    const calls = stubFetch(() => line('c'));
    await addBagLine({ designId: 'd-c', quantity: 1 });
    expect(queryClient.getQueryData(bagKey)).toEqual([line('a'), line('b'), line('c')]);
    stubFetch(() => line('a', 2));
    await addBagLine({ designId: 'd-a', quantity: 1 });
    expect(queryClient.getQueryData(bagKey)).toEqual([line('a', 2), line('b'), line('c')]);
    expect(calls).toEqual(['POST /api/cart']);
  });

  it('a quantity, a removal and emptying the bag', async () => {
    const calls = stubFetch((url, init) => (init.method === 'PATCH' ? line('b', 4) : { success: true }));
    await updateBagLine({ itemId: 'b', quantity: 4 });
    expect(queryClient.getQueryData(bagKey)).toEqual([line('a'), line('b', 4)]);
    await removeBagLine('a');
    expect(queryClient.getQueryData(bagKey)).toEqual([line('b', 4)]);
    await clearBag();
    expect(queryClient.getQueryData(bagKey)).toEqual([]);
    expect(calls).toEqual(['PATCH /api/cart/b', 'DELETE /api/cart/a', 'DELETE /api/cart']);
  });

  it('a read of the bag sent before the write is cancelled: its older answer never lands over the new line', async () => {
    let release: (value: Response) => void = () => {};
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (init.method === 'POST') return Promise.resolve(new Response(JSON.stringify(line('c'))));
      return new Promise<Response>((resolve) => (release = resolve));
    }));
    const stale = queryClient.fetchQuery({ ...bagQuery, staleTime: 0 }).catch(() => undefined);
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/cart']));
    await addBagLine({ designId: 'd-c', quantity: 1 });
    release(new Response(JSON.stringify([line('a')])));
    await stale;
    expect(queryClient.getQueryData(bagKey)).toEqual([line('a'), line('b'), line('c')]);
  });

  it('a bag not read yet stays unread: nothing is made up from one line', async () => {
    queryClient.clear();
    stubFetch(() => line('c'));
    await addBagLine({ designId: 'd-c', quantity: 1 });
    expect(queryClient.getQueryData(bagKey)).toBeUndefined();
  });
});

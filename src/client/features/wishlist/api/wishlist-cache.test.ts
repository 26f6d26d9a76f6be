import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishlistItem } from '@shared/contracts/wishlist';
import { queryClient } from '../../../lib/query-client';
import { addToWishlist } from './add-to-wishlist';
import { wishlistKey } from './get-wishlist';
import { removeFromWishlist } from './remove-from-wishlist';

const entry = (id: string): WishlistItem => ({ id, designId: `d-${id}`, design: null, createdAt: '2026-11-23T00:00:00.000Z' });

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe('wishlist writes', () => {
  it('put the answered entry first (newest first) and drop a removed one, with no second read', async () => {
    queryClient.setQueryData(wishlistKey, [entry('a')]);
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method} ${url}`);
      return new Response(JSON.stringify(init.method === 'POST' ? entry('b') : { success: true }));
    }));
    await addToWishlist('d-b');
    expect(queryClient.getQueryData(wishlistKey)).toEqual([entry('b'), entry('a')]);
    await removeFromWishlist('a');
    expect(queryClient.getQueryData(wishlistKey)).toEqual([entry('b')]);
    expect(calls).toEqual(['POST /api/wishlist', 'DELETE /api/wishlist/a']);
  });
});

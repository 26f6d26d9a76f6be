import type { CartLine } from '@shared/contracts/cart';
import { BAG_CACHE_MS } from '@shared/limits';
import { apiJson, queryClient } from '../../lib/query-client';
import { peekSession } from '../../lib/session';
import { readGuestBag, removeGuestLines } from './guest-bag';

/** The member's bag on the server (spec 01, section 7); kept 5 minutes (section 9). */
export const CART_KEY = ['/api/cart'] as const;

export const cartQueryOptions = {
  queryKey: CART_KEY,
  staleTime: BAG_CACHE_MS,
  gcTime: BAG_CACHE_MS,
} as const;

let merging: Promise<boolean> | null = null;

/**
 * Moves the guest bag into the account that just signed in: POST /api/cart/merge with the guest
 * lines (one transaction on the server; same design and customizations add up, capped at 10). The
 * guest bag is emptied only after the merge succeeded; then the bag is reloaded. Concurrent callers
 * share one attempt. Answers whether the guest bag is now empty.
 */
export function mergeGuestBag(): Promise<boolean> {
  if (merging) return merging;
  const lines = readGuestBag();
  if (lines.length === 0 || !peekSession()) return Promise.resolve(lines.length === 0);
  merging = (async () => {
    try {
      const items = lines.map(({ id, designId, quantity, customizations }) => ({ id, designId, quantity, customizations }));
      const merged = await apiJson<CartLine[]>('POST', '/api/cart/merge', { items });
      // Only the lines that were sent leave the guest bag (a line added meanwhile stays).
      removeGuestLines(new Set(lines.map((line) => line.id)));
      if (Array.isArray(merged)) queryClient.setQueryData(CART_KEY, merged);
      return true;
    } catch {
      return false;
    } finally {
      merging = null;
      await queryClient.invalidateQueries({ queryKey: CART_KEY });
    }
  })();
  return merging;
}

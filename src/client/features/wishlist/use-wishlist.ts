import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { WishlistItem } from '@shared/contracts/wishlist';
import { WISHLIST_CACHE_MS } from '@shared/limits';
import { bagMessages } from '@shared/messages/bag';
import { wishlistMessages } from '@shared/messages/wishlist';
import { toast } from '../../components/ui/toast';
import { ApiError, apiRequest, queryClient } from '../../lib/query-client';
import { useIsMember } from '../cart/use-bag';

/** The member's wishlist (spec 01, sections 2.10, 4, 7 and 8); kept 5 minutes (section 9). */
export const WISHLIST_KEY = ['/api/wishlist'] as const;

const failure = (description: string) => toast({ variant: 'destructive', title: bagMessages.errorTitle, description });

/** The destructive notice a signed-out visitor sees when trying to use the wishlist. */
export function showWishlistLoginRequired(): void {
  toast({ variant: 'destructive', ...wishlistMessages.toast.loginRequired });
}

/** The server's message when it answered one, else the fallback (never a network error's wording). */
function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const body = JSON.parse(error.body) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Reads the wishlist again after a change. A first read still under way is cancelled first: it was
 * sent before the change, and a refetch joins such a read (one with no data yet) instead of
 * replacing it, so the toggle would keep showing the list from before the save.
 */
async function reloadWishlist(): Promise<void> {
  await queryClient.cancelQueries({ queryKey: WISHLIST_KEY });
  await queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
}

// The designs being saved and the entries being removed. One store for the whole page rather than
// mutation observers in every card's toggle: a grid renders dozens of toggles, and their setup was
// a good part of its render.
const pending = new Set<string>();
const listeners = new Set<() => void>();
const subscribePending = (onChange: () => void) => {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
};
function setPending(key: string, on: boolean) {
  if (on) pending.add(key);
  else pending.delete(key);
  for (const listener of listeners) listener();
}
/** Re-renders when `key` (a design id or an entry id) starts or stops a request. */
function usePending(...keys: (string | null)[]): boolean {
  return useSyncExternalStore(subscribePending, () => keys.some((key) => key !== null && pending.has(key)));
}

async function addDesign(designId: string): Promise<void> {
  setPending(designId, true);
  try {
    await apiRequest('POST', '/api/wishlist', { designId });
    await reloadWishlist();
    toast(wishlistMessages.toast.added);
  } catch (error) {
    // The server's message when it sent one (e.g. already saved), else the spec's fallback.
    failure(serverMessage(error, wishlistMessages.failure.add));
  } finally {
    setPending(designId, false);
  }
}

async function removeEntry(wishlistItemId: string): Promise<void> {
  setPending(wishlistItemId, true);
  try {
    await apiRequest('DELETE', `/api/wishlist/${encodeURIComponent(wishlistItemId)}`);
    await reloadWishlist();
    toast(wishlistMessages.toast.removed);
  } catch {
    failure(wishlistMessages.failure.remove);
  } finally {
    setPending(wishlistItemId, false);
  }
}

const wishlistQuery = (isMember: boolean) => ({ queryKey: WISHLIST_KEY, enabled: isMember, staleTime: WISHLIST_CACHE_MS, gcTime: WISHLIST_CACHE_MS });

/** One design's place in the wishlist, for its toggle: saved or not, a request under way, and the toggle itself. */
export function useWishlistEntry(designId: string) {
  const isMember = useIsMember();
  const query = useQuery<WishlistItem[], Error, string | null>({ ...wishlistQuery(isMember), select: (items) => items.find((item) => item.designId === designId)?.id ?? null });
  const entryId = isMember ? (query.data ?? null) : null;
  const busy = usePending(designId, entryId);
  /** Removes the design's entry when it is saved, otherwise saves it (spec 01, section 4). */
  const toggle = () => {
    if (!isMember) showWishlistLoginRequired();
    else if (!busy) void (entryId ? removeEntry(entryId) : addDesign(designId));
  };
  return { saved: entryId !== null, busy, toggle };
}

/** The member's whole wishlist, for its page. */
export function useWishlist() {
  const isMember = useIsMember();
  const query = useQuery<WishlistItem[]>(wishlistQuery(isMember));
  const items = useMemo(() => (isMember ? (query.data ?? []) : []), [isMember, query.data]);
  useSyncExternalStore(subscribePending, () => pending.size);
  return {
    isMember,
    items,
    isLoading: isMember && query.isLoading,
    isError: isMember && query.isError,
    isRemoving: (wishlistItemId: string) => pending.has(wishlistItemId),
    remove: (wishlistItemId: string) => (isMember ? removeEntry(wishlistItemId) : showWishlistLoginRequired()),
  };
}

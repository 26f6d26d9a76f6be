import { useMemo, useSyncExternalStore } from 'react';
import { bagMessages } from '@shared/messages/bag';
import { wishlistMessages } from '@shared/messages/wishlist';
import { toast } from '../../components/ui/toast';
import { serverSentence } from '../../lib/api';
import { whileBusy } from '../../lib/while-busy';
import { useIsMember } from '../../lib/current-user';
import { addToWishlist } from './api/add-to-wishlist';
import { useWishlistItems } from './api/get-wishlist';
import { removeFromWishlist } from './api/remove-from-wishlist';

const failure = (description: string) => toast({ variant: 'destructive', title: bagMessages.errorTitle, description });

/** The destructive notice a signed-out visitor sees when trying to use the wishlist. */
export function showWishlistLoginRequired(): void {
  toast({ variant: 'destructive', ...wishlistMessages.toast.loginRequired });
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

const addDesign = (designId: string) =>
  whileBusy((on) => setPending(designId, on), () => addToWishlist(designId), {
    done: () => toast(wishlistMessages.toast.added),
    // The server's message when it sent one (e.g. already saved), else the spec's fallback.
    failed: (error) => failure(serverSentence(error) ?? wishlistMessages.failure.add),
  });

const removeEntry = (wishlistItemId: string) =>
  whileBusy((on) => setPending(wishlistItemId, on), () => removeFromWishlist(wishlistItemId), {
    done: () => toast(wishlistMessages.toast.removed),
    failed: () => failure(wishlistMessages.failure.remove),
  });

/** One design's place in the wishlist, for its toggle: saved or not, a request under way, and the toggle itself. */
export function useWishlistEntry(designId: string) {
  const isMember = useIsMember();
  const query = useWishlistItems(isMember, (items) => items.find((item) => item.designId === designId)?.id ?? null);
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
  const query = useWishlistItems(isMember);
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

import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { WishlistItem } from '@shared/contracts/wishlist';
import { WISHLIST_CACHE_MS } from '@shared/limits';
import { bagMessages, wishlistMessages } from '@shared/messages';
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

async function reloadWishlist(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
}

export function useWishlist() {
  const isMember = useIsMember();
  const query = useQuery<WishlistItem[]>({ queryKey: WISHLIST_KEY, enabled: isMember, staleTime: WISHLIST_CACHE_MS, gcTime: WISHLIST_CACHE_MS });
  const items = useMemo(() => (isMember ? (query.data ?? []) : []), [isMember, query.data]);
  const byDesign = useMemo(() => new Map(items.map((item) => [item.designId, item])), [items]);

  const addMutation = useMutation({
    mutationFn: async (designId: string) => {
      await apiRequest('POST', '/api/wishlist', { designId });
      await reloadWishlist();
    },
  });
  const removeMutation = useMutation({
    mutationFn: async (wishlistItemId: string) => {
      await apiRequest('DELETE', `/api/wishlist/${encodeURIComponent(wishlistItemId)}`);
      await reloadWishlist();
    },
  });
  const { mutateAsync: addAsync } = addMutation;
  const { mutateAsync: removeAsync } = removeMutation;

  const add = useCallback(
    async (designId: string) => {
      if (!isMember) return void showWishlistLoginRequired();
      try {
        await addAsync(designId);
        toast(wishlistMessages.toast.added);
      } catch (error) {
        // The server's message when it sent one (e.g. already saved), else the spec's fallback.
        failure(serverMessage(error, wishlistMessages.failure.add));
      }
    },
    [addAsync, isMember],
  );
  const remove = useCallback(
    async (wishlistItemId: string) => {
      if (!isMember) return void showWishlistLoginRequired();
      try {
        await removeAsync(wishlistItemId);
        toast(wishlistMessages.toast.removed);
      } catch {
        failure(wishlistMessages.failure.remove);
      }
    },
    [removeAsync, isMember],
  );
  /** Removes the design's entry when it is saved, otherwise saves it (spec 01, section 4). */
  const toggle = useCallback(
    async (designId: string) => {
      if (!isMember) return void showWishlistLoginRequired();
      const existing = byDesign.get(designId);
      if (existing) await remove(existing.id);
      else await add(designId);
    },
    [add, remove, byDesign, isMember],
  );

  const busyDesign = addMutation.isPending ? addMutation.variables : undefined;
  const busyItem = removeMutation.isPending ? removeMutation.variables : undefined;

  return {
    isMember,
    items,
    isLoading: isMember && query.isLoading,
    isError: isMember && query.isError,
    has: (designId: string) => byDesign.has(designId),
    isBusy: (designId: string) => busyDesign === designId || (busyItem !== undefined && byDesign.get(designId)?.id === busyItem),
    isRemoving: (wishlistItemId: string) => busyItem === wishlistItemId,
    add,
    remove,
    toggle,
  };
}

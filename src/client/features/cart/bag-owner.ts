import { useEffect, useSyncExternalStore } from 'react';
import { queryClient } from '../../lib/query-client';
import { subscribeSession, sessionSnapshot } from '../../lib/session';
import { useAuth } from '../auth/use-auth';
import { wishlistKey } from '../wishlist/api/get-wishlist';
import { cartKey } from './api/get-cart';
import { readGuestBag, subscribeGuestBag, type GuestLine } from './guest-bag';
import { mergeGuestBag } from './merge-guest-bag';

// Whose bag it is: the member's on the server, or the guest's in this browser. Every page's shell
// needs this (the badge), so it stays apart from the bag page's hook (./use-bag.ts).

/** Whether the bag lives on the server: a valid session the server has not refused. */
export function useIsMember(): boolean {
  const { session, isAuthenticated } = useAuth();
  return Boolean(session) && isAuthenticated;
}

/** The guest lines from local storage, re-rendering on every change (in this tab and others). */
export function useGuestLines(): readonly GuestLine[] {
  return useSyncExternalStore(subscribeGuestBag, readGuestBag, readGuestBag);
}

/**
 * Once a member is signed in, any guest lines left in this browser (a merge that failed, or a
 * sign-in in another tab) are merged into the account. Mounted once, by the badge.
 */
export function useMergeLeftovers(isMember: boolean, guestCount: number): void {
  useEffect(() => {
    if (isMember && guestCount > 0) void mergeGuestBag();
  }, [isMember, guestCount]);
}

/**
 * Drops the signed-out member's bag and wishlist from the cache when the session ends, so the next
 * account (or the guest) never sees them. Installed once at start.
 */
export function installBagSync(): () => void {
  let hadSession = sessionSnapshot() != null;
  return subscribeSession(() => {
    const has = sessionSnapshot() != null;
    if (hadSession && !has) {
      queryClient.removeQueries({ queryKey: cartKey });
      queryClient.removeQueries({ queryKey: wishlistKey });
    }
    hadSession = has;
  });
}

import { useEffect, useSyncExternalStore } from 'react';
import { queryClient } from '../../lib/query-client';
import { onSignedIn, onSignedOut } from '../../lib/session-events';
import { bagKey } from './api/get-bag';
import { readGuestBag, subscribeGuestBag, type GuestLine } from './guest-bag';
import { mergeGuestBag } from './merge-guest-bag';

// Whose bag it is: the member's on the server (lib/current-user.ts useIsMember), or the guest's in
// this browser. Every page's shell needs this (the badge), so it stays apart from the bag page's hook
// (./use-bag.ts).

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
 * A sign-in carries the guest bag into the account before the user is shown; the signed-out member's
 * bag leaves the cache when the session ends, so the next account (or the guest) never sees it.
 * Installed once at start.
 */
export function installBagSync(): () => void {
  const stopMerging = onSignedIn(mergeGuestBag);
  const stopClearing = onSignedOut(() => queryClient.removeQueries({ queryKey: bagKey }));
  return () => {
    stopMerging();
    stopClearing();
  };
}

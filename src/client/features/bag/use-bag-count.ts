import { useMemo } from 'react';
import { useMemberBag } from './api/get-bag';
import { useIsMember } from '../../lib/current-user';
import { useGuestLines, useMergeLeftovers } from './bag-owner';

/**
 * The number of pieces in the bag (sum of quantities) for the badges in the top bar and the mobile
 * menu: the server bag for members, the browser bag for guests. It shares the bag's query, so the
 * badge follows every change without a call of its own.
 */
export function useBagCount(): number {
  const isMember = useIsMember();
  const guestLines = useGuestLines();
  const memberBag = useMemberBag(isMember);
  useMergeLeftovers(isMember, guestLines.length);
  return useMemo(() => {
    const lines: ReadonlyArray<{ quantity: number }> = isMember ? (memberBag.data ?? []) : guestLines;
    return lines.reduce((sum, line) => sum + line.quantity, 0);
  }, [isMember, memberBag.data, guestLines]);
}

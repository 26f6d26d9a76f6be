import type { MemberBagLine } from '@shared/contracts/bag';
import { customizationsKey } from '@shared/customizations';
import { BAG_MAX_LINES } from '@shared/limits';
import { bagMessages } from '@shared/messages/bag';
import { toast } from '../../components/ui/toast';
import { queryClient } from '../../lib/query-client';
import { peekSession } from '../../lib/session';
import { bagKey } from './api/get-bag';
import { mergeBag } from './api/merge-bag';
import { readGuestBag, removeGuestLines, type GuestLine } from './guest-bag';
import { safe } from '../../lib/safe';

let merging: Promise<boolean> | null = null;

/**
 * Moves the guest bag into the account that just signed in: POST /api/cart/merge with the guest
 * lines (one transaction on the server; same design and customizations add up, capped at 10). The
 * guest bag is emptied only after the merge succeeded; the merged bag it answers is the cached bag
 * (./api/merge-bag.ts), and after a failed merge the bag is read again. Concurrent callers share
 * one attempt. Answers whether the guest bag is now empty.
 */
export function mergeGuestBag(): Promise<boolean> {
  if (merging) return merging;
  const lines = readGuestBag();
  if (lines.length === 0 || !peekSession()) return Promise.resolve(lines.length === 0);
  merging = (async () => {
    try {
      const items = lines.map(({ id, designId, quantity, customizations }) => ({ id, designId, quantity, customizations }));
      const merged = await mergeBag(items);
      // Only the lines that were sent leave the guest bag (a line added meanwhile stays).
      removeGuestLines(new Set(lines.map((line) => line.id)));
      if (Array.isArray(merged)) {
        const left = leftOutOfFullBag(lines, merged);
        if (left > 0) {
          noteLeftOut(left);
          toast({ variant: 'destructive', title: bagMessages.errorTitle, description: bagMessages.mergeOverflow(left) });
        }
      }
      return true;
    } catch {
      await queryClient.invalidateQueries({ queryKey: bagKey });
      return false;
    } finally {
      merging = null;
    }
  })();
  return merging;
}

/**
 * The guest lines a merge left out because the account's bag filled up (the server keeps what fits,
 * up to BAG_MAX_LINES lines): lines missing from a full bag. A missing line of a bag with room was
 * a design that no longer exists, which the merge leaves out quietly.
 */
function leftOutOfFullBag(sent: readonly GuestLine[], bag: MemberBagLine[]): number {
  if (bag.length < BAG_MAX_LINES) return 0;
  const lineKey = (line: { designId: string; customizations: GuestLine['customizations'] }) => `${line.designId}|${customizationsKey(line.customizations)}`;
  const held = new Set(bag.map(lineKey));
  const missing = new Set(sent.map(lineKey).filter((key) => !held.has(key)));
  return missing.size;
}

/**
 * The sign-in's own welcome toast replaces the merge's (one toast at a time), so the bag page also
 * says what did not fit, until dismissed: kept for the tab's session.
 */
const LEFT_OUT_KEY = 'aurum-bag-left-out';

/** Storage unavailable: the toast alone tells. */
const noteLeftOut = (count: number) => safe(() => sessionStorage.setItem(LEFT_OUT_KEY, String(count)), undefined);

/** How many pieces the last sign-in's merge left out (0 when none, or once dismissed). */
export const readLeftOut = (): number => safe(() => Number(sessionStorage.getItem(LEFT_OUT_KEY)) || 0, 0);

export const dismissLeftOut = () => safe(() => sessionStorage.removeItem(LEFT_OUT_KEY), undefined);

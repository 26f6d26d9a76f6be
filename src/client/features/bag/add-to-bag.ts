import { useCallback } from 'react';
import type { AddToBagBody } from '@shared/contracts/bag';
import { bagMessages } from '@shared/messages/bag';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { addBagLine } from './api/add-bag-line';
import { useIsMember } from '../../lib/current-user';
import { GuestBagFullError, addGuestLine, clampQuantity } from './guest-bag';
import { DEFAULT_BAG_MATERIAL } from '@shared/options';

// Adding a line to the bag, the guest's or the member's, with its toasts: the product page's buttons
// and the bag page's hook (./use-bag.ts) share it.

export type Customizations = Record<string, unknown> | string;

/** The bag's destructive toast with the failure's sentence. */
export const bagFailure = (description: string) => toast({ variant: 'destructive', title: bagMessages.errorTitle, description });

export type AddToBag = (designId: string, quantity?: number, customizations?: Customizations) => Promise<boolean>;

/**
 * Puts a line in the bag: the server's for a member (`send`; the answered line goes into the cached
 * bag, ./api/add-bag-line.ts), the browser's for a guest.
 */
export async function putLine(isMember: boolean, designId: string, quantity: number, customizations?: Customizations, send: (body: AddToBagBody) => Promise<unknown> = addBagLine): Promise<void> {
  if (!isMember) return void addGuestLine(designId, clampQuantity(quantity), customizations);
  await send({ designId, quantity: clampQuantity(quantity), customizations: (customizations ?? { material: DEFAULT_BAG_MATERIAL }) as AddToBagBody['customizations'] });
}

/** The 'added' toast once `put` succeeds, else the failure's (a full bag says so); true when the line was added. */
export async function told(put: Promise<unknown>): Promise<boolean> {
  try {
    await put;
    toast(bagMessages.toast.added);
    return true;
  } catch (error) {
    const full = error instanceof GuestBagFullError || (error instanceof ApiError && error.status === 409);
    bagFailure(full ? bagMessages.bagFull : bagMessages.failure.add);
    return false;
  }
}

/**
 * The bag's `add` alone, for a product page's buttons: none of the bag's reads, and no mutation
 * observers (the whole bag hook ran three queries and four observers in the product's first render).
 */
export function useAddToBag(): AddToBag {
  const isMember = useIsMember();
  return useCallback((designId, quantity = 1, customizations) => told(putLine(isMember, designId, quantity, customizations)), [isMember]);
}

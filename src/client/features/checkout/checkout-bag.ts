import type { MemberBagLine } from '@shared/contracts/bag';
import type { BagTotals } from '@shared/bag-totals';

// What the checkout reads and does of the bag. The page hands it the bag (features/bag's useBag);
// the checkout never reaches into the bag's own code.

/** A bag line as the checkout shows and sends it (a member's line as the server prices it, or a guest's priced alike). */
export type CheckoutLine = Pick<MemberBagLine, 'id' | 'designId' | 'quantity' | 'material' | 'lineTotal' | 'design'> & { customizations: Record<string, unknown> };

export interface CheckoutBag {
  lines: readonly CheckoutLine[];
  totals: BagTotals;
  /** Empties the bag once the order is paid. */
  clear: () => Promise<unknown>;
  /** The promo code the summary applied, sent with the payment (the page hands it from the code's field). */
  promoCode?: string | null;
  /** The payment refused the code: the field says why, and the summary goes back to the bag's own total. */
  onPromoRefused?: (message: string) => void;
  /** A quote's price offer (the token of its link): the checkout of its one piece at its price (issue 27, point 2). */
  offer?: string | null;
  /** The payment refused the offer (paid meanwhile, expired, replaced): the page reads it again and says so. */
  onOfferRefused?: () => void;
}

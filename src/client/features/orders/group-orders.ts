import type { UserOrder } from '@shared/contracts/orders';

/** An order as the customer knows it: one number (the checkout's) and its pieces, in the order they were bought. */
export interface OrderGroup {
  orderNumber: string;
  createdAt: string;
  pieces: UserOrder[];
  total: number;
}

/** The piece's place in its order: the n of its line number AU-10234-n. */
export const pieceIndex = (piece: UserOrder) => Number(piece.orderNumber.slice(piece.checkoutNumber.length + 1)) || 0;

/**
 * GET /api/user/orders answers one item per piece (spec 02's list); My Orders shows one order per
 * checkout number with its pieces under it (issue 21). Orders keep the list's order (newest first).
 */
export function groupOrders(items: UserOrder[]): OrderGroup[] {
  const groups = new Map<string, OrderGroup>();
  for (const item of items) {
    let group = groups.get(item.checkoutNumber);
    if (!group) {
      group = { orderNumber: item.checkoutNumber, createdAt: item.createdAt, pieces: [], total: 0 };
      groups.set(item.checkoutNumber, group);
    }
    group.pieces.push(item);
    group.total += item.totalPrice;
  }
  for (const group of groups.values()) group.pieces.sort((a, b) => pieceIndex(a) - pieceIndex(b));
  return [...groups.values()];
}

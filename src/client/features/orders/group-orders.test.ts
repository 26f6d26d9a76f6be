import { describe, expect, it } from 'vitest';
import type { UserOrder } from '@shared/contracts/orders';
import { groupOrders } from './group-orders';

const piece = (checkoutNumber: string, n: number, totalPrice = 100): UserOrder => ({
  id: `${checkoutNumber}-${n}`, orderNumber: `${checkoutNumber}-${n}`, checkoutNumber, designId: null, designName: `Piece ${n}`,
  designImageUrl: null, engraving: null, status: 'pending', material: '14k-gold', quantity: 1, unitPrice: totalPrice, totalPrice,
  createdAt: '2026-01-05T10:00:00.000Z', trackingNumber: null, carrier: null, shippedAt: null, productionStartedAt: null, deliveredAt: null,
});

describe('groupOrders', () => {
  it('puts the pieces of one checkout under its one number, in line order, newest order first', () => {
    const groups = groupOrders([piece('AU-10240', 2, 312), piece('AU-10240', 10, 50), piece('AU-10240', 1, 960), piece('AU-10239', 1)]);
    expect(groups.map((g) => g.orderNumber)).toEqual(['AU-10240', 'AU-10239']);
    expect(groups[0].pieces.map((p) => p.orderNumber)).toEqual(['AU-10240-1', 'AU-10240-2', 'AU-10240-10']);
    expect(groups[0].total).toBe(1322);
    expect(groups[1].pieces).toHaveLength(1);
  });

  it('answers nothing for no orders', () => {
    expect(groupOrders([])).toEqual([]);
  });
});

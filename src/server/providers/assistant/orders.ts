/**
 * The caller's own orders, and how the assistant speaks of them. Only the signed-in member's
 * orders are ever read (placed signed in, or paid as a guest with their address once a mailed link
 * proved it theirs, as My Orders lists them); a guest's question reads nothing.
 */
import { desc } from 'drizzle-orm';
import { materialLabel } from '@shared/materials';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ownOrders } from '../../features/orders/own-orders';
import type { AssistantCaller } from './types';

export interface OwnOrder {
  /** The number the customer is shown (AU-10234); a piece's own line number (AU-10234-1) is the desk's. */
  checkoutNumber: string;
  orderNumber: string;
  designName: string;
  material: string;
  quantity: number;
  status: string;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: Date | null;
  createdAt: Date;
}

/** The most orders the assistant reads for one member. */
export const OWN_ORDERS_LIMIT = 20;

export async function loadOwnOrders(db: Db, caller: AssistantCaller): Promise<OwnOrder[]> {
  const mine = ownOrders({ ...caller, emailProven: caller.emailProven ?? false });
  return db
    .select({
      checkoutNumber: orders.checkoutNumber, orderNumber: orders.orderNumber, designName: orders.designName, material: orders.material, quantity: orders.quantity,
      status: orders.status, carrier: orders.carrier, trackingNumber: orders.trackingNumber, shippedAt: orders.shippedAt, createdAt: orders.createdAt,
    })
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(OWN_ORDERS_LIMIT);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const formatDate = (date: Date) => dateFormat.format(date);

const STATUS_WORDS: Record<string, string> = {
  pending: 'has been received and is waiting to go into production',
  processing: 'is being processed',
  in_production: 'is in production at the bench',
  shipped: 'has shipped',
  delivered: 'has been delivered',
  completed: 'is complete',
};

/** One order in a sentence or two: number, piece, status, and tracking once it has shipped. */
export function describeOrder(order: OwnOrder): string {
  const piece = `${order.designName} in ${materialLabel(order.material)}${order.quantity > 1 ? `, quantity ${order.quantity}` : ''}`;
  const shipped = Boolean(order.trackingNumber);
  const status = shipped && !['delivered', 'completed'].includes(order.status) ? STATUS_WORDS.shipped : (STATUS_WORDS[order.status] ?? `has the status ${order.status.replace(/_/g, ' ')}`);
  let text = `Order ${order.checkoutNumber} (${piece}), placed on ${formatDate(order.createdAt)}, ${status}.`;
  if (shipped) {
    const when = order.shippedAt ? ` on ${formatDate(order.shippedAt)}` : '';
    text += ` It was sent${when}${order.carrier ? ` with ${order.carrier}` : ''}, tracking number ${order.trackingNumber}.`;
  }
  return text;
}

/** The same facts as plain data for a model's context. */
export function orderFacts(order: OwnOrder) {
  return {
    orderNumber: order.checkoutNumber,
    piece: order.designName,
    material: materialLabel(order.material),
    quantity: order.quantity,
    status: order.trackingNumber && !['delivered', 'completed'].includes(order.status) ? 'shipped' : order.status,
    placedOn: formatDate(order.createdAt),
    shippedOn: order.shippedAt ? formatDate(order.shippedAt) : null,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
  };
}

/** Order numbers written in a message (AU-10234 or AU-10234-1, any case, with or without the dash). */
export function orderNumbersIn(message: string): string[] {
  return [...message.matchAll(/\bau[-\s]?(\d{3,})(?:-(\d{1,3}))?\b/gi)].map((m) => `AU-${m[1]}${m[2] ? `-${m[2]}` : ''}`);
}

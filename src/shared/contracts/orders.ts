import { z } from 'zod';
import { endpoint } from './endpoint';
import { DesignSummary, Dollars, Id, Page, Timestamp, limit, text } from './common';
import { PaymentIntentId } from './checkout';
import { ADMIN_ORDERS_LIMIT_MAX, ADMIN_ORDERS_PAGE_SIZE, LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../limits';
import { adminMessages } from '../messages';
import { Carrier, OrderStatus, ProductionStatus } from './enums';

// Orders (spec 02, sections 3 and 7; issue 8 pages and searches the admin list).

/** An order as its owner sees it; one per paid bag line, numbered like AU-10234-1. */
export const UserOrder = z.object({
  id: Id,
  orderNumber: z.string(),
  designId: Id.nullable(),
  designName: z.string(),
  designImageUrl: z.string().nullable(),
  status: OrderStatus,
  material: z.string(),
  quantity: z.number().int(),
  unitPrice: Dollars,
  totalPrice: Dollars,
  createdAt: Timestamp,
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  shippedAt: Timestamp.nullable(),
});
export type UserOrder = z.infer<typeof UserOrder>;

export const AdminOrder = UserOrder.extend({
  stripeSessionId: z.string().describe('The payment intent id'),
  customerName: z.string(),
  customerEmail: z.string(),
  notes: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const OrderIdParams = z.object({ orderId: Id });
export const PaymentIntentParams = z.object({ paymentIntentId: PaymentIntentId });

export const VerifyPaymentIntentResponse = z.object({
  success: z.literal(true),
  orderNumber: z.string().describe('The checkout number; each line is this plus -1, -2, ...'),
  orders: z.array(UserOrder),
  total: Dollars,
});
export type VerifyPaymentIntentResponse = z.infer<typeof VerifyPaymentIntentResponse>;

export const VerifySessionQuery = z.object({ session_id: PaymentIntentId });
export const VerifySessionResponse = z.object({
  order: z.object({
    orderNumber: z.string(),
    material: z.string(),
    quantity: z.number().int(),
    totalPrice: Dollars,
  }),
  design: DesignSummary.nullable(),
  orders: z.array(UserOrder).optional(),
});
export type VerifySessionResponse = z.infer<typeof VerifySessionResponse>;

export const AdminOrdersQuery = z.object({
  search: z.string().trim().max(SHORT_TEXT_MAX).optional(),
  page: Page,
  limit: limit(ADMIN_ORDERS_LIMIT_MAX, ADMIN_ORDERS_PAGE_SIZE),
});
export const AdminOrderList = z.object({
  orders: z.array(AdminOrder),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrderList = z.infer<typeof AdminOrderList>;

export const ShippingBody = z.strictObject({
  trackingNumber: text(adminMessages.trackingRequired, 100),
  carrier: z.enum(Carrier.options, { error: adminMessages.carrierRequired }),
});
export const NotesBody = z.strictObject({ notes: z.string().trim().max(LONG_TEXT_MAX) });
export const StatusBody = z.strictObject({ status: z.enum(ProductionStatus.options, { error: adminMessages.statusValues }) });

export const verifyPaymentIntent = endpoint({
  method: 'GET', path: '/api/orders/verify-payment-intent/:paymentIntentId', access: 'public',
  summary: 'Confirm a paid intent and create its orders exactly once; answers the order number (non-2xx when unpaid)',
  params: PaymentIntentParams, response: VerifyPaymentIntentResponse,
});
export const verifySession = endpoint({
  method: 'GET', path: '/api/orders/verify-session', access: 'public',
  summary: 'The receipt for a payment id (?session_id=): order and design',
  query: VerifySessionQuery, response: VerifySessionResponse,
});
export const userOrders = endpoint({
  method: 'GET', path: '/api/user/orders', access: 'user',
  summary: "The signed-in member's own orders, newest first",
  response: z.array(UserOrder),
});
export const adminOrders = endpoint({
  method: 'GET', path: '/api/orders', access: 'admin',
  summary: 'All orders, searched (order number, payment id, customer name or email) and paged',
  query: AdminOrdersQuery, response: AdminOrderList,
});
export const updateShipping = endpoint({
  method: 'PATCH', path: '/api/orders/:orderId/shipping', access: 'admin',
  summary: 'Record carrier and tracking number, mark shipped and mail the customer',
  params: OrderIdParams, body: ShippingBody, response: AdminOrder,
});
export const updateNotes = endpoint({
  method: 'PATCH', path: '/api/orders/:orderId/notes', access: 'admin',
  summary: "Edit the order's internal notes",
  params: OrderIdParams, body: NotesBody, response: AdminOrder,
});
export const updateStatus = endpoint({
  method: 'PATCH', path: '/api/orders/:orderId/status', access: 'admin',
  summary: 'Toggle production: pending or in_production (going to in_production mails the customer)',
  params: OrderIdParams, body: StatusBody, response: AdminOrder,
});

export const orderEndpoints = [
  verifyPaymentIntent, verifySession, userOrders, adminOrders, updateShipping, updateNotes, updateStatus,
] as const;

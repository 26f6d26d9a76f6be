import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { DesignSummary, Dollars, Email, Id, Page, Timestamp, limit, text } from './common';
import { PaidGift, PaidPrices, PaymentIntentId } from './checkout';
import { ADMIN_ORDERS_LIMIT_MAX, ADMIN_ORDERS_PAGE_SIZE, LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../limits';
import { adminMessages, ordersMessages } from '../messages';
import { Carrier, OrderStatus, ProductionStatus } from './enums';

// Orders (spec 02, sections 3 and 7; issue 8 pages and searches the admin list).

/** The production queue ahead of a piece (src/shared/timeline.ts, queueDelayWeeks). */
export const ProductionQueue = z.object({
  ahead: z.number().int().describe('Pieces paid before this one and not shipped yet'),
  delayWeeks: z.number().int().describe('Weeks the 4-6 week estimate moves for them (0: the promise as it stands)'),
});
export type ProductionQueue = z.infer<typeof ProductionQueue>;

/**
 * A piece of an order as its owner sees it: one per paid bag line. The customer's order number is
 * `checkoutNumber` (AU-10234), shared by the pieces of one checkout; `orderNumber` is the piece's
 * line number (AU-10234-1), which only the order desk shows (issue 21; docs/spec-decisions.md).
 */
export const UserOrder = z.object({
  id: Id,
  orderNumber: z.string().describe("The piece's line number (AU-10234-1), for the order desk"),
  checkoutNumber: z.string().describe('The order number the customer is shown (AU-10234), shared by the pieces of one checkout'),
  designId: Id.nullable(),
  designName: z.string(),
  designImageUrl: z.string().nullable(),
  engraving: z.string().nullable().describe('The text cut into the piece, as the customer wrote it'),
  status: OrderStatus,
  material: z.string(),
  quantity: z.number().int(),
  unitPrice: Dollars,
  totalPrice: Dollars,
  createdAt: Timestamp,
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  shippedAt: Timestamp.nullable(),
  // The made-to-order timeline (issue 26, point 3; src/shared/timeline.ts): paid is createdAt.
  productionStartedAt: Timestamp.nullable().describe('When the desk put the piece in production (cleared if it goes back to pending)'),
  deliveredAt: Timestamp.nullable().describe('When the desk marked the piece delivered'),
  productionQueue: ProductionQueue.nullable().optional()
    .describe("The pieces ahead of this one at the bench and the weeks they move the 4-6 week estimate; null once shipped (the customer's reads only)"),
  checkoutPrices: PaidPrices.optional().describe("The checkout this piece was paid in: its subtotal, promo code, discount and amount charged (issue 26)"),
});
export type UserOrder = z.infer<typeof UserOrder>;

export const AdminOrder = UserOrder.omit({ productionQueue: true }).extend({
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
  orderNumber: z.string().describe('The order number (the checkout number, AU-10234); each piece is also numbered this plus -1, -2, ... for the desk'),
  orders: z.array(UserOrder),
  total: Dollars.describe('The amount charged'),
  prices: PaidPrices.optional(),
  gift: PaidGift.nullable().optional(),
});
export type VerifyPaymentIntentResponse = z.infer<typeof VerifyPaymentIntentResponse>;

export const VerifySessionQuery = z.object({ session_id: PaymentIntentId });
export const VerifySessionResponse = z.object({
  order: z.object({
    orderNumber: z.string().describe('The order number (AU-10234), whatever the number of pieces'),
    material: z.string(),
    quantity: z.number().int(),
    totalPrice: Dollars,
  }),
  design: DesignSummary.nullable(),
  orders: z.array(UserOrder).optional(),
  trackingToken: z.string().optional()
    .describe("The order page's token (AU-10234-<signature>), as its mails carry it: the receipt page links to the order's page and its PDF receipt"),
  prices: PaidPrices.optional(),
  gift: PaidGift.nullable().optional(),
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

/** The order page's link carries the order number and its signature (AU-10234-<32 characters>). */
export const TrackingParams = z.object({ token: z.string().max(200) });
/** A piece on the order's page: what the order mails already say, never a name, address or price. */
export const TrackedPiece = UserOrder.pick({
  designId: true, designName: true, designImageUrl: true, engraving: true, status: true, material: true, quantity: true,
  trackingNumber: true, carrier: true, shippedAt: true, productionStartedAt: true, deliveredAt: true, productionQueue: true,
});
export const TrackedOrder = z.object({
  orderNumber: z.string(),
  placedAt: Timestamp,
  pieces: z.array(TrackedPiece),
});
export type TrackedOrder = z.infer<typeof TrackedOrder>;
export const ResendTrackingBody = z.strictObject({ email: Email });
export const ResendTrackingResponse = z.object({ success: z.literal(true), message: z.literal(ordersMessages.resendSent) });

export const verifyPaymentIntent = endpoint({
  ...routes.verifyPaymentIntent, access: 'public',
  summary: 'Confirm a paid intent and create its orders exactly once; answers the order number (non-2xx when unpaid)',
  params: PaymentIntentParams, response: VerifyPaymentIntentResponse,
});
export const verifySession = endpoint({
  ...routes.verifySession, access: 'public',
  summary: 'The receipt for a payment id (?session_id=): order and design',
  query: VerifySessionQuery, response: VerifySessionResponse,
});
export const userOrders = endpoint({
  ...routes.userOrders, access: 'user',
  summary: "The signed-in member's own orders, newest first",
  response: z.array(UserOrder),
});
export const adminOrders = endpoint({
  ...routes.adminOrders, access: 'admin',
  summary: 'All orders, searched (order number, payment id, customer name or email) and paged',
  query: AdminOrdersQuery, response: AdminOrderList,
});
export const updateShipping = endpoint({
  ...routes.updateShipping, access: 'admin',
  summary: 'Record carrier and tracking number, mark shipped and mail the customer',
  params: OrderIdParams, body: ShippingBody, response: AdminOrder,
});
export const updateNotes = endpoint({
  ...routes.updateNotes, access: 'admin',
  summary: "Edit the order's internal notes",
  params: OrderIdParams, body: NotesBody, response: AdminOrder,
});
export const updateStatus = endpoint({
  ...routes.updateStatus, access: 'admin',
  summary: 'Toggle production: pending or in_production (going to in_production mails the customer); 409 once the order has shipped',
  params: OrderIdParams, body: StatusBody, response: AdminOrder,
});

export const trackOrder = endpoint({
  ...routes.trackOrder, access: 'public',
  summary: "An order's page from the signed link in its mails: number, date and each piece's status and tracking; 404 for any other token",
  params: TrackingParams, response: TrackedOrder,
});
export const resendTrackingLinks = endpoint({
  ...routes.resendTrackingLinks, access: 'public',
  summary: "Mail the links of an address's orders to that address; the same answer whether or not it has any",
  body: ResendTrackingBody, response: ResendTrackingResponse,
});

export const markDelivered = endpoint({
  ...routes.markDelivered, access: 'admin',
  summary: 'Mark a shipped piece delivered and mail the customer; 409 before it has shipped; again changes nothing',
  params: OrderIdParams, response: AdminOrder,
});

// The order's documents (issue 26, point 4): PDFs, sent as attachments (Endpoint.produces).

/** A PDF answer: the handler answers a File, route() sends its bytes under its name. */
export const PdfDocument = z.file().mime('application/pdf').describe('A PDF document, sent as an attachment');
const pdf = { produces: 'application/pdf', response: PdfDocument } as const;
/** The piece's place in its order, 1 for its first piece (AU-10234-1). */
export const TrackedPieceParams = TrackingParams.extend({ piece: z.coerce.number().int().min(1).max(1000) });

export const orderReceipt = endpoint({
  ...routes.orderReceipt, access: 'user', ...pdf,
  summary: "The receipt of the order this piece belongs to (every piece of the checkout), for its owner or an admin; another member's is a 404",
  params: OrderIdParams,
});
export const orderCertificate = endpoint({
  ...routes.orderCertificate, access: 'user', ...pdf,
  summary: "The piece's certificate of authenticity, for its owner or an admin, once it has shipped (409 before)",
  params: OrderIdParams,
});
export const trackedReceipt = endpoint({
  ...routes.trackedReceipt, access: 'public', ...pdf,
  summary: "The order's receipt through the signed link of its mails; 404 for any other token",
  params: TrackingParams,
});
export const trackedCertificate = endpoint({
  ...routes.trackedCertificate, access: 'public', ...pdf,
  summary: 'A piece\'s certificate of authenticity through the signed link of its order (piece 1, 2, ...), once it has shipped (409 before)',
  params: TrackedPieceParams,
});
export const packingSlip = endpoint({
  ...routes.packingSlip, access: 'admin', ...pdf,
  summary: 'The packing slip of the order this piece belongs to: pieces, quantities, engraving, address, gift note; no prices',
  params: OrderIdParams,
});
export const productionSheet = endpoint({
  ...routes.productionSheet, access: 'admin', ...pdf,
  summary: "The bench's sheet for one piece: number, piece, metal, finish, size, weight, engraving, picture, gift note, the model's checks",
  params: OrderIdParams,
});

// The caster's files of a piece (issue 25, point 5): its design's model, made on demand, in millimetres.

export const StlFile = z.file().mime('model/stl').describe("The piece's model as a binary STL, millimetres, sent as an attachment");
export const ThreeMfFile = z.file().mime('model/3mf').describe("The piece's model as a 3MF package, millimetres, sent as an attachment");

export const orderModelStl = endpoint({
  ...routes.orderModelStl, access: 'admin', produces: 'model/stl', response: StlFile,
  summary: "The piece's castable model for the caster's printer, as a binary STL in millimetres (its design's model; the metal does not change it)",
  params: OrderIdParams,
});
export const orderModel3mf = endpoint({
  ...routes.orderModel3mf, access: 'admin', produces: 'model/3mf', response: ThreeMfFile,
  summary: "The piece's castable model for the caster's printer, as a 3MF package in millimetres",
  params: OrderIdParams,
});

export const orderEndpoints = [
  verifyPaymentIntent, verifySession, userOrders, adminOrders, updateShipping, updateNotes, updateStatus, trackOrder, resendTrackingLinks,
  markDelivered, orderReceipt, orderCertificate, trackedReceipt, trackedCertificate, packingSlip, productionSheet, orderModelStl, orderModel3mf,
] as const;

import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Dollars, Id, Timestamp } from './common';
import { AdminItemKind, InboxKind } from './enums';

// The owner's desk (issue 27): what every admin page shares. Each desk's own calls live with its area
// (orders, promotions, inbox, reviews, catalogue).

/** One change made from the desk, as the item's history shows it. */
export const AdminActionView = z.object({
  action: z.string().describe("What was done: 'Set shipping', 'Hid the review'"),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).describe('The values set'),
  adminEmail: z.string().describe('Who did it'),
  createdAt: Timestamp,
});
export type AdminActionView = z.infer<typeof AdminActionView>;

export const AdminActionsQuery = z.strictObject({
  kind: AdminItemKind,
  id: z.string().trim().min(1).max(100),
});
export const AdminActionList = z.object({ actions: z.array(AdminActionView) });
export type AdminActionList = z.infer<typeof AdminActionList>;

export const adminActions = endpoint({
  ...routes.adminActions, access: 'admin',
  summary: "An item's history on the desk: every change an admin made to it, newest first (at most 200)",
  query: AdminActionsQuery, response: AdminActionList,
});

/** One day's or week's trade: checkouts paid, pieces in them, what was charged. */
export const TradePeriod = z.object({
  start: z.string().describe('The period\'s first day, YYYY-MM-DD (UTC; a week starts on Monday)'),
  orders: z.number().int().describe('Checkouts paid'),
  pieces: z.number().int().describe('Order lines (pieces) in them'),
  revenue: Dollars.describe('What was charged, after discounts'),
});
export type TradePeriod = z.infer<typeof TradePeriod>;

/** One day's Design Lab: designs generated, and how many of them have been ordered since. */
export const DesignDay = z.object({
  start: z.string().describe('YYYY-MM-DD (UTC)'),
  generated: z.number().int(),
  ordered: z.number().int().describe('Of those generated that day, how many are in an order'),
});

/** Where a waiting piece stands against the 4-6 week promise. */
export const PromiseState = z.enum(['on-track', 'due', 'late']);
export const QueuedPiece = z.object({
  id: Id,
  orderNumber: z.string(),
  designName: z.string(),
  material: z.string(),
  status: z.string(),
  paidAt: Timestamp,
  daysWaiting: z.number().int(),
  promise: PromiseState.describe('on-track: under 4 weeks; due: in the 4-6 week window; late: past 6 weeks'),
});
export type QueuedPiece = z.infer<typeof QueuedPiece>;

export const AdminOverviewQuery = z.strictObject({
  days: z.coerce.number().int().min(7).max(90).default(30).describe('How many days the daily series covers (7-90)'),
});

export const AdminOverview = z.object({
  days: z.array(TradePeriod).describe('Oldest first, one per day, days without trade included'),
  weeks: z.array(TradePeriod).describe('The last 12 weeks, oldest first'),
  designs: z.array(DesignDay).describe('Oldest first, one per day of the daily series'),
  queue: z.object({
    waiting: z.number().int().describe('Pieces paid and not shipped'),
    late: z.number().int().describe('Of those, waiting more than 6 weeks'),
    oldest: z.array(QueuedPiece).describe('The oldest 20, oldest first'),
  }),
  inbox: z.array(z.object({
    kind: InboxKind,
    new: z.number().int(),
    inProgress: z.number().int(),
  })).describe('Open inbox items by kind (new, and in progress): what the shop still owes an answer'),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

export const adminOverview = endpoint({
  ...routes.adminOverview, access: 'admin',
  summary: 'How the shop is doing: orders and revenue by day and week, the production queue against the 4-6 week promise, open inbox items by kind, designs generated per day and how many became orders',
  query: AdminOverviewQuery, response: AdminOverview,
});

export const adminEndpoints = [adminActions, adminOverview] as const;

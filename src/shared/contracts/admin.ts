import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Timestamp } from './common';
import { AdminItemKind } from './enums';

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

export const adminEndpoints = [adminActions] as const;
